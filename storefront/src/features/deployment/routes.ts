import { deployInput, deploymentRequestInput } from '@aidir/cms/deployments'
import type { RouteDeclaration } from '@/features/api/route'
import { deploymentApiMessages } from './messages'

/**
 * One-click deployment (`/api/deployments…`) and custom deployment requests, declared for the route
 * kit and the OpenAPI document. Bodies are validated by their cms functions with the same schemas.
 */
const domainBody = { bodyCheckedByDomain: true, badJson: deploymentApiMessages.validationFailed } as const
const notYours = { 404: `'${deploymentApiMessages.notFound}': no such deployment, or not yours` }

export const startDeploymentRoute = {
  method: 'POST', path: '/api/deployments', auth: 'required', body: deployInput, ...domainBody,
  outbound: { calls: 'the deployment runtime (a queued deploy job)', limit: { per: 'user', max: 10, windowSeconds: 600 } },
  openapi: {
    summary: 'Deploy an open-source app in one click (a paid package answers the order to pay first)',
    tags: ['deployment'],
    errors: { 404: `'${deploymentApiMessages.notDeployable}'`, 429: `'${deploymentApiMessages.limitReached}': apps running at once` },
  },
} satisfies RouteDeclaration
export const myDeploymentsRoute = { method: 'GET', path: '/api/deployments', auth: 'required', openapi: { summary: 'My AI Apps: my deployments with their state', tags: ['deployment'] } } satisfies RouteDeclaration
export const deploymentRoute = { method: 'GET', path: '/api/deployments/{id}', auth: 'required', openapi: { summary: 'One deployment: state, step, visit address, times (polled while in progress)', tags: ['deployment'], errors: notYours } } satisfies RouteDeclaration
export const retryDeploymentRoute = {
  method: 'POST', path: '/api/deployments/{id}/retry', auth: 'required',
  outbound: { calls: 'the deployment runtime (a queued deploy job)', limit: { per: 'user', max: 10, windowSeconds: 600 } },
  openapi: { summary: 'Retry a failed deployment', tags: ['deployment'], errors: { ...notYours, 409: `'${deploymentApiMessages.notRetryable}'` } },
} satisfies RouteDeclaration
export const deploymentRequestRoute = {
  method: 'POST', path: '/api/deployment-requests', auth: 'optional', body: deploymentRequestInput, ...domainBody,
  outbound: { calls: 'the support inbox (a notification job per request)', limit: { per: 'address', max: 5, windowSeconds: 3600 } },
  openapi: { summary: 'A custom deployment request (company, name, contact, requirements)', tags: ['deployment'] },
} satisfies RouteDeclaration

export const deploymentRoutes = [startDeploymentRoute, myDeploymentsRoute, deploymentRoute, retryDeploymentRoute, deploymentRequestRoute]
