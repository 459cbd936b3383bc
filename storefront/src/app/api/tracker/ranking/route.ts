import { methodsNotAllowed } from '@/features/api/route'
/** GET: the public brand ranking (rank, brand name, score). */
export { rankingHandler as GET } from '@/features/tracker/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
