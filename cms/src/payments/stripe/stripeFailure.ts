import { retryAfterMs } from '../../resilience'
import { PaymentProviderError } from '../PaymentProvider'

type StripeLikeError = Error & { type?: string; statusCode?: number; code?: string; headers?: Record<string, string | string[] | undefined> }

/**
 * The SDK's error as ours. Rate limits and Stripe's own failures (5xx, a dropped connection) may
 * succeed when repeated with the same idempotency key; a request Stripe refused (400, 401, 404,
 * an idempotency key reused with other parameters) will not.
 */
export function stripeFailure(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error
  const e = error as StripeLikeError
  const status = e?.statusCode
  const retryAfterHeader = e?.headers?.['retry-after']
  const retryAfter = retryAfterMs(Array.isArray(retryAfterHeader) ? retryAfterHeader[0] : retryAfterHeader)
  const extra = { status, vendorCode: e?.code ?? e?.type, cause: error }
  const message = e?.message ?? String(error)
  if (status === 429 || e?.type === 'StripeRateLimitError') return new PaymentProviderError('stripe', 'rate_limited', message, { ...extra, retryable: true, retryAfterMs: retryAfter })
  // 409: another request with the same idempotency key is still in flight (our timed-out attempt); it settles soon.
  if (e?.type === 'StripeConnectionError' || status === 409 || (status !== undefined && status >= 500)) return new PaymentProviderError('stripe', 'unavailable', message, { ...extra, retryable: true, retryAfterMs: retryAfter })
  // An idempotency key reused with other parameters is our mistake, like any invalid request.
  if ((e?.type === 'StripeInvalidRequestError' && status !== 404) || e?.type === 'StripeIdempotencyError') return new PaymentProviderError('stripe', 'invalid_request', message, extra)
  if (status !== undefined) return new PaymentProviderError('stripe', 'refused', message, extra)
  return new PaymentProviderError('stripe', 'unavailable', message, { ...extra, retryable: true })
}
