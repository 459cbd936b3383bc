import { createTrackerHandler, listTrackersHandler } from '@/features/tracker/handlers'
import { getPayload } from '@/lib/payload'

/** GET: my trackers. POST: create a tracker (steps 1 and 2). Login required. */
export const GET = async (request: Request) => listTrackersHandler(await getPayload(), request)
export const POST = async (request: Request) => createTrackerHandler(await getPayload(), request)
