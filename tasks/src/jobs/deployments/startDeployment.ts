import { enqueue, jobs } from '@aidir/cms'
import { configuredRuntime, runDeployment, type DeploymentRuntime } from '@aidir/cms/deployments'
import { refundOrder } from '@aidir/cms/orders'
import type { Handler } from '../types'

/**
 * Brings a deployment's instance up (cms/src/deployments/runDeployment.ts). On the last attempt a
 * cluster that still does not answer fails the deployment instead of leaving it in progress; a paid
 * deployment that never ran is refunded (idempotent: one refund per order) and its buyer mailed so,
 * once (the orders' mail job sends each mail of an order once).
 */
export function createStartHandler(runtimeOf: () => Promise<DeploymentRuntime> = configuredRuntime): Handler<'deploy.start'> {
  return async ({ deploymentId }, { payload, attempt, log }) => {
    const runtime = await runtimeOf()
    return runDeployment(payload, deploymentId, runtime, {
      finalAttempt: attempt > jobs['deploy.start'].queue.retryLimit,
      onFailed: async ({ order }) => {
        if (!order) return
        try {
          const refund = await refundOrder(payload, order, 'The deployment failed before it ran', null)
          if (refund.status !== 'failed') await enqueue('orders.mail', { orderId: order, mail: 'refunded' }, { singletonKey: `order-mail:refunded:${order}` })
        } catch (err) {
          // The order stays paid and visible to support; the failure is in the log, never the secrets.
          log.error({ err, deploymentId, order }, 'refund of a failed deployment did not go through')
        }
      },
    })
  }
}
