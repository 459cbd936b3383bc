import type { DeploymentStep } from './states'

/** What the runtime is asked to run: one app instance, named once per deployment. */
export type InstanceSpec = {
  /** Deterministic per deployment (a DNS label): a retried job names the same instance and creates nothing twice. */
  name: string
  image: string
  port: number
  healthPath: string
  cpu: string
  memory: string
  /** Plain environment variables. */
  env: Record<string, string>
  /** Secret variables: handed to the runtime only (a Kubernetes Secret), never logged or stored in clear. */
  secrets: Record<string, string>
}

/**
 * The runtime said no for good (quota exceeded, forbidden, invalid manifest, the app never became
 * ready): the deployment fails with this readable reason and is not retried. Anything else thrown
 * (connection refused, 5xx, 429 after its retries) is transient: the job is retried.
 */
export class RuntimeRefused extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/**
 * Where one-click deployments run (issue 21): Kubernetes in production, the sandbox offline.
 * Every operation is idempotent so that a job retried after a worker died half-way, or a sweep that
 * runs twice, changes nothing more.
 */
export interface DeploymentRuntime {
  readonly kind: 'sandbox' | 'kubernetes'
  /** The public address the instance will answer on. */
  addressOf(name: string): string
  /** Creates whatever of the instance does not exist yet; what exists is kept. */
  create(spec: InstanceSpec): Promise<void>
  /**
   * Follows the instance until it answers its health check, telling each step reached; throws
   * RuntimeRefused when it cannot come up (with why) or takes longer than the runtime allows.
   */
  awaitReady(spec: InstanceSpec, onStep: (step: DeploymentStep) => Promise<void>): Promise<void>
  /** Removes the instance and everything created for it; an instance already gone is fine. */
  remove(name: string): Promise<void>
  /** The instances this runtime holds that were made by us, for the orphan sweep. */
  instances(): Promise<string[]>
}

/** Instance names: a DNS label, unique per deployment, recognisable as ours by the prefix. */
export const INSTANCE_PREFIX = 'aidir-app-'
export const instanceNameOf = (token: string) => `${INSTANCE_PREFIX}${token}`.toLowerCase()
