import { viewingHandler } from '@/features/tracker/handlers'
import { getPayload } from '@/lib/payload'

/** GET: public reports others are viewing. */
export const GET = async (request: Request) => viewingHandler(await getPayload(), request)
