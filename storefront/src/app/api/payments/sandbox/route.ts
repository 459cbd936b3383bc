import { methodsNotAllowed } from '@/features/api/route'
/** POST: the sandbox checkout page's Pay or Fail. */
export { sandboxChoiceHandler as POST } from '@/features/orders/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
