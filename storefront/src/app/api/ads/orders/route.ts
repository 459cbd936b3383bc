import { methodsNotAllowed } from '@/features/api/route'
/** POST: order an ad (login required; daily limit). */
export { createAdOrderHandler as POST } from '@/features/ads/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
