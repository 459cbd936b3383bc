/**
 * The three persisted fields of the user store (SPEC §3): token, code and loginType live in
 * cookies on the shared cookie domain, so every site of the domain shares one sign-in.
 */
export const COOKIE_NAMES = { token: 'token', code: 'code', loginType: 'loginType' } as const

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1))
  }
  return null
}

export function writeCookie(name: string, value: string | null, options: { domain?: string; maxAgeSeconds: number }) {
  if (typeof document === 'undefined') return
  const domain = options.domain ? `; domain=${options.domain}` : ''
  const secure = location.protocol === 'https:' ? '; secure' : ''
  const body = value === null ? `${name}=; max-age=0` : `${name}=${encodeURIComponent(value)}; max-age=${options.maxAgeSeconds}`
  document.cookie = `${body}; path=/; samesite=lax${domain}${secure}`
}
