import { methodsNotAllowed } from '@/features/api/route'
/** GET: the tracker's state and progress per step. Login required. */
export { statusHandler as GET } from '@/features/tracker/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
