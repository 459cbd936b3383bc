/** POST /api/marketing/savePhone (SPEC §7): binds a verified phone for notifications. */
export { savePhone as POST } from '@/features/phone-binding/handlers'

export const dynamic = 'force-dynamic'
