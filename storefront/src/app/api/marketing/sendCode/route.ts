import { methodsNotAllowed } from '@/features/api/route'
/** GET /api/marketing/sendCode (SPEC §7): texts a verification code to a phone. */
export { sendCode as GET } from '@/features/phone-binding/handlers'

export const dynamic = 'force-dynamic'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
