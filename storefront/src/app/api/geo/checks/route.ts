import { createCheckHandler, historyHandler } from '@/features/geo/handlers'
import { getPayload } from '@/lib/payload'

/** GET: my past checks (history tab). POST: start a check. Login required. */
export const GET = async (request: Request) => historyHandler(await getPayload(), request)
export const POST = async (request: Request) => createCheckHandler(await getPayload(), request)
