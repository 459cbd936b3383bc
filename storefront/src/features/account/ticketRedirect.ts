import { NextResponse, type NextRequest } from 'next/server'
import { publicUrl } from '@/features/security/publicOrigin'

/**
 * SPEC §4 Login: a `ticket` query parameter is stored as `code` with loginType 1 (cookies on the
 * shared domain) and removed from the URL by a redirect, so the ticket never stays in the address
 * bar, the history or a Referer. The page then exchanges the code for a token.
 */
const CODE_MAX_AGE_SECONDS = 600

export function ticketRedirect(request: NextRequest, cookieDomain: string | undefined): NextResponse | null {
  const ticket = request.nextUrl.searchParams.get('ticket')
  if (ticket === null) return null
  const url = publicUrl(`${request.nextUrl.pathname}${request.nextUrl.search}`, request)
  url.searchParams.delete('ticket')
  const response = NextResponse.redirect(url, 307)
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Referrer-Policy', 'no-referrer')
  if (/^[A-Za-z0-9_-]{1,512}$/.test(ticket)) {
    const base = { path: '/', sameSite: 'lax' as const, secure: url.protocol === 'https:', ...(cookieDomain ? { domain: cookieDomain } : {}) }
    response.cookies.set({ name: 'code', value: ticket, maxAge: CODE_MAX_AGE_SECONDS, ...base })
    response.cookies.set({ name: 'loginType', value: '1', maxAge: 365 * 24 * 3600, ...base })
  }
  return response
}
