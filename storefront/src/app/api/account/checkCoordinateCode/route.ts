import { methodsNotAllowed } from '@/features/api/route'
/** POST /api/account/checkCoordinateCode: judges a slide-puzzle answer, once. */
export { checkCoordinateCode as POST } from '@/features/verification/handlers'

export const dynamic = 'force-dynamic'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
