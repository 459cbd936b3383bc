import { methodsNotAllowed } from '@/features/api/route'
/** POST: place a paid submission (login required; daily limit). GET: my orders. */
export { createOrderHandler as POST, myOrdersHandler as GET } from '@/features/orders/handlers'

export const { PUT, PATCH, DELETE } = methodsNotAllowed('GET', 'POST')
