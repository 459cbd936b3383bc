import { methodsNotAllowed } from '@/features/api/route'
/** POST: start the analysis (429 beyond the daily limit). Login required. */
export { startHandler as POST } from '@/features/tracker/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
