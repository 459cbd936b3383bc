import { rankingHandler } from '@/features/tracker/handlers'
import { getPayload } from '@/lib/payload'

/** GET: the public brand ranking (rank, brand name, score). */
export const GET = async (request: Request) => rankingHandler(await getPayload(), request)
