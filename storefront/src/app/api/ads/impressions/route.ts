import { methodsNotAllowed } from '@/features/api/route'
/** POST: count the ads a visitor saw (once per visitor, ad and hour). */
export { adImpressionsHandler as POST } from '@/features/adDisplay/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
