import type { Locale } from '@aidir/cms/locales'
import { formatMoney } from '@aidir/cms/lib'
import { sandboxProviderOf } from '@aidir/cms/orders'
import { getPayload } from '@/lib/payload'

export type SandboxCheckoutView = { ok: true; description: string; amount: string; expiresAt: string } | { ok: false; reason: 'invalid' | 'expired' }

/** What the sandbox checkout page shows of a token: the item and its amount, or why it cannot be paid. */
export async function readSandboxCheckout(token: string, locale: Locale): Promise<SandboxCheckoutView> {
  const sandbox = sandboxProviderOf(await getPayload())
  if (!sandbox) return { ok: false, reason: 'invalid' }
  const read = sandbox.readCheckout(token)
  if (!read.ok) return { ok: false, reason: read.reason }
  const { claims } = read
  return { ok: true, description: claims.description, amount: formatMoney({ amount: claims.amount, currency: claims.currency }, locale), expiresAt: new Date(claims.expiresAt * 1000).toISOString() }
}
