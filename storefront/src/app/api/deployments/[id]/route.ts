import { methodsNotAllowed } from '@/features/api/route'
/** GET: one deployment's live status. Login required; own deployments only. */
export { deploymentHandler as GET } from '@/features/deployment/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
