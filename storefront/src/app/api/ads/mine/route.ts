import { methodsNotAllowed } from '@/features/api/route'
/** GET: my ad campaigns with impressions, clicks and remaining days. Login required. */
export { myAdsHandler as GET } from '@/features/adDisplay/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
