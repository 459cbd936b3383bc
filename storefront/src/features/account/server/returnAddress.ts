import { env } from '@aidir/cms'
import { safeReturnTo, withTicket } from '@aidir/cms/accounts/returnTo'

/** The validated return address of a sign-in request (home when missing or not ours), with the ticket. */
export function returnWithTicket(request: Request, from: string | undefined, ticket: string): string {
  const settings = env()
  const requestOrigin = new URL(request.url).origin
  const target =
    safeReturnTo(from, { siteUrl: settings.SITE_URL, requestOrigin, allowedOrigins: settings.AUTH_ALLOWED_ORIGINS, cookieDomain: settings.COOKIE_DOMAIN }) ??
    new URL('/', requestOrigin).toString()
  return withTicket(target, ticket)
}

/** The return address alone (for the links in mails), or undefined when it is not ours. */
export function checkedReturn(request: Request, from: string | undefined): string | undefined {
  const settings = env()
  return (
    safeReturnTo(from, { siteUrl: settings.SITE_URL, requestOrigin: new URL(request.url).origin, allowedOrigins: settings.AUTH_ALLOWED_ORIGINS, cookieDomain: settings.COOKIE_DOMAIN }) ??
    undefined
  )
}
