import { AccountFailure } from '@aidir/cms/accounts/accountService'
import { fail } from './envelope'

/** The sign-in page's messages for what Payload refused (shown through i18n keys on the page). */
const answers = {
  emailTaken: [409, 'This email is already registered'],
  badCredentials: [401, 'The email or password is incorrect'],
  unverified: [403, 'Please verify your email first: we sent you a link'],
  locked: [423, 'Too many failed attempts: this account is locked for 10 minutes'],
  badToken: [400, 'This link is invalid or has expired'],
  // After repeated failures (accounts/signInGuard.ts): the sign-in page opens the slide puzzle.
  puzzleRequired: [403, 'Please complete the security verification'],
  puzzleFailed: [403, 'Verification failed, please try again'],
} as const

export function accountErrorResponse(error: unknown): Response {
  if (error instanceof AccountFailure) {
    const [status, message] = answers[error.reason]
    return Response.json({ code: status, message, reason: error.reason }, { status, headers: { 'Cache-Control': 'no-store' } })
  }
  throw error
}

export { fail }
