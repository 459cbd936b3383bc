import { myDeployment, myDeployments, retryDeployment, startDeployment, submitDeploymentRequest } from '@aidir/cms/deployments'
import { z } from 'zod'
import { ApiError, defineRoute, NO_CONTENT, reply } from '@/features/api/route'
import { deploymentApiMessages } from './messages'
import { deploymentRequestRoute, deploymentRoute, myDeploymentsRoute, retryDeploymentRoute, startDeploymentRoute } from './routes'

/**
 * The deployment API on the route kit. Reads run as the signed-in user (`overrideAccess: false`) in
 * the cms functions; starts and requests write as the service after their checks.
 */
const idParam = z.coerce.number().int().positive().max(2_147_483_647)
const recordId = (id: string | undefined) => {
  const parsed = idParam.safeParse(id)
  if (!parsed.success) throw new ApiError('notFound', NO_CONTENT)
  return parsed.data
}
const asObject = (body: unknown, locale: string) => (body && typeof body === 'object' && !Array.isArray(body) ? { locale, ...body } : body)

/** POST /api/deployments — start a one-click deployment (a paid package answers the order to pay); 429 beyond the apps a user may run at once. */
export const startDeploymentHandler = defineRoute(startDeploymentRoute, async ({ payload, user, body, locale }) => {
  const deployment = await startDeployment(payload, user as never, asObject(body, locale))
  return { id: deployment.id, state: deployment.state, step: deployment.step, orderId: deployment.orderId ?? null }
})

/** GET /api/deployments — "My AI Apps". */
export const myDeploymentsHandler = defineRoute(myDeploymentsRoute, async ({ payload, user, locale }) => ({ items: await myDeployments(payload, user as never, locale) }))

/** GET /api/deployments/{id} — the live status the deploy page polls. */
export const deploymentHandler = defineRoute(deploymentRoute, async ({ payload, user, params, locale }) => {
  const view = await myDeployment(payload, user as never, recordId(params.id), locale)
  if (!view) throw new ApiError('notFound', NO_CONTENT)
  return view
})

/** POST /api/deployments/{id}/retry — a failed deployment starts again. */
export const retryDeploymentHandler = defineRoute(retryDeploymentRoute, async ({ payload, user, params }) => {
  const { id } = await retryDeployment(payload, user as never, recordId(params.id))
  return reply({ id }, { message: deploymentApiMessages.retrySucceeded })
})

/** POST /api/deployment-requests — the custom deployment form; support is notified by a job. */
export const deploymentRequestHandler = defineRoute(deploymentRequestRoute, async ({ payload, user, body, locale }) => {
  const request = await submitDeploymentRequest(payload, user as never, asObject(body, locale))
  return reply({ id: request.id }, { message: deploymentApiMessages.submitted })
})
