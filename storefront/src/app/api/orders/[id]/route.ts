import { methodsNotAllowed } from '@/features/api/route'
/** GET: one of my orders (status, open checkout). Login required; own orders only. */
export { myOrderHandler as GET } from '@/features/orders/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
