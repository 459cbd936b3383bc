import { methodsNotAllowed } from '@/features/api/route'
/** GET /api/marketing/verifyBindingPhone (SPEC §7): whether the user has a bound phone. */
export { verifyBindingPhone as GET } from '@/features/phone-binding/handlers'

export const dynamic = 'force-dynamic'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
