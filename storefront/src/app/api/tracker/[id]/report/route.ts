/** GET: the report, its trend and questions; public trackers need no login. */
export { reportHandler as GET } from '@/features/tracker/handlers'
