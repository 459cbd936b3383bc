import { statusHandler } from '@/features/tracker/handlers'
import { getPayload } from '@/lib/payload'

type Context = { params: Promise<{ id: string }> }

/** GET: the tracker's state and progress per step. Login required. */
export const GET = async (request: Request, { params }: Context) => statusHandler(await getPayload(), request, (await params).id)
