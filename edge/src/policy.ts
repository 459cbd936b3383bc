import type http from 'node:http'
import type { Dispatcher } from 'undici'

/**
 * What the edge keeps, beyond RFC 9111 (which undici's cache interceptor applies).
 *
 * Freshness: a page is kept at most MAX_FRESH_SECONDS. Next says s-maxage=60 and sends no Age, so
 * a page Next rendered a while ago would otherwise be kept a full minute more; an answer Next
 * served stale while it renders a new one (`x-nextjs-cache: STALE`) is not kept at all. For a shared
 * cache undici treats s-maxage as proxy-revalidate, so a page is never handed out stale: once
 * expired, the next visitor is answered by Next (from its own route cache). Answers with only
 * `public, max-age` (the navigation menu: 300 s) keep their time, capped in their stale window.
 * A content change in the CMS empties the edge at once (edge.ts); anything else shows within about
 * 90 s (Next's 60 s plus the edge's 30 s).
 */
export const MAX_FRESH_SECONDS = 30
export const MAX_STALE_SECONDS = 60

const capped = (cacheControl: string) =>
  cacheControl
    .replace(/s-maxage=(\d+)/i, (_, seconds: string) => `s-maxage=${Math.min(Number(seconds), MAX_FRESH_SECONDS)}`)
    .replace(/stale-while-revalidate=(\d+)/i, (_, seconds: string) => `stale-while-revalidate=${Math.min(Number(seconds), MAX_STALE_SECONDS)}`)

/** Rewrites the answer's Cache-Control before the cache reads it (the client sees the same). */
export function edgePolicy(headers: Record<string, string | string[] | undefined>) {
  // RFC 9111 would let a shared cache keep an answer that sets a cookie, and hand it to the next visitor.
  if (headers['set-cookie'] !== undefined || headers['x-nextjs-cache'] === 'STALE') headers['cache-control'] = 'private, no-store'
  const cacheControl = headers['cache-control']
  if (typeof cacheControl === 'string') headers['cache-control'] = capped(cacheControl)
}

/**
 * Sits below the cache, so the cache sees the policy's headers. Only handlers of undici's current
 * API (the cache's own) are wrapped; an answer that bypasses the cache is never stored anyway.
 */
export const applyEdgePolicy: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) => {
  if (typeof handler.onResponseStart !== 'function') return dispatch(options, handler)
  return dispatch(options, {
    onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
    onRequestUpgrade: (controller, statusCode, headers, socket) => handler.onRequestUpgrade?.(controller, statusCode, headers, socket),
    onResponseStart: (controller, statusCode, headers, statusMessage) => {
      edgePolicy(headers)
      handler.onResponseStart?.(controller, statusCode, headers, statusMessage)
    },
    onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
    onResponseEnd: (controller, trailers) => handler.onResponseEnd?.(controller, trailers),
    onResponseError: (controller, error) => handler.onResponseError?.(controller, error),
  })
}

export type CookieRoute = { path: string; cookie: string }

/**
 * The storefront answers `/` by the `locale` cookie (SPEC §2: the international edition sends a
 * visitor who chose another language to that language's home). Next overwrites any Vary header a
 * page sets, so the edge is told here, as a CDN would be by a cache rule.
 */
export const storefrontCookieRoutes: CookieRoute[] = [{ path: '/', cookie: 'locale' }]

const hasCookie = (header: string | undefined, name: string) => header?.split(';').some((c) => c.trim().startsWith(`${name}=`)) ?? false

/** A request the cache must not answer: it carries the cookie its path's answer depends on. */
export const dependsOnCookie = (routes: CookieRoute[], req: http.IncomingMessage) =>
  routes.some((r) => (req.url ?? '/').split('?')[0] === r.path && hasCookie(req.headers.cookie, r.cookie))
