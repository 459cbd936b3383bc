import { configuredRuntime, sweepDeployments, type DeploymentRuntime } from '@aidir/cms/deployments'
import type { Handler } from '../types'

/** Every minute: expired and orphaned instances removed, stuck ones failed, expiry mails queued. */
export function createSweepHandler(runtimeOf: () => Promise<DeploymentRuntime> = configuredRuntime): Handler<'deploy.expire'> {
  return async (_data, { payload }) => {
    const result = await sweepDeployments(payload, await runtimeOf())
    return { ...result, expiringSoon: result.expiringSoon.length }
  }
}
