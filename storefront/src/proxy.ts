import { NextResponse, type NextRequest } from 'next/server'
import { localeMeta } from '@aidir/cms/locales'
import {
  LOCALE_HEADER,
  PATH_HEADER,
  PATH_PROOF_HEADER,
  RENDER_404_HEADER,
  cookieHomeRedirect,
  defaultLocaleFrom,
  editionFrom,
  isNotFoundPage,
  splitLocalePrefix,
  unknownPathFor,
} from '@/features/routing/localeRouting'
import { listingQueryPath } from '@/features/routing/listingQuery'
import { proxyRouteRules } from '@/features/routing/proxyRules'
import { ticketRedirect } from '@/features/account/ticketRedirect'
import { isAuthPage } from '@/features/security/frameAncestors'
import { evaluateRoute } from '@/features/routing/ruleMatch'
import { isRender404Token, render404Token } from '@/features/routing/render404Token'
import { publicUrl } from '@/features/security/publicOrigin'
import { pageHeaders } from '@/features/security/pageHeaders'
import { isPerRequestPage } from '@/features/security/perRequestPages'

/**
 * Runs before every page request (Node runtime):
 * 0. a sign-in `ticket` in the query moves into the `code` cookie and out of the URL (SPEC §4);
 * 1. international edition: `/` with a `locale` cookie naming another language than the default
 *    redirects to that language's home (SPEC §2);
 * 2. the CMS route rules (SPEC §5): a redirect rule answers 307, a blocked path answers the 404
 *    page (status 404) under the URL the visitor asked for; so does /404 itself;
 * 3. unprefixed paths are served by the default language, rewritten so the URL stays as it is;
 * 4. a listing's query string moves into a path segment, so the page can be cached (listingQuery.ts).
 * The page's language and the requested path travel on as request headers, so the 404 page can
 * speak the right language and name the path (`Page Not Found: {fullPath}`). A page answered here
 * gets its security headers (features/security/pageHeaders.ts: a nonce policy for pages rendered
 * per request; cached pages bring theirs from the cache).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const defaultLocale = defaultLocaleFrom({ DEFAULT_LANGUAGE: process.env.DEFAULT_LANGUAGE, EDITION: process.env.EDITION })
  const edition = editionFrom(process.env.EDITION)
  const { locale, rest } = splitLocalePrefix(pathname)
  const served = locale ?? defaultLocale
  const prefix = localeMeta[served].prefix
  const headers = new Headers(request.headers)
  headers.set(LOCALE_HEADER, served)

  // The catch-all fetching the 404 page to answer with it: no rules, keep the path it names.
  if (isNotFoundPage(pathname) && isRender404Token(request.headers.get(RENDER_404_HEADER))) {
    const secured = pageHeaders(headers, { perRequest: true })
    const url = request.nextUrl.clone()
    url.pathname = `/${prefix}/404`
    return secured(NextResponse.rewrite(url, { request: { headers } }))
  }

  const ticket = ticketRedirect(request, process.env.COOKIE_DOMAIN || undefined)
  if (ticket) return ticket

  const home = cookieHomeRedirect({ pathname, cookie: request.cookies.get('locale')?.value, edition, defaultLocale })
  if (home) {
    const response = NextResponse.redirect(publicUrl(`${home}${search}`, request), 307)
    // The answer depends on the cookie: no shared cache may keep it.
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  }

  const variant = edition === 'cn' ? 1 : 2
  const verdict = evaluateRoute(await proxyRouteRules(variant), pathname, variant)
  if (!verdict.checkResult && verdict.jumpUrl) return NextResponse.redirect(publicUrl(verdict.jumpUrl, request), 307)

  // Already percent-encoded (headers are ASCII); the 404 page decodes it for display.
  headers.set(PATH_HEADER, `${pathname}${search}`.slice(0, 1000))
  headers.set(PATH_PROOF_HEADER, render404Token())
  const url = request.nextUrl.clone()
  if (!verdict.checkResult || isNotFoundPage(pathname)) {
    // The catch-all answers with the 404 page it fetches, and that page's policy.
    const secured = pageHeaders(headers, { perRequest: false })
    url.pathname = unknownPathFor(prefix)
    url.search = ''
    return secured(NextResponse.rewrite(url, { request: { headers } }))
  }
  // A listing's query (ranking boards included) moves into a path segment (features/routing/listingQuery.ts).
  const listing = listingQueryPath(rest, request.nextUrl.searchParams)
  const target = listing || !locale ? withPrefix(prefix, listing ?? rest) : null
  // The sign-in pages may be framed by our other origins (the China edition's login dialog).
  const secured = pageHeaders(headers, { perRequest: isPerRequestPage(listing ?? rest), framedBy: isAuthPage(pathname) ? 'account' : undefined })
  return secured(target ? rewriteTo(url, target, headers) : NextResponse.next({ request: { headers } }))
}

const withPrefix = (prefix: string, path: string) => `/${prefix}${path === '/' ? '' : path}`

function rewriteTo(url: URL, pathname: string, headers: Headers) {
  url.pathname = pathname
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  matcher: ['/((?!api|_next|builds|sitemaps|favicon.ico|robots.txt|sitemap.xml|.*\\.[a-z0-9]+$).*)'],
}
