import { methodsNotAllowed } from '@/features/api/route'
/** POST: a payment provider's notification; no sign-in, the signature is checked. */
export { webhookHandler as POST } from '@/features/orders/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
