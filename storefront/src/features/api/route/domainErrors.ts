import { AccountFailure, type AccountError } from '@aidir/cms/accounts'
import { OidcError } from '@aidir/cms/accounts'
import { GeoCheckRefused } from '@aidir/cms/geo'
import { DetectionStillRunning } from '@aidir/cms/geo'
import { SafeFetchError, TrackerRefused } from '@aidir/cms/tracker'
import { IllegalOrderTransition, OrderRefused } from '@aidir/cms/orders'
import { PaymentProviderError } from '@aidir/cms/payments'
import { InvoiceRefused } from '@aidir/cms/invoices'
import { DeploymentRefused } from '@aidir/cms/deployments'
import { ArenaRefused } from '@aidir/cms/arena'
import { APIError } from 'payload'
import { ZodError } from 'zod'
import { ApiError } from './ApiError'
import type { RouteDeclaration } from './declaration'
import { type ApiErrorCode, codeOfStatus } from './errorCodes'
import { validationError } from './validation'

/**
 * Every domain refusal the storefront's /api answers, mapped in this one place to a listed code
 * and the message the caller sees (by class, never by the text of a message). Anything not
 * recognised here is a fault: the kit logs it and answers 500.
 */
const accountAnswers: Record<AccountError, [ApiErrorCode, string]> = {
  badCredentials: ['loginFirst', 'The email or password is incorrect'],
  unverified: ['forbidden', 'Please verify your email first: we sent you a link'],
  locked: ['locked', 'Too many failed attempts: this account is locked for 10 minutes'],
  badToken: ['badRequest', 'This link is invalid or has expired'],
  // After repeated failures (accounts/signInGuard.ts): the sign-in page opens the slide puzzle.
  puzzleRequired: ['forbidden', 'Please complete the security verification'],
  puzzleFailed: ['forbidden', 'Verification failed, please try again'],
}

export const WEBSITE_UNREACHABLE = 'Cannot obtain website information at present'
export const RETRY_FAILED = 'Retry failed'
export const NO_CONTENT = 'No content'

export function toApiError(err: unknown, declaration: Pick<RouteDeclaration, 'reasonOf' | 'localized'>): ApiError | null {
  if (err instanceof ApiError) return err
  if (err instanceof ZodError) return validationError(err.issues, { reasonOf: declaration.reasonOf })
  if (err instanceof AccountFailure) {
    const [code, message] = accountAnswers[err.reason]
    return new ApiError(code, message, { data: { reason: err.reason } })
  }
  if (err instanceof OidcError) return new ApiError('badRequest', `login failed: ${err.message}`)
  if (err instanceof GeoCheckRefused) return new ApiError('tooMany', err.message)
  if (err instanceof DetectionStillRunning) return new ApiError('conflict', RETRY_FAILED)
  if (err instanceof TrackerRefused) return new ApiError(codeOfStatus(err.status) ?? 'badRequest', err.message)
  if (err instanceof SafeFetchError) return new ApiError('unprocessable', WEBSITE_UNREACHABLE)
  if (err instanceof OrderRefused) return new ApiError(codeOfStatus(err.status) ?? 'badRequest', err.message, Object.keys(err.data).length ? { data: err.data } : {})
  if (err instanceof InvoiceRefused) return new ApiError(codeOfStatus(err.status) ?? 'badRequest', err.message, Object.keys(err.data).length ? { data: err.data } : {})
  if (err instanceof DeploymentRefused) return new ApiError(codeOfStatus(err.status) ?? 'badRequest', err.message, err.field ? { data: { field: err.field } } : {})
  if (err instanceof ArenaRefused) return new ApiError(codeOfStatus(err.status) ?? 'badRequest', err.message)
  if (err instanceof IllegalOrderTransition) return new ApiError('conflict', 'This order cannot be paid')
  // The provider could not open or close a checkout: the order stays pending and can be paid later.
  if (err instanceof PaymentProviderError) return new ApiError('unavailable', 'Payment failed', { retryAfter: 30 })
  // Payload's own refusals: a record the caller may not read is "not found" to them.
  if (err instanceof APIError && err.status >= 400 && err.status < 500) {
    return err.status === 404 ? new ApiError('notFound', NO_CONTENT) : new ApiError(codeOfStatus(err.status) ?? 'badRequest', 'Request error')
  }
  return null
}
