import { z } from 'zod'
import { derivedToken, sameToken } from '../../lib/derivedToken'

/**
 * The sandbox checkout page's token: which attempt it pays, for how much, until when, signed with
 * a key derived from the server secret. The page needs no database row to show the attempt, and
 * nobody can make up a token for an attempt or change its amount.
 */
export const sandboxTokenSchema = z.object({
  orderRef: z.string(),
  attemptRef: z.string(),
  amount: z.number().int().positive(),
  currency: z.string(),
  description: z.string(),
  /** Seconds since the epoch. */
  expiresAt: z.number().int(),
  successUrl: z.string(),
  cancelUrl: z.string(),
})
export type SandboxCheckoutToken = z.infer<typeof sandboxTokenSchema>

const PURPOSE = 'payments-sandbox-checkout'

const mac = (secret: string, body: string) => derivedToken(secret, `${PURPOSE}:${body}`)

export function signSandboxToken(secret: string, claims: SandboxCheckoutToken): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${mac(secret, body)}`
}

export type SandboxTokenResult = { ok: true; claims: SandboxCheckoutToken } | { ok: false; reason: 'invalid' | 'expired' }

/** The token's claims if we signed it and it has not expired at `nowMs`. */
export function readSandboxToken(secret: string, token: string, nowMs = Date.now()): SandboxTokenResult {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || !sameToken(signature, mac(secret, body))) return { ok: false, reason: 'invalid' }
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  const parsed = sandboxTokenSchema.safeParse(json)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  if (parsed.data.expiresAt * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, claims: parsed.data }
}
