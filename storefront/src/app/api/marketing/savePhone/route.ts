import { methodsNotAllowed } from '@/features/api/route'
/** POST /api/marketing/savePhone (SPEC §7): binds a verified phone for notifications. */
export { savePhone as POST } from '@/features/phone-binding/handlers'

export const dynamic = 'force-dynamic'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
