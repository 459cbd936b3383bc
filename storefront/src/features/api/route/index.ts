/** The route kit of the storefront's /api: one wrapper, one envelope, one list of error codes. */
export { ApiError } from './ApiError'
export { apiErrorCodes, type ApiErrorCode } from './errorCodes'
export { currentUser, type SignedInUser } from './currentUser'
export type { LocalizedMessages, RouteDeclaration } from './declaration'
export { defineRoute, type ApiRoute, type RouteInput } from './defineRoute'
export { NO_CONTENT, RETRY_FAILED, WEBSITE_UNREACHABLE } from './domainErrors'
export { reply } from './envelope'
export { clientQuery } from './clientQuery'
