import type { NextResponse } from 'next/server'
import { themeScript } from '@/components/shell/themeScript'
import { frameAncestorSources } from './frameAncestors'
import { pagePolicy, scriptHash } from './pagePolicy.mjs'
import { configuredSiteUrl } from './publicOrigin'

/**
 * The security headers the proxy gives a page (X-Content-Type-Options and Referrer-Policy come
 * from next.config.mjs for every answer): Strict-Transport-Security when the site is served over
 * https, and for a page rendered per request its Content-Security-Policy with a fresh nonce, also
 * put on the request, where Next reads it and marks its own scripts. A cached page's policy comes
 * with the cached page (cacheHandler.mjs), so none is set here for it, and a client's own
 * Content-Security-Policy request header never reaches a render (a nonce in it would end up in
 * the cached HTML, a malformed one would fail the render).
 */
const themeHash = scriptHash(themeScript)

export function pageHeaders(requestHeaders: Headers, options: { perRequest: boolean; framedBy?: 'account' }) {
  requestHeaders.delete('content-security-policy')
  requestHeaders.delete('content-security-policy-report-only')
  let policy: string | undefined
  if (options.perRequest) {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64')
    const frameAncestors =
      options.framedBy === 'account'
        ? frameAncestorSources({ siteUrl: process.env.SITE_URL, allowedOrigins: process.env.AUTH_ALLOWED_ORIGINS, cookieDomain: process.env.COOKIE_DOMAIN })
        : undefined
    policy = pagePolicy({ scripts: [`'nonce-${nonce}'`, themeHash], frameAncestors, settings: process.env })
    requestHeaders.set('content-security-policy', policy)
  }
  const hsts = hstsValue()
  return (response: NextResponse) => {
    if (policy) response.headers.set('Content-Security-Policy', policy)
    if (hsts) response.headers.set('Strict-Transport-Security', hsts)
    return response
  }
}

/** HSTS only where the site is https (a browser ignores it over http anyway), HSTS_MAX_AGE 0 turns it off. */
function hstsValue(): string | undefined {
  const maxAge = Number(process.env.HSTS_MAX_AGE ?? 365 * 24 * 3600)
  if (!Number.isInteger(maxAge) || maxAge <= 0) return undefined
  return configuredSiteUrl().startsWith('https:') ? `max-age=${maxAge}` : undefined
}

/**
 * The nonce the proxy gave this request, for a route handler that answers HTML with a script of its
 * own (the Google sign-in callback): the answer carries the proxy's policy, so the script needs it.
 */
export function requestNonce(headers: Headers): string | undefined {
  const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(headers.get('content-security-policy') ?? '')?.[1]
  return nonce
}
