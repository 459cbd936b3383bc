/**
 * One-click and custom deployment (issue 21): deploy recipes and their checks, starting and retrying
 * a deployment, the runtimes (Kubernetes, the sandbox), the jobs' work (bring up, sweep expired and
 * orphaned instances, the expiry mail), the owner's reads, and custom deployment requests.
 */
export * from './recipe'
export * from './states'
export * from './errors'
export * from './requestInput'
export { submitDeploymentRequest } from './requests'
export { startDeployment, retryDeployment, deployInput, deployJobKey, type DeployInput } from './startDeployment'
export { runDeployment, type RunOutcome } from './runDeployment'
export { sweepDeployments, type SweepResult } from './sweepDeployments'
export { sendExpiryMail } from './expiryMail'
export { RuntimeRefused, INSTANCE_PREFIX, instanceNameOf, type DeploymentRuntime, type InstanceSpec } from './runtime'
export { sandboxRuntime, type SandboxOptions } from './sandboxRuntime'
export { configuredRuntime, configuredRuntimeKind } from './runtimeOf'
export { packagePrice } from './packages'
export * from './reads'
