import { methodsNotAllowed } from '@/features/api/route'
/** GET ?q=&langType=: keyword suggestions (keyword, hot value, optimisation difficulty). */
export { keywordsHandler as GET } from '@/features/geo/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
