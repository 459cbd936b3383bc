import { methodsNotAllowed } from '@/features/api/route'
/** GET: My AI Apps. POST: deploy an app in one click. Login required. */
export { myDeploymentsHandler as GET, startDeploymentHandler as POST } from '@/features/deployment/handlers'

export const { PUT, PATCH, DELETE } = methodsNotAllowed('GET', 'POST')
