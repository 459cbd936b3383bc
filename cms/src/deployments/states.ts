/**
 * SPEC §4 Deployment: in progress (through its steps), deployed, failed; a deployed instance
 * expires (24 hours, or its package's duration) and is removed. A paid package waits for its
 * order's payment first. Pure: the storefront's status view
 * uses it in the browser.
 */
export const deploymentStates = ['awaiting-payment', 'in-progress', 'deployed', 'failed', 'expired'] as const
export type DeploymentState = (typeof deploymentStates)[number]

/** The steps of an instance in progress, in order. */
export const deploymentSteps = ['scheduled', 'pulling', 'starting', 'health-check'] as const
export type DeploymentStep = (typeof deploymentSteps)[number]

/** SPEC §9: a deployed instance expires after 24 hours unless its package says otherwise. */
export const DEFAULT_DEPLOYMENT_HOURS = 24

/** States that hold a running (or starting) instance and count against the user's limit. */
export const activeStates: DeploymentState[] = ['awaiting-payment', 'in-progress', 'deployed']

export const isSettledDeployment = (state: DeploymentState) => state === 'deployed' || state === 'failed' || state === 'expired'

export const stepIndex = (step: DeploymentStep | null | undefined) => Math.max(0, deploymentSteps.indexOf(step ?? 'scheduled'))
