/** POST /api/account/checkCoordinateCode: judges a slide-puzzle answer, once. */
export { checkCoordinateCode as POST } from '@/features/verification/handlers'

export const dynamic = 'force-dynamic'
