import type { V1Pod } from '@kubernetes/client-node'
import type { DeploymentStep } from '../states'

/** Waiting reasons after which the pod will not come up by itself: the deployment fails with them. */
const fatalReasons = new Set(['ErrImagePull', 'ImagePullBackOff', 'InvalidImageName', 'CrashLoopBackOff', 'CreateContainerConfigError', 'CreateContainerError', 'RunContainerError'])

export type PodProgress = { step: DeploymentStep } | { ready: true } | { failed: string }

/**
 * Where an app's pod is, as SPEC §4's steps: pulling (scheduled, image on its way), starting (the
 * container runs), health check (running, not yet answering its readiness probe), ready; or a
 * failure the pod will not recover from, with Kubernetes's own reason and message.
 */
export function podProgress(pod: V1Pod): PodProgress {
  const ready = pod.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True')
  if (ready) return { ready: true }
  const container = pod.status?.containerStatuses?.[0]
  const waiting = container?.state?.waiting
  if (waiting?.reason && fatalReasons.has(waiting.reason)) return { failed: `${waiting.reason}: ${waiting.message ?? 'the container could not start'}`.slice(0, 400) }
  const terminated = container?.state?.terminated
  if (terminated && (container?.restartCount ?? 0) >= 3) return { failed: `The app exited (${terminated.reason ?? `code ${terminated.exitCode}`})` }
  if (container?.state?.running) return { step: container.started ? 'health-check' : 'starting' }
  if (pod.status?.phase === 'Failed') return { failed: pod.status.message ?? pod.status.reason ?? 'The pod failed' }
  return { step: 'pulling' }
}
