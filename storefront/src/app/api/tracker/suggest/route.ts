import { suggestHandler } from '@/features/tracker/handlers'
import { getPayload } from '@/lib/payload'

/** POST: topics and competitors suggested for step 2. Login required. */
export const POST = async (request: Request) => suggestHandler(await getPayload(), request)
