import { leadHandler } from '@/features/geo/handlers'
import { getPayload } from '@/lib/payload'

/** POST: the GEO contact form. Login required. */
export const POST = async (request: Request) => leadHandler(await getPayload(), request)
