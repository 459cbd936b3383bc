import { methodsNotAllowed } from '@/features/api/route'
/** POST: the plan for a scenario (stored under its cacheId; in the asker's history when signed in). */
export { askSolutionHandler as POST } from '@/features/recommend/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
