import { AuthenticationError, type CollectionAfterErrorHook, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'
import { TooManyRequests } from '../apiInput/tooManyRequests'
import { hitAccountLimits } from './accountLimits'
import { clientAddress } from './clientAddress'
import { clearFailedSignIns, FAILED_SIGNIN_WINDOW_SECONDS, puzzleRequired, recordFailedSignIn } from './signInGuard'

/**
 * The CMS's own REST and GraphQL sign-in (`POST /api/users/login`, `forgot-password`) under the
 * same limits as the storefront's sign-in service: otherwise anyone could guess passwords there
 * without the slide puzzle and without the per-address limit, and mail reset links without end.
 * The sign-in service calls the Local API (`payloadAPI: 'local'`) after applying them itself, so
 * only HTTP calls are checked here. The admin form cannot show the puzzle: after repeated wrong
 * passwords it answers 429, like any limit, with the failure window's length as Retry-After (an
 * upper bound: the window started at the first failure).
 */
type Who = { ip: string; email: string }

const CONTEXT_KEY = 'cmsSignIn'

export const guardCmsSignIn: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if ((operation !== 'login' && operation !== 'forgotPassword') || req.payloadAPI === 'local') return args
  const data = (args as { data?: { email?: unknown } }).data
  const who: Who = { ip: clientAddress(req.headers), email: typeof data?.email === 'string' ? data.email : '' }
  const limited = await hitAccountLimits(req.payload, operation === 'login' ? 'signin' : 'forgot', who)
  if (!limited.allowed) throw new TooManyRequests(limited.retryAfter)
  if (operation === 'login') {
    if (await puzzleRequired(req.payload, who)) throw new TooManyRequests(FAILED_SIGNIN_WINDOW_SECONDS)
    req.context[CONTEXT_KEY] = who
  }
  return args
}

/** A wrong password through the CMS counts towards the puzzle like one on the storefront. */
export const countCmsSignInFailure: CollectionAfterErrorHook = async ({ error, req, context }) => {
  const who = (context ?? req.context)?.[CONTEXT_KEY] as Who | undefined
  if (who && error instanceof AuthenticationError) await recordFailedSignIn(req.payload, who)
}

/** The right password: the account starts afresh, as on the storefront. */
export const clearCmsSignInFailures: CollectionAfterLoginHook = async ({ req }) => {
  const who = req.context?.[CONTEXT_KEY] as Who | undefined
  if (who) await clearFailedSignIns(req.payload, who)
}
