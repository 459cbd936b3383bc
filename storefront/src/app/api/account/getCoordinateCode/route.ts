import { methodsNotAllowed } from '@/features/api/route'
/** GET /api/account/getCoordinateCode (SPEC §7): a new slide puzzle. */
export { getCoordinateCode as GET } from '@/features/verification/handlers'

export const dynamic = 'force-dynamic'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
