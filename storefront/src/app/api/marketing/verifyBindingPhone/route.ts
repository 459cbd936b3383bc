/** GET /api/marketing/verifyBindingPhone (SPEC §7): whether the user has a bound phone. */
export { verifyBindingPhone as GET } from '@/features/phone-binding/handlers'

export const dynamic = 'force-dynamic'
