/**
 * Delay before retry number `attempt` (0 = first retry): "full jitter" exponential backoff,
 * random in [0, min(max, base·2^attempt)], so many clients that failed together do not retry
 * together. A vendor's Retry-After wins over our own guess, plus a little jitter for the same reason.
 */
export function backoffDelay(attempt: number, options: { baseMs: number; maxMs: number; retryAfterMs?: number; random?: () => number }): number {
  const random = options.random ?? Math.random
  if (options.retryAfterMs !== undefined) return options.retryAfterMs + Math.floor(random() * Math.min(options.baseMs, 250))
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** attempt)
  return Math.floor(random() * ceiling)
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
