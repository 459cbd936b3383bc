import { methodsNotAllowed } from '@/features/api/route'
/** POST: order a paid update of a listed product (login required; daily limit shared with every order). */
export { createUpdateOrderHandler as POST } from '@/features/updates/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
