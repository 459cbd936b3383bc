/**
 * What the resilience layer itself refuses with, before or instead of the client's own error:
 * `circuit_open` (we stopped calling a service that keeps failing; `retryInMs` says when the next
 * probe may go), `timeout` (an attempt overran its limit) and `cancelled` (the caller gave up).
 * Each client translates these into its own typed errors.
 */
export type ResilienceErrorKind = 'circuit_open' | 'timeout' | 'cancelled'

export class ResilienceError extends Error {
  constructor(
    readonly kind: ResilienceErrorKind,
    message: string,
    readonly extra: { retryInMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause })
    this.name = 'ResilienceError'
  }

  get retryInMs(): number | undefined {
    return this.extra.retryInMs
  }
}

export const isResilienceError = (err: unknown, kind?: ResilienceErrorKind): err is ResilienceError =>
  err instanceof ResilienceError && (kind === undefined || err.kind === kind)
