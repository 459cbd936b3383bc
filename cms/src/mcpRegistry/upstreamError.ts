/**
 * A failed call to one of the MCP area's upstream APIs (the registry, npm, PyPI stats, GitHub),
 * typed so the resilience policy knows what to retry: rate limits (429, GitHub's 403 with no
 * requests left) wait at least the time the service asked for; 5xx, network errors and timeouts
 * are retried; any other 4xx is final.
 */
export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    message: string,
    readonly status: number,
    readonly retryable: boolean,
    /** The wait the service asked for (Retry-After, or until x-ratelimit-reset), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(`${service}: ${message}`)
  }
}
