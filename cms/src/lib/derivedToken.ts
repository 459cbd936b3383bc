import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A token for one internal purpose, derived from the shared secret: services that share the secret
 * can show it to each other, nobody else can make it. Free of Payload, so proxy.ts may use it.
 */
export function derivedToken(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url')
}

/** Whether a token someone presented is the expected one, in constant time. */
export function sameToken(given: string | null | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
