import { startHandler } from '@/features/tracker/handlers'
import { getPayload } from '@/lib/payload'

type Context = { params: Promise<{ id: string }> }

/** POST: start the analysis (429 beyond the daily limit). Login required. */
export const POST = async (request: Request, { params }: Context) => startHandler(await getPayload(), request, (await params).id)
