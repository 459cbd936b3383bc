/** GET: my past checks (history tab). POST: start a check. Login required. */
export { historyHandler as GET, createCheckHandler as POST } from '@/features/geo/handlers'
