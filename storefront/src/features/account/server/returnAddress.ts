import { env } from '@aidir/cms'
import { safeReturnTo, withTicket } from '@aidir/cms/accounts'
import { publicOrigin, requestHost } from '@/features/security/publicOrigin'

/** The site's public origin for this request: SITE_URL, never the Host header (security/publicOrigin.ts). */
export const requestOriginOf = (request: Request, siteUrl = env().SITE_URL): string => publicOrigin(requestHost(request), siteUrl)

/** The validated return address of a sign-in request (home when missing or not ours), with the ticket. */
export function returnWithTicket(request: Request, from: string | undefined, ticket: string): string {
  const settings = env()
  const requestOrigin = requestOriginOf(request, settings.SITE_URL)
  const target =
    safeReturnTo(from, { siteUrl: settings.SITE_URL, requestOrigin, allowedOrigins: settings.AUTH_ALLOWED_ORIGINS, cookieDomain: settings.COOKIE_DOMAIN }) ??
    new URL('/', requestOrigin).toString()
  return withTicket(target, ticket)
}

/** The return address alone (for the links in mails), or undefined when it is not ours. */
export function checkedReturn(request: Request, from: string | undefined): string | undefined {
  const settings = env()
  return (
    safeReturnTo(from, { siteUrl: settings.SITE_URL, requestOrigin: requestOriginOf(request, settings.SITE_URL), allowedOrigins: settings.AUTH_ALLOWED_ORIGINS, cookieDomain: settings.COOKIE_DOMAIN }) ??
    undefined
  )
}
