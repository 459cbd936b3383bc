import { LlmError } from '../errors'
import type { AskRequest, LlmAnswer, LlmClient } from '../types'
import { backoffDelay, sleep } from './backoff'
import { CircuitBreaker } from './breaker'
import { Semaphore } from './semaphore'

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

export type ResilientClient = LlmClient & { readonly breaker: CircuitBreaker; readonly limiter: Semaphore }

/**
 * Wraps one platform client with what every vendor call needs: a concurrency limit, a timeout per
 * attempt, retries of transient failures (429, 5xx, timeouts, unreadable bodies) with jittered
 * exponential backoff that honours Retry-After, and a circuit breaker. Key and request errors are
 * not retried: asking again cannot fix them.
 */
export function withResilience(client: LlmClient, options: ResilienceOptions): ResilientClient {
  const limiter = new Semaphore(options.concurrency)
  const breaker = new CircuitBreaker({ failures: options.breakerFailures, cooldownMs: options.breakerCooldownMs })
  const maxRetryAfter = options.maxRetryAfterMs ?? 120_000

  async function attempt(request: AskRequest, signal?: AbortSignal): Promise<LlmAnswer> {
    const release = await limiter.acquire(signal)
    try {
      if (!breaker.tryPass()) {
        throw new LlmError('circuit_open', client.platform, `stopped calling after repeated failures; next try in ${Math.ceil(breaker.retryInMs() / 1000)} s`)
      }
      const timeout = AbortSignal.timeout(options.timeoutMs)
      try {
        const answer = await client.ask(request, signal ? AbortSignal.any([signal, timeout]) : timeout)
        breaker.success()
        return answer
      } catch (err) {
        const error = toLlmError(client.platform, err, timeout)
        // A refused request is about this request, not the platform's health.
        if (error.kind !== 'bad_request') breaker.failure()
        throw error
      }
    } finally {
      release()
    }
  }

  return {
    platform: client.platform,
    breaker,
    limiter,
    async ask(request, signal) {
      for (let retry = 0; ; retry++) {
        try {
          return await attempt(request, signal)
        } catch (err) {
          const error = err as LlmError
          // The caller gave up (job cancelled, request closed): say so in our own terms.
          if (signal?.aborted) throw error instanceof LlmError ? error : new LlmError('timeout', client.platform, 'cancelled by the caller', { cause: err })
          if (!(error instanceof LlmError) || !error.retryable || retry >= options.maxRetries) throw error
          if (error.retryAfterMs !== undefined && error.retryAfterMs > maxRetryAfter) throw error
          await sleep(backoffDelay(retry, { baseMs: options.backoffBaseMs, maxMs: options.backoffMaxMs, retryAfterMs: error.retryAfterMs, random: options.random }), signal)
        }
      }
    },
  }
}

function toLlmError(platform: string, err: unknown, timeout: AbortSignal): LlmError {
  if (err instanceof LlmError) {
    // fetch reports our own timeout as an abort; say which it was.
    if (timeout.aborted && err.kind === 'timeout') return new LlmError('timeout', platform, 'no answer within the time limit', { cause: err })
    return err
  }
  if (timeout.aborted) return new LlmError('timeout', platform, 'no answer within the time limit', { cause: err })
  return new LlmError('bad_response', platform, (err as Error)?.message ?? String(err), { cause: err })
}
