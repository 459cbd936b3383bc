import { createResilience, ResilienceError } from '../resilience'

/**
 * Purges the HTTP cache in front of the storefronts (Varnish with xkey, deploy/varnish/default.vcl)
 * by cache tag: `PURGE` with the tags in the `xkey` header, answered `{"purged": n}`. Called by the
 * worker's `storefront.revalidate` job once the storefront has revalidated the same tags, so the
 * next visit renders the new content instead of the cached page.
 */
export class HttpCachePurgeError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message)
    this.name = 'HttpCachePurgeError'
  }
}

export type HttpCachePurgeOptions = {
  timeoutMs?: number
  maxAttempts?: number
  fetch?: typeof fetch
  /** For tests: the source of backoff jitter, [0, 1). */
  random?: () => number
}

export type HttpCachePurge = (tags: string[], signal?: AbortSignal) => Promise<{ purged: number }>

/** Tags are words without spaces or commas (cms/src/revalidation/tags.ts); xkey splits on both. */
const headerValue = (tags: string[]) => [...new Set(tags.map((t) => t.trim()).filter((t) => t && !/[\s,]/.test(t)))].join(' ')

/** The count Varnish answers with; a cache that answers otherwise (2xx) still purged. */
function purgedCount(body: string): number {
  try {
    const purged = Number((JSON.parse(body) as { purged?: unknown }).purged)
    return Number.isFinite(purged) ? purged : 0
  } catch {
    return 0
  }
}

export function createHttpCachePurge(url: string, options: HttpCachePurgeOptions = {}): HttpCachePurge {
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 5_000
  const resilience = createResilience({
    name: 'http-cache',
    timeoutMs,
    concurrency: 4,
    retry: {
      maxRetries: (options.maxAttempts ?? 4) - 1,
      baseMs: 250,
      maxMs: 4_000,
      maxRetryAfterMs: 30_000,
      random: options.random,
      retryable: (err) => err instanceof HttpCachePurgeError && err.retryable,
    },
    mapError: (err, { timedOut }) => {
      if (err instanceof HttpCachePurgeError || err instanceof ResilienceError) return err
      return new HttpCachePurgeError(timedOut ? `the HTTP cache did not answer within ${timeoutMs} ms` : `the HTTP cache is unreachable: ${(err as Error).message}`, 0, true)
    },
  })

  return async (tags, signal) => {
    const keys = headerValue(tags)
    if (!keys) return { purged: 0 }
    return resilience.execute(async (attemptSignal) => {
      const res = await doFetch(url, { method: 'PURGE', headers: { xkey: keys }, signal: attemptSignal })
      const body = await res.text()
      if (!res.ok) {
        // A refusal (403: this worker is not in the cache's ACL; 400) will not change on retry.
        const retryable = res.status === 429 || res.status >= 500
        throw new HttpCachePurgeError(`the HTTP cache answered HTTP ${res.status} to the purge`, res.status, retryable)
      }
      return { purged: purgedCount(body) }
    }, signal)
  }
}
