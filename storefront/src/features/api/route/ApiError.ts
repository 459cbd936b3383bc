import { apiErrorCodes, type ApiErrorCode } from './errorCodes'

export type ApiErrorOptions = {
  /** The envelope's `data`: null, or an object such as `{ field }` or `{ reason }`. */
  data?: Record<string, unknown> | null
  /** Seconds, sent as the Retry-After header (429, 503). */
  retryAfter?: number
}

/**
 * A refusal the API answers on purpose: one of the listed codes, the message the caller sees and
 * optional data. The route kit turns it into the SPEC §7 envelope with the code's HTTP status.
 */
export class ApiError extends Error {
  readonly status: number
  readonly data: Record<string, unknown> | null
  readonly retryAfter: number | undefined

  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    options: ApiErrorOptions = {},
  ) {
    super(message ?? apiErrorCodes[code].message)
    this.name = 'ApiError'
    this.status = apiErrorCodes[code].status
    this.data = options.data ?? null
    this.retryAfter = options.retryAfter
  }
}
