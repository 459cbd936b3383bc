/** A deploy request refused for a reason the customer can act on (the API answers `status` with `message`). */
export class DeploymentRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 429,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

/** What the deploy endpoints answer besides the recipe's setting messages (SPEC §8 wording where it has one). */
export const deploymentMessages = {
  notDeployable: 'This app cannot be deployed in one click',
  noPackage: 'Please select a package',
  limitReached: 'You have reached the number of apps that can run at once',
  notFound: 'No content',
  notRetryable: 'Only a failed deployment can be retried',
} as const
