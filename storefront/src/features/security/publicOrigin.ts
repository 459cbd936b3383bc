import { trustedOrigins } from '@aidir/cms/lib'

/**
 * The site's public origin for a request, from configuration (SITE_URL), never from what the client
 * sent: the Host header only picks among the configured spellings (a loopback SITE_URL is also
 * reached as 127.0.0.1 or [::1]); a Host naming anything else gets SITE_URL. Redirects and sign-in
 * return addresses are built on it, so a forged Host cannot send a visitor elsewhere.
 */
export function publicOrigin(host: string | null | undefined, siteUrl: string): string {
  const wanted = host?.toLowerCase()
  return trustedOrigins([siteUrl]).find((origin) => new URL(origin).host === wanted) ?? new URL(siteUrl).origin
}

/** SITE_URL as the storefront's processes see it (the same default as cms env.ts). */
export const configuredSiteUrl = () => process.env.SITE_URL || `http://localhost:${process.env.STOREFRONT_PORT || '3000'}`

/** The host a request names: its Host header, else its URL's (a Request built in process has no Host). */
export const requestHost = (request: Request) => request.headers.get('host') ?? new URL(request.url).host

/** An absolute address on this site for a path (and query), on the public origin. */
export function publicUrl(pathAndQuery: string, request: Request): URL {
  return new URL(pathAndQuery, publicOrigin(requestHost(request), configuredSiteUrl()))
}
