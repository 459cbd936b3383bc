import { methodsNotAllowed } from '@/features/api/route'
/** GET: my past checks (history tab). POST: start a check. Login required. */
export { historyHandler as GET, createCheckHandler as POST } from '@/features/geo/handlers'

export const { PUT, PATCH, DELETE } = methodsNotAllowed('GET', 'POST')
