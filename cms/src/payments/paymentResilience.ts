import { createResilience, isResilienceError, type Resilience } from '../resilience'
import { PaymentProviderError, type ProviderName } from './PaymentProvider'

export type PaymentCallOptions = {
  timeoutMs: number
  /** Retries after the first attempt. */
  maxRetries?: number
  /** For tests: backoff jitter source, [0, 1). */
  random?: () => number
  /** Observes each scheduled retry (logging, tests). */
  onRetry?: (event: { attempt: number; delayMs: number; error: unknown }) => void
}

/**
 * The policies every payment call runs under. Every call a provider makes is safe to repeat —
 * reads, closes, and creates and refunds that carry their idempotency key (Stripe's
 * Idempotency-Key, WeChat's out_trade_no / out_refund_no) — so 429, 5xx, network failures and
 * timeouts are retried with backoff that waits at least Retry-After. A run of such failures opens
 * the circuit: a checkout page then fails fast instead of hanging on a provider that is down.
 */
export function paymentResilience(provider: ProviderName, options: PaymentCallOptions): Resilience {
  return createResilience({
    name: provider,
    timeoutMs: options.timeoutMs,
    concurrency: 32,
    breaker: { failures: 8, cooldownMs: 30_000, counts: (err) => err instanceof PaymentProviderError && err.retryable },
    retry: {
      maxRetries: options.maxRetries ?? 3,
      baseMs: 250,
      maxMs: 4_000,
      // Longer waits belong to the caller (a job retried later), not to a payer watching a spinner.
      maxRetryAfterMs: 10_000,
      random: options.random,
      retryable: (err) => err instanceof PaymentProviderError && err.retryable,
      retryAfterOf: (err) => (err instanceof PaymentProviderError ? err.extra.retryAfterMs : undefined),
      onRetry: options.onRetry,
    },
    mapError: (err, { timedOut }) => {
      if (err instanceof PaymentProviderError) return err
      if (timedOut) return new PaymentProviderError(provider, 'timeout', `no answer within ${options.timeoutMs} ms`, { retryable: true, cause: err })
      return new PaymentProviderError(provider, 'unavailable', `unreachable: ${(err as Error)?.message ?? String(err)}`, { retryable: true, cause: err })
    },
  })
}

/** Runs a call under the policies, turning the breaker's refusal into the provider's error. */
export async function runPaymentCall<T>(provider: ProviderName, policy: Resilience, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  try {
    return await policy.execute(call)
  } catch (error) {
    if (isResilienceError(error, 'circuit_open')) {
      throw new PaymentProviderError(provider, 'circuit_open', error.message, { retryable: true, retryAfterMs: error.retryInMs, cause: error })
    }
    throw error
  }
}
