import { keywordsHandler } from '@/features/geo/handlers'
import { getPayload } from '@/lib/payload'

/** GET ?q=&langType=: keyword suggestions (keyword, hot value, optimisation difficulty). */
export const GET = async (request: Request) => keywordsHandler(await getPayload(), request)
