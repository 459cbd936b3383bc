/**
 * Pages rendered for each request (`export const dynamic = 'force-dynamic'`), by their path after
 * the language prefix. They get a fresh script nonce from the proxy; every other page is rendered
 * once, cached for everyone and carries the hashes of its own inline scripts (cacheHandler.mjs).
 * `tests/unit/pagePolicy.test.ts` fails when a page file and this list disagree. Of /deployment only
 * the list (and its searches, `q/…`) is cached: an app's deploy form and a deployment's status are not.
 */
const PER_REQUEST = /^\/(share-demo|user|short-link|discover|404|auth|login|ExcessLink|checkout|submission|advertise|update|pay|deployment\/(?!q\/)[^/]+|sandbox-apps)(\/|$)/

export const isPerRequestPage = (pathAfterPrefix: string) => PER_REQUEST.test(pathAfterPrefix)
