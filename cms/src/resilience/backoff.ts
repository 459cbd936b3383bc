import type { IBackoff, IBackoffFactory, IRetryBackoffContext } from 'cockatiel'

export type BackoffOptions = {
  baseMs: number
  maxMs: number
  /** For tests: the source of jitter, [0, 1). */
  random?: () => number
}

/**
 * Delay before retry number `attempt` (0 = first retry): "full jitter" exponential backoff,
 * random in [0, min(max, base·2^attempt)], so many clients that failed together do not retry
 * together. A server's Retry-After wins over our own guess, and is never cut short: we wait at
 * least that long, plus a little jitter for the same reason.
 */
export function backoffDelay(attempt: number, options: BackoffOptions & { retryAfterMs?: number }): number {
  const random = options.random ?? Math.random
  if (options.retryAfterMs !== undefined) return options.retryAfterMs + Math.floor(random() * Math.min(options.baseMs, 250))
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** attempt)
  return Math.floor(random() * ceiling)
}

type RetryContext = IRetryBackoffContext<unknown>

/** backoffDelay as cockatiel's backoff, reading the Retry-After carried by the failure. */
export function retryAfterBackoff(options: BackoffOptions & { retryAfterOf: (error: unknown) => number | undefined }): IBackoffFactory<RetryContext> {
  const next = (context: RetryContext): IBackoff<RetryContext> => {
    const error = 'error' in context.result ? context.result.error : undefined
    return { duration: backoffDelay(context.attempt - 1, { ...options, retryAfterMs: options.retryAfterOf(error) }), next }
  }
  return { next }
}
