import { exportHandler } from '@/features/geo/handlers'
import { getPayload } from '@/lib/payload'

type Context = { params: Promise<{ id: string }> }

/** GET ?format=csv|xlsx: the finished check as a file. Login required; 409 until all detections complete. */
export const GET = async (request: Request, { params }: Context) => exportHandler(await getPayload(), request, (await params).id)
