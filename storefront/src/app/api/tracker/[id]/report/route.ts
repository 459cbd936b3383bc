import { methodsNotAllowed } from '@/features/api/route'
/** GET: the report, its trend and questions; public trackers need no login. */
export { reportHandler as GET } from '@/features/tracker/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
