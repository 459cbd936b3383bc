import { methodsNotAllowed } from '@/features/api/route'
/** GET: the ad positions on sale with price and queue quote (public). */
export { adPositionsHandler as GET } from '@/features/ads/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
