import { reportHandler } from '@/features/tracker/handlers'
import { getPayload } from '@/lib/payload'

type Context = { params: Promise<{ id: string }> }

/** GET: the report, its trend and questions; public trackers need no login. */
export const GET = async (request: Request, { params }: Context) => reportHandler(await getPayload(), request, (await params).id)
