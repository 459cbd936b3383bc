import { type Breaker, type Bulkhead, createResilience, isResilienceError } from '../resilience'
import { LlmError } from './errors'
import type { LlmClient } from './types'

export type ResilienceOptions = {
  concurrency: number
  timeoutMs: number
  maxRetries: number
  backoffBaseMs: number
  backoffMaxMs: number
  breakerFailures: number
  breakerCooldownMs: number
  /** A Retry-After longer than this is not waited for: the call fails as rate_limited. */
  maxRetryAfterMs?: number
  random?: () => number
}

export type ResilientClient = LlmClient & { readonly breaker: Breaker; readonly limiter: Bulkhead }

/**
 * Wraps one platform client with the shared resilience policies: a concurrency limit, a timeout
 * per attempt, retries of transient failures (429, 5xx, timeouts, unreadable bodies) with jittered
 * exponential backoff that honours Retry-After, and a circuit breaker. Key and request errors are
 * not retried: asking again cannot fix them; a refused request says nothing of the platform's
 * health, so it does not count towards the breaker either.
 */
export function withResilience(client: LlmClient, options: ResilienceOptions): ResilientClient {
  const platform = client.platform
  const resilience = createResilience({
    name: platform,
    timeoutMs: options.timeoutMs,
    concurrency: options.concurrency,
    breaker: { failures: options.breakerFailures, cooldownMs: options.breakerCooldownMs, counts: (err) => !(err instanceof LlmError && err.kind === 'bad_request') },
    retry: {
      maxRetries: options.maxRetries,
      baseMs: options.backoffBaseMs,
      maxMs: options.backoffMaxMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 120_000,
      random: options.random,
      retryable: (err) => err instanceof LlmError && err.retryable,
      retryAfterOf: (err) => (err instanceof LlmError ? err.retryAfterMs : undefined),
    },
    mapError: (err, { timedOut }) => toLlmError(platform, err, timedOut),
  })

  return {
    platform,
    breaker: resilience.breaker!,
    limiter: resilience.bulkhead!,
    async ask(request, signal) {
      try {
        return await resilience.execute((attemptSignal) => client.ask(request, attemptSignal), signal)
      } catch (err) {
        if (isResilienceError(err, 'circuit_open')) throw new LlmError('circuit_open', platform, err.message.replace(`${platform}: `, ''), { cause: err })
        // The caller gave up (job cancelled, request closed): say so in our own terms.
        if (isResilienceError(err, 'cancelled')) throw new LlmError('timeout', platform, 'cancelled by the caller', { cause: err })
        throw err
      }
    },
  }
}

function toLlmError(platform: string, err: unknown, timedOut: boolean): LlmError {
  if (err instanceof LlmError) {
    // fetch reports our own timeout as an abort; say which it was.
    if (timedOut && err.kind === 'timeout') return new LlmError('timeout', platform, 'no answer within the time limit', { cause: err })
    return err
  }
  if (timedOut) return new LlmError('timeout', platform, 'no answer within the time limit', { cause: err })
  return new LlmError('bad_response', platform, (err as Error)?.message ?? String(err), { cause: err })
}
