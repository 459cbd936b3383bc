import { APIError } from 'payload'
import { TOO_MANY_MESSAGE } from '../lib/apiMessages'

/**
 * A refusal by a rate limit on the CMS's own API (sign-in, reset mails): HTTP 429 with the
 * storefront's wording, and `Retry-After` (added by `answerInputErrors`) in seconds.
 */
export class TooManyRequests extends APIError {
  constructor(readonly retryAfter: number) {
    super(TOO_MANY_MESSAGE, 429, { retryAfter: Math.max(1, Math.ceil(retryAfter)) }, true)
    this.name = 'TooManyRequests'
  }
}
