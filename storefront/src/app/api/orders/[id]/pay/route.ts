import { methodsNotAllowed } from '@/features/api/route'
/** POST: pay a pending order of mine again (a new checkout). */
export { payOrderHandler as POST } from '@/features/orders/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
