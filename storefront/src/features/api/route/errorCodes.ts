import { TOO_MANY_MESSAGE } from '@aidir/cms/lib'

/**
 * The one list of error codes of the storefront's /api (SPEC §7, §8): each name with its HTTP
 * status (which is also the envelope's `code`) and the message answered when the thrower names
 * none. Handlers and the domain-error mapping refer to these names, never to bare numbers.
 */
export const apiErrorCodes = {
  badRequest: { status: 400, message: 'Invalid request' },
  loginFirst: { status: 401, message: 'Please login first' },
  forbidden: { status: 403, message: 'Forbidden' },
  notFound: { status: 404, message: 'Not found' },
  methodNotAllowed: { status: 405, message: 'Method not allowed' },
  conflict: { status: 409, message: 'Conflict' },
  unprocessable: { status: 422, message: 'Cannot process the request' },
  locked: { status: 423, message: 'Locked' },
  tooLarge: { status: 413, message: 'Request too large' },
  tooMany: { status: 429, message: TOO_MANY_MESSAGE },
  internal: { status: 500, message: 'Request error' },
  badGateway: { status: 502, message: 'Bad gateway' },
  unavailable: { status: 503, message: 'Service unavailable' },
} as const

export type ApiErrorCode = keyof typeof apiErrorCodes
export type ApiErrorStatus = (typeof apiErrorCodes)[ApiErrorCode]['status']

const codeByStatus = new Map<number, ApiErrorCode>(Object.entries(apiErrorCodes).map(([code, { status }]) => [status, code as ApiErrorCode]))

/** The code of an HTTP status a domain error carries (TrackerRefused, Payload's APIError), if listed. */
export const codeOfStatus = (status: number): ApiErrorCode | undefined => codeByStatus.get(status)
