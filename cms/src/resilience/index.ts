/**
 * Resilience for every outbound call: retry with jittered exponential backoff that waits at
 * least the server's Retry-After, a timeout per attempt, a circuit breaker and a bulkhead, on
 * cockatiel. See createResilience.
 */
export { createResilience, type Resilience, type ResilienceOptions, type RetryOptions } from './policy'
export { ResilienceError, isResilienceError, type ResilienceErrorKind } from './errors'
export { retryAfterMs } from './retryAfter'
export { backoffDelay, retryAfterBackoff, type BackoffOptions } from './backoff'
export { createBreaker, type Breaker, type BreakerOptions, type BreakerState } from './breaker'
export { createBulkhead, type Bulkhead } from './bulkhead'
export { abortable } from './abortable'
