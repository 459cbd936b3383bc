/**
 * Typed failures of a platform call. The kind decides what the resilience wrapper does:
 * rate_limited, server_error and timeout are retried; auth and bad_request never are;
 * bad_response (a body we cannot read) is retried once the vendor might recover, and
 * circuit_open means we stopped calling a platform that keeps failing.
 */
export const llmErrorKinds = ['rate_limited', 'server_error', 'timeout', 'bad_response', 'auth', 'bad_request', 'network', 'circuit_open'] as const
export type LlmErrorKind = (typeof llmErrorKinds)[number]

export class LlmError extends Error {
  readonly kind: LlmErrorKind
  readonly platform: string
  readonly status?: number
  /** Delay the vendor asked for (Retry-After), in milliseconds. */
  readonly retryAfterMs?: number

  constructor(kind: LlmErrorKind, platform: string, message: string, extra: { status?: number; retryAfterMs?: number; cause?: unknown } = {}) {
    super(`${platform}: ${message}`, { cause: extra.cause })
    this.name = 'LlmError'
    this.kind = kind
    this.platform = platform
    this.status = extra.status
    this.retryAfterMs = extra.retryAfterMs
  }

  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'server_error' || this.kind === 'timeout' || this.kind === 'network' || this.kind === 'bad_response'
  }
}

export const isLlmError = (err: unknown): err is LlmError => err instanceof LlmError
