import { checkHandler } from '@/features/geo/handlers'
import { getPayload } from '@/lib/payload'

type Context = { params: Promise<{ id: string }> }

/** GET: one check's detections (live status, results, evidence). Login required; own checks only. */
export const GET = async (request: Request, { params }: Context) => checkHandler(await getPayload(), request, (await params).id)
