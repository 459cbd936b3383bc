import { methodsNotAllowed } from '@/features/api/route'
/** POST: re-detect one platform of a check (after an error, or to ask again). Login required. */
export { redetectHandler as POST } from '@/features/geo/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
