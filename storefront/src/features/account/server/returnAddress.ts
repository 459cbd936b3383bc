import { env } from '@aidir/cms'
import { safeReturnTo, withTicket } from '@aidir/cms/accounts/returnTo'

/**
 * The origin the browser used to reach us: its Host header (Next's request.url names the address
 * the server listens on, e.g. localhost, not the one the visitor typed), with the scheme a TLS
 * proxy reports.
 */
export function requestOriginOf(request: Request): string {
  const url = new URL(request.url)
  const host = request.headers.get('host')
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)
  if (!host || !/^[a-z0-9.\-]+(:\d+)?$|^\[[0-9a-f:]+\](:\d+)?$/i.test(host)) return url.origin
  return `${scheme}://${host}`
}

/** The validated return address of a sign-in request (home when missing or not ours), with the ticket. */
export function returnWithTicket(request: Request, from: string | undefined, ticket: string): string {
  const settings = env()
  const requestOrigin = requestOriginOf(request)
  const target =
    safeReturnTo(from, { siteUrl: settings.SITE_URL, requestOrigin, allowedOrigins: settings.AUTH_ALLOWED_ORIGINS, cookieDomain: settings.COOKIE_DOMAIN }) ??
    new URL('/', requestOrigin).toString()
  return withTicket(target, ticket)
}

/** The return address alone (for the links in mails), or undefined when it is not ours. */
export function checkedReturn(request: Request, from: string | undefined): string | undefined {
  const settings = env()
  return (
    safeReturnTo(from, { siteUrl: settings.SITE_URL, requestOrigin: requestOriginOf(request), allowedOrigins: settings.AUTH_ALLOWED_ORIGINS, cookieDomain: settings.COOKIE_DOMAIN }) ??
    undefined
  )
}
