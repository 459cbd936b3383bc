import { createResilience, isResilienceError, retryAfterMs } from '../resilience'
import { UpstreamError } from './upstreamError'

export type JsonGetOptions = {
  /** Names the service in errors and the circuit breaker ("mcp-registry", "npm-downloads"). */
  service: string
  timeoutMs: number
  headers?: Record<string, string>
  maxAttempts?: number
  /** Longest wait a rate limit may ask for; a longer one fails the call (the job runs again later). */
  maxRetryAfterMs?: number
  /** Calls in flight at once. */
  concurrency?: number
  fetch?: typeof fetch
  /** For tests: the source of backoff jitter, [0, 1). */
  random?: () => number
  /** Observes each scheduled retry's delay (logging, tests). */
  onRetry?: (delayMs: number) => void
  /** For tests: the clock GitHub's x-ratelimit-reset is read against. */
  now?: () => number
}

/** A GET answered with JSON; `null` for 404 (the service does not know the thing asked about). */
export type JsonGet = (url: URL, signal?: AbortSignal) => Promise<unknown | null>

/**
 * The one way the MCP area's clients call their APIs: a GET through the shared resilience module
 * (bulkhead, breaker, a timeout per attempt, jittered backoff that waits at least what a rate
 * limit asked for). Rate limits come as 429 with Retry-After (registry, npm, PyPI stats) or as
 * GitHub's 403/429 with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (epoch seconds).
 */
export function createJsonGet(options: JsonGetOptions): JsonGet {
  const doFetch = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const resilience = createResilience({
    name: options.service,
    timeoutMs: options.timeoutMs,
    concurrency: options.concurrency ?? 8,
    breaker: { failures: 10, cooldownMs: 60_000, counts: (err) => err instanceof UpstreamError && err.retryable },
    retry: {
      maxRetries: (options.maxAttempts ?? 4) - 1,
      baseMs: 500,
      maxMs: 8_000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
      random: options.random,
      retryable: (err) => err instanceof UpstreamError && err.retryable,
      retryAfterOf: (err) => (err instanceof UpstreamError ? err.retryAfterMs : undefined),
      onRetry: options.onRetry && (({ delayMs }) => options.onRetry!(delayMs)),
    },
    mapError: (err, { timedOut }) => {
      if (err instanceof UpstreamError) return err
      return new UpstreamError(options.service, timedOut ? `no answer within ${options.timeoutMs} ms` : `network error: ${(err as Error).message}`, 0, true)
    },
  })

  async function attempt(url: URL, signal: AbortSignal): Promise<unknown | null> {
    const res = await doFetch(url, { signal, headers: { accept: 'application/json', ...options.headers } })
    if (res.ok) {
      try {
        return await res.json()
      } catch {
        throw new UpstreamError(options.service, `${url.pathname} answered ${res.status} with a body that is not JSON`, res.status, true)
      }
    }
    const text = await res.text().catch(() => '')
    const detail = messageOf(text) ?? res.statusText
    if (res.status === 404) return null
    // GitHub's primary limit is a 403 with no requests left; its secondary limit a 403 or 429 with Retry-After.
    const limited = res.status === 429 || (res.status === 403 && (res.headers.get('x-ratelimit-remaining') === '0' || res.headers.has('retry-after')))
    if (limited) throw new UpstreamError(options.service, `rate limited (${res.status}): ${detail}`, res.status, true, waitOf(res.headers, now()))
    throw new UpstreamError(options.service, `${res.status} ${detail}`, res.status, res.status >= 500)
  }

  return async (url, signal) => {
    try {
      return await resilience.execute((attemptSignal) => attempt(url, attemptSignal), signal)
    } catch (err) {
      if (isResilienceError(err, 'circuit_open')) throw new UpstreamError(options.service, err.message, 0, true)
      throw err
    }
  }
}

/** Retry-After first; else GitHub's reset time (epoch seconds) from now. */
function waitOf(headers: Headers, nowMs: number): number | undefined {
  const asked = retryAfterMs(headers)
  if (asked !== undefined) return asked
  const reset = Number(headers.get('x-ratelimit-reset'))
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - nowMs) : undefined
}

/** The error text of the JSON bodies these APIs answer with (`error`, `message`, `detail`). */
function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Record<string, unknown>
    const value = body.error ?? body.message ?? body.detail
    return typeof value === 'string' ? value.slice(0, 300) : undefined
  } catch {
    return text ? text.slice(0, 300) : undefined
  }
}
