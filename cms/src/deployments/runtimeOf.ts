import { env } from '../env'
import type { DeploymentRuntime } from './runtime'
import { sandboxRuntime } from './sandboxRuntime'

let configured: Promise<DeploymentRuntime> | undefined

/**
 * The runtime the settings choose: Kubernetes with DEPLOY_KUBECONFIG, else the sandbox. One per
 * process. The Kubernetes client loads only where it runs (the worker), not in the storefront.
 */
export function configuredRuntime(): Promise<DeploymentRuntime> {
  configured ??= (async () => {
    const settings = env()
    if (!settings.DEPLOY_KUBECONFIG) return sandboxRuntime({ stepMs: settings.DEPLOY_SANDBOX_STEP_MS, siteUrl: settings.SITE_URL })
    const { kubernetesRuntime } = await import('./kubernetes/kubernetesRuntime')
    return kubernetesRuntime({
      kubeconfig: settings.DEPLOY_KUBECONFIG,
      domain: settings.DEPLOY_DOMAIN!,
      ingressClass: settings.DEPLOY_INGRESS_CLASS,
      denyCidrs: settings.DEPLOY_DENY_CIDRS.split(',').map((s) => s.trim()).filter(Boolean),
      readyTimeoutMs: settings.DEPLOY_READY_TIMEOUT_SECONDS * 1000,
    })
  })()
  return configured
}

/** Which runtime new deployments go to, without building a client (for the "sandbox" label). */
export const configuredRuntimeKind = (): DeploymentRuntime['kind'] => (env().DEPLOY_KUBECONFIG ? 'kubernetes' : 'sandbox')
