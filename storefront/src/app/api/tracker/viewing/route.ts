import { methodsNotAllowed } from '@/features/api/route'
/** GET: public reports others are viewing. */
export { viewingHandler as GET } from '@/features/tracker/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
