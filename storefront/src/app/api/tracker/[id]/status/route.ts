/** GET: the tracker's state and progress per step. Login required. */
export { statusHandler as GET } from '@/features/tracker/handlers'
