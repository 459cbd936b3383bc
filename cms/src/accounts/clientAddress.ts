/**
 * The client's address as the proxy in front of us saw it: X-Real-IP, else the last
 * X-Forwarded-For hop (the one our proxy appended; earlier hops are whatever the client claimed).
 * The one rule for every per-address limit, on the storefront and in the CMS.
 */
export function clientAddress(headers: Headers | undefined): string {
  const real = headers?.get('x-real-ip')?.trim()
  if (real) return real.slice(0, 64)
  const hops = headers?.get('x-forwarded-for')?.split(',').map((h) => h.trim()).filter(Boolean)
  return (hops?.at(-1) ?? 'unknown').slice(0, 64)
}
