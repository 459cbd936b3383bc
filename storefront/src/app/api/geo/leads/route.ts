import { methodsNotAllowed } from '@/features/api/route'
/** POST: the GEO contact form. Login required. */
export { leadHandler as POST } from '@/features/geo/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
