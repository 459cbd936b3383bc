import { methodsNotAllowed } from '@/features/api/route'
/** GET: my past scenarios. Login required. */
export { solutionHistoryHandler as GET } from '@/features/recommend/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
