import { handleWhen, retry as cockatielRetry, TimeoutStrategy, timeout as cockatielTimeout } from 'cockatiel'
import { abortable } from './abortable'
import { type BackoffOptions, retryAfterBackoff } from './backoff'
import { type Breaker, type BreakerOptions, createBreaker } from './breaker'
import { type Bulkhead, createBulkhead } from './bulkhead'
import { ResilienceError } from './errors'

export type RetryOptions = BackoffOptions & {
  /** Retries after the first attempt (0 = none). */
  maxRetries: number
  /** Which failures are worth another attempt; key and request errors never are. */
  retryable: (error: unknown) => boolean
  /** The wait the server asked for (Retry-After), carried by the failure. */
  retryAfterOf?: (error: unknown) => number | undefined
  /** A Retry-After longer than this is not waited for: the call fails with that error. */
  maxRetryAfterMs?: number
  /** Observes each scheduled retry (logging, tests). */
  onRetry?: (event: { attempt: number; delayMs: number; error: unknown }) => void
}

export type ResilienceOptions = {
  /** Names the service in errors ("similarweb", "deepseek"). */
  name: string
  /** Limit of one attempt; the attempt's signal aborts when it passes. */
  timeoutMs: number
  /** Without it a failure is final: for calls that must not be repeated (a text message may have gone out). */
  retry?: RetryOptions
  breaker?: BreakerOptions
  /** Calls in flight at once; the rest wait in line (bulkhead). */
  concurrency?: number
  /**
   * Turns an attempt's failure into the client's own typed error, told whether the attempt's time
   * ran out. By default a timed-out attempt fails as ResilienceError('timeout').
   */
  mapError?: (error: unknown, attempt: { timedOut: boolean }) => unknown
}

export type Resilience = {
  readonly breaker?: Breaker
  readonly bulkhead?: Bulkhead
  /**
   * Runs `call` under the policies: bulkhead → circuit breaker → timeout per attempt, retried as a
   * whole with backoff. `call` gets the attempt's signal (caller's abort or the attempt's timeout).
   * When the caller aborts, this rejects at once with ResilienceError('cancelled') unless the
   * attempt already failed with an error of its own.
   */
  execute<T>(call: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>
}

/**
 * One resilience module for every outbound client (LLM vendors, the traffic API, SMS, OpenID):
 * built on cockatiel's retry, circuit breaker, timeout and bulkhead policies, with the parts every
 * client needs on top: Retry-After honoured as a minimum wait, a typed error per refusal, and an
 * abort that lets the caller go at once.
 */
export function createResilience(options: ResilienceOptions): Resilience {
  const breaker = options.breaker ? createBreaker(options.name, options.breaker) : undefined
  const bulkhead = options.concurrency ? createBulkhead(options.concurrency) : undefined
  const timeout = cockatielTimeout(options.timeoutMs, { strategy: TimeoutStrategy.Cooperative, abortOnReturn: true })
  const mapError =
    options.mapError ??
    ((error: unknown, attempt: { timedOut: boolean }) =>
      attempt.timedOut ? new ResilienceError('timeout', `${options.name}: no answer within ${options.timeoutMs} ms`, { cause: error }) : error)

  const retryOptions = options.retry
  const maxRetryAfter = retryOptions?.maxRetryAfterMs ?? Number.POSITIVE_INFINITY
  const retryAfterOf = retryOptions?.retryAfterOf ?? (() => undefined)
  const retryPolicy = retryOptions
    ? cockatielRetry(
        handleWhen((error) => retryOptions.retryable(error) && !((retryAfterOf(error) ?? 0) > maxRetryAfter)),
        { maxAttempts: retryOptions.maxRetries, backoff: retryAfterBackoff({ ...retryOptions, retryAfterOf }) },
      )
    : undefined
  if (retryPolicy && retryOptions?.onRetry) {
    const observe = retryOptions.onRetry
    retryPolicy.onRetry((event) => observe({ attempt: event.attempt, delayMs: event.delay, error: 'error' in event ? event.error : undefined }))
  }

  async function attempt<T>(call: (signal: AbortSignal) => Promise<T>, callerSignal?: AbortSignal): Promise<T> {
    if (callerSignal?.aborted) throw cancelled(callerSignal)
    const timed = () =>
      timeout.execute(async ({ signal }) => {
        try {
          return await call(signal)
        } catch (error) {
          throw mapError(error, { timedOut: signal.aborted && !callerSignal?.aborted })
        }
      }, callerSignal)
    const guarded = breaker ? () => breaker.run(timed) : timed
    return bulkhead ? bulkhead.run(guarded, callerSignal) : guarded()
  }

  function cancelled(signal: AbortSignal) {
    return new ResilienceError('cancelled', `${options.name}: cancelled by the caller`, { cause: signal.reason })
  }

  return {
    breaker,
    bulkhead,
    async execute(call, signal) {
      const work = retryPolicy ? retryPolicy.execute(() => attempt(call, signal), signal) : attempt(call, signal)
      try {
        return await abortable(work, signal)
      } catch (error) {
        if (signal?.aborted && error === signal.reason) throw cancelled(signal)
        throw error
      }
    },
  }
}
