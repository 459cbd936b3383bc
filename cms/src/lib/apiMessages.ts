/**
 * The one wording of a rate-limit refusal (HTTP 429, with Retry-After), answered by the
 * storefront's /api and the CMS's REST and GraphQL APIs alike.
 */
export const TOO_MANY_MESSAGE = 'Too many attempts, please try again later'
