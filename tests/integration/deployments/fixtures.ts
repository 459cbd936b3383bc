import type { DeploymentRuntime, InstanceSpec } from '@aidir/cms/deployments'
import { sandboxRuntime } from '@aidir/cms/deployments'
import { createProduct, payload, unique } from '../helpers'

/** A published open-source app with a runnable recipe: one plain, one required secret variable. */
export async function deployableProduct(deploy: Record<string, unknown> = {}) {
  return createProduct({
    type: 'open_source',
    pricingModel: 'open_source',
    deploy: {
      kind: 'docker',
      image: 'ghcr.io/example/chat-ui:1.4',
      port: 8080,
      healthPath: '/healthz',
      variables: [
        { name: 'APP_TITLE', defaultValue: 'Chat', required: false, secret: false },
        { name: 'OPENAI_API_KEY', required: true, secret: true },
      ],
      ...deploy,
    },
  })
}

/** A one-click package: free unless given a price (minor units). */
export async function deploymentPackage(amount?: number) {
  return payload.create({
    collection: 'service-packages',
    data: { key: unique('deploy-pkg'), kind: 'deployment', name: 'Instance', durationDays: 1, enabled: true, prices: amount ? [{ amount, currency: 'USD' }] : [] } as never,
    overrideAccess: true,
  })
}

/** The sandbox without waiting, recording what it was asked (the sandbox keeps nothing itself). */
export function recordingSandbox(options: { refuse?: string; held?: string[] } = {}) {
  const base = sandboxRuntime({ stepMs: 0, siteUrl: 'http://localhost:3000' })
  const calls = { created: [] as InstanceSpec[], removed: [] as string[], steps: [] as string[] }
  const runtime: DeploymentRuntime = {
    ...base,
    async create(spec) {
      calls.created.push(spec)
    },
    async awaitReady(spec, onStep) {
      await base.awaitReady(spec, async (step) => {
        calls.steps.push(step)
        await onStep(step)
      })
      if (options.refuse) {
        const { RuntimeRefused } = await import('@aidir/cms/deployments')
        throw new RuntimeRefused(options.refuse)
      }
    },
    async remove(name) {
      calls.removed.push(name)
    },
    async instances() {
      return options.held ?? []
    },
  }
  return { runtime, calls }
}
