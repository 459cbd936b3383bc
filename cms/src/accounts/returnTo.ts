/**
 * Where the sign-in page may send a visitor back to (no open redirect): a path on this site, or an
 * absolute http(s) URL on one of our origins — the site itself, the origin serving the sign-in
 * page, AUTH_ALLOWED_ORIGINS, or any host under the shared cookie domain.
 */
export type ReturnPolicy = { siteUrl: string; requestOrigin?: string; allowedOrigins?: string; cookieDomain?: string }

export function safeReturnTo(from: string | null | undefined, policy: ReturnPolicy): string | null {
  if (!from || from.length > 2000) return null
  const site = new URL(policy.siteUrl)
  // Relative paths: one leading slash only ("//host" and "/\host" are other hosts to a browser).
  if (from.startsWith('/')) {
    if (/^\/[\\/]/.test(from) || /[\u0000-\u001f]/.test(from)) return null
    return new URL(from, policy.requestOrigin ?? site.origin).toString()
  }
  let url: URL
  try {
    url = new URL(from)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  const origins = new Set([site.origin, ...(policy.requestOrigin ? [policy.requestOrigin] : [])])
  for (const o of (policy.allowedOrigins ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    try {
      origins.add(new URL(o).origin)
    } catch {
      // a malformed entry allows nothing
    }
  }
  if (origins.has(url.origin)) return url.toString()
  const domain = policy.cookieDomain?.replace(/^\./, '').toLowerCase()
  if (domain && url.protocol === 'https:' && (url.hostname === domain || url.hostname.endsWith(`.${domain}`))) return url.toString()
  return null
}

/** The return address with the one-time ticket added (any old ticket replaced). */
export function withTicket(returnTo: string, ticket: string): string {
  const url = new URL(returnTo)
  url.searchParams.set('ticket', ticket)
  return url.toString()
}
