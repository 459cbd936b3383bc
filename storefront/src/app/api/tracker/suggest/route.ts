import { methodsNotAllowed } from '@/features/api/route'
/** POST: topics and competitors suggested for step 2. Login required. */
export { suggestHandler as POST } from '@/features/tracker/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
