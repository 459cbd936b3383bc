import { methodsNotAllowed } from '@/features/api/route'
/** POST: retry a failed deployment. Login required; own deployments only. */
export { retryDeploymentHandler as POST } from '@/features/deployment/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
