import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The value of RENDER_404_HEADER: the catch-all proves to proxy.ts that it, not a visitor, asks for
 * the 404 page naming another path. Derived from the shared secret, so a client that reaches Next
 * directly cannot make the 404 page name a path of its choosing.
 */
let memo: { secret: string; token: string } | undefined

export function render404Token(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  if (memo?.secret !== secret) memo = { secret, token: createHmac('sha256', secret).update('storefront.render-404').digest('base64url') }
  return memo.token
}

export function isRender404Token(value: string | null): boolean {
  if (!value) return false
  const expected = Buffer.from(render404Token())
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
