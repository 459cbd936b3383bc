import { redetectHandler } from '@/features/geo/handlers'
import { getPayload } from '@/lib/payload'

type Context = { params: Promise<{ id: string }> }

/** POST: re-detect one platform of a check (after an error, or to ask again). Login required. */
export const POST = async (request: Request, { params }: Context) => redetectHandler(await getPayload(), request, (await params).id)
