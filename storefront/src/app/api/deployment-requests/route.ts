import { methodsNotAllowed } from '@/features/api/route'
/** POST: a custom deployment request. Anyone; limited per address. */
export { deploymentRequestHandler as POST } from '@/features/deployment/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
