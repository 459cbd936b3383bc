import { methodsNotAllowed } from '@/features/api/route'
/** GET: my trackers. POST: create a tracker (steps 1 and 2). Login required. */
export { listTrackersHandler as GET, createTrackerHandler as POST } from '@/features/tracker/handlers'

export const { PUT, PATCH, DELETE } = methodsNotAllowed('GET', 'POST')
