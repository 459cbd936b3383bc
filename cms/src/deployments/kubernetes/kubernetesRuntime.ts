import { existsSync } from 'node:fs'
import { ApiException, AppsV1Api, CoreV1Api, NetworkingV1Api, Watch, type V1Pod } from '@kubernetes/client-node'
import { createResilience } from '../../resilience'
import { type DeploymentRuntime, type InstanceSpec, RuntimeRefused } from '../runtime'
import { deploymentSteps, type DeploymentStep } from '../states'
import { APP_SELECTOR, type ClusterOptions, hostOf, instanceManifests, MANAGED_SELECTOR } from './manifests'
import { podProgress } from './podProgress'
import { PooledKubeConfig } from './pooledKubeConfig'

export type KubernetesOptions = ClusterOptions & {
  /** A kubeconfig file's path, or the kubeconfig YAML itself. */
  kubeconfig: string
  /** How long an instance may take to answer its health check. */
  readyTimeoutMs: number
  /** Limit of one API call. */
  callTimeoutMs?: number
}

/** The API server's own message of a refusal (a Status object), else the exception's. */
function statusMessage(err: ApiException<unknown>): string {
  const body = err.body as unknown
  const parsed = typeof body === 'string' ? (() => { try { return JSON.parse(body) } catch { return null } })() : body
  const message = (parsed as { message?: string } | null)?.message
  return (message ?? err.message).slice(0, 300)
}

const isApiError = (err: unknown): err is ApiException<unknown> => err instanceof ApiException || (typeof (err as { code?: unknown })?.code === 'number' && 'body' in (err as object))
const transient = (err: unknown) => !isApiError(err) || err.code === 429 || err.code >= 500

/**
 * One-click deployments on Kubernetes through the official client (@kubernetes/client-node): each
 * instance is a namespace holding its quota, network policy, secret, deployment, service and
 * ingress (manifests.ts). Creating is idempotent (409 means it is there already); readiness follows
 * the app's pod by watch; 403 and 422 are refusals with the cluster's reason; 429 and 5xx are
 * retried, then left to the job's retry.
 */
export function kubernetesRuntime(options: KubernetesOptions): DeploymentRuntime {
  // One client per runtime, its calls sharing one keep-alive connection pool (pooledKubeConfig.ts).
  const config = new PooledKubeConfig()
  if (options.kubeconfig.includes('\n') || !existsSync(options.kubeconfig)) config.loadFromString(options.kubeconfig)
  else config.loadFromFile(options.kubeconfig)
  const core = config.makeApiClient(CoreV1Api)
  const apps = config.makeApiClient(AppsV1Api)
  const networking = config.makeApiClient(NetworkingV1Api)
  const watch = new Watch(config)
  const resilience = createResilience({
    name: 'kubernetes',
    timeoutMs: options.callTimeoutMs ?? 15_000,
    retry: { maxRetries: 3, baseMs: 300, maxMs: 5000, retryable: transient, retryAfterOf: (err) => (isApiError(err) ? Number(err.headers?.['retry-after']) * 1000 || undefined : undefined) },
    breaker: { failures: 5, cooldownMs: 30_000, counts: transient },
    concurrency: 64,
  })
  const call = <T>(fn: () => Promise<T>) => resilience.execute(() => fn())

  /** Creates one object; one that exists already is kept (a retried job). */
  async function ensure(what: string, create: () => Promise<unknown>) {
    try {
      await call(create)
    } catch (err) {
      if (isApiError(err) && err.code === 409) return
      if (isApiError(err) && err.code === 403) throw new RuntimeRefused(`The cluster refused to create the ${what}: ${statusMessage(err)}`)
      if (isApiError(err) && (err.code === 422 || err.code === 400)) throw new RuntimeRefused(`The cluster rejected the ${what}: ${statusMessage(err)}`)
      throw err
    }
  }

  return {
    kind: 'kubernetes',
    addressOf: (name) => `https://${hostOf(name, options.domain)}`,

    async create(spec: InstanceSpec) {
      const m = instanceManifests(spec, options)
      const namespace = spec.name
      await ensure('namespace', () => core.createNamespace({ body: m.namespace }))
      await ensure('resource quota', () => core.createNamespacedResourceQuota({ namespace, body: m.quota }))
      await ensure('network policy', () => networking.createNamespacedNetworkPolicy({ namespace, body: m.networkPolicy }))
      if (m.secret) await ensure('secret', () => core.createNamespacedSecret({ namespace, body: m.secret! }))
      await ensure('deployment', () => apps.createNamespacedDeployment({ namespace, body: m.deployment }))
      await ensure('service', () => core.createNamespacedService({ namespace, body: m.service }))
      await ensure('ingress', () => networking.createNamespacedIngress({ namespace, body: m.ingress }))
    },

    awaitReady(spec, onStep) {
      return new Promise<void>((resolve, reject) => {
        let reached = 0
        let settled = false
        let controller: AbortController | undefined
        const finish = (err?: Error) => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          controller?.abort()
          if (err) reject(err)
          else resolve()
        }
        const timer = setTimeout(() => finish(new RuntimeRefused(`The app did not answer its health check (${spec.healthPath}) within ${Math.round(options.readyTimeoutMs / 60_000) || 1} minutes`)), options.readyTimeoutMs)
        // Steps only move forward, and each is told once, however often the pod is reported.
        let chain = Promise.resolve()
        const advance = (step: DeploymentStep) => {
          const index = deploymentSteps.indexOf(step)
          for (let i = reached + 1; i <= index; i++) {
            const next = deploymentSteps[i]!
            chain = chain.then(() => onStep(next))
          }
          reached = Math.max(reached, index)
          return chain
        }
        const seen = (pod: V1Pod) => {
          const progress = podProgress(pod)
          if ('ready' in progress) void advance('health-check').then(() => finish(), finish)
          else if ('failed' in progress) finish(new RuntimeRefused(progress.failed))
          else void advance(progress.step).catch(finish)
        }
        const start = () => {
          if (settled) return
          watch
            .watch(`/api/v1/namespaces/${spec.name}/pods`, { labelSelector: APP_SELECTOR }, (phase, pod: V1Pod) => {
              if (phase === 'ADDED' || phase === 'MODIFIED') seen(pod)
            }, (err) => {
              if (settled) return
              // The server ends watches from time to time: watch again; an error is for the job's retry.
              if (err && (err as { name?: string }).name !== 'AbortError') finish(err instanceof Error ? err : new Error(String(err)))
              else setTimeout(start, 500)
            })
            .then((c) => {
              controller = c
              if (settled) c.abort()
            }, (err) => finish(err instanceof Error ? err : new Error(String(err))))
        }
        start()
      })
    },

    async remove(name) {
      try {
        await call(() => core.deleteNamespace({ name, propagationPolicy: 'Foreground' }))
      } catch (err) {
        if (isApiError(err) && (err.code === 404 || err.code === 409)) return
        throw err
      }
    },

    async instances() {
      const list = await call(() => core.listNamespace({ labelSelector: MANAGED_SELECTOR }))
      // A namespace being deleted is on its way out already.
      return list.items.filter((ns) => ns.status?.phase !== 'Terminating').map((ns) => ns.metadata!.name!)
    },
  }
}
