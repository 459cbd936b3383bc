import type { DeploymentRuntime, InstanceSpec } from './runtime'
import { deploymentSteps } from './states'

export type SandboxOptions = {
  /** Time spent in each step (pulling, starting, health check), like a small image on a warm cluster. */
  stepMs: number
  /** The storefront's public address: the sandbox's visit address is a page there. */
  siteUrl: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The offline runtime, the default without a cluster (labelled "sandbox" in the UI): walks the same
 * steps as Kubernetes on a fixed timing, runs nothing, and its visit address is a page of the site
 * saying what would run there. Holds no state of its own: the deployment record is the instance.
 */
export function sandboxRuntime(options: SandboxOptions): DeploymentRuntime {
  return {
    kind: 'sandbox',
    addressOf: (name) => `${options.siteUrl.replace(/\/$/, '')}/sandbox-apps/${name}`,
    async create(_spec: InstanceSpec) {},
    async awaitReady(_spec, onStep) {
      for (const step of deploymentSteps.slice(1)) {
        await onStep(step)
        await sleep(options.stepMs)
      }
    },
    async remove() {},
    async instances() {
      return []
    },
  }
}
