import { env, poolOf } from '@aidir/cms'
import { createAdOrder } from '@aidir/cms/ads'
import { applyPaymentEvent, receivePaymentWebhook } from '@aidir/cms/orders'
import type { Order, User } from '../../../cms/src/payload-types'
import { signSandboxEvent } from '../../../cms/src/payments/sandbox/sandboxWebhook'
import { createProduct, payload, unique, userWithRole } from '../helpers'

/** A position of its own per test (the integration files share the database), 10.00 USD / 70.00 CNY. */
export async function adPosition(capacity: number, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'ad-positions',
    data: { key: unique('pos'), placement: 'mcp_home', name: 'Test position', description: 'For tests', capacity, durationDays: 30, enabled: true, prices: [{ amount: 1_000, currency: 'USD' }, { amount: 7_000, currency: 'CNY' }], ...extra } as never,
    overrideAccess: true,
  })
}

export const buyer = async () => (await userWithRole('customer')) as unknown as User

export async function publishedProduct() {
  return createProduct({ status: 'published' })
}

export async function adOrder(positionKey: string, user?: User, productKey?: string): Promise<{ order: Order; owner: User }> {
  const owner = user ?? (await buyer())
  const product = productKey ?? ((await publishedProduct()).key as string)
  const order = await createAdOrder(payload, owner, { productKey: product, contactEmail: 'ads@example.com', positionKey })
  return { order, owner }
}

/** The sandbox's signed "paid" delivery for an order's open checkout, received as the webhook route would. */
export async function deliverPaid(order: Order): Promise<number> {
  const attempt = order.attempts!.at(-1)!
  const delivery = signSandboxEvent(env().PAYLOAD_SECRET, 'paid', { providerRef: `sbx_${attempt.attemptRef}`, orderRef: order.orderRef, attemptRef: attempt.attemptRef, amount: order.price.amount, currency: order.price.currency }, Date.now())
  const outcome = await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)
  if (outcome.status !== 200) throw new Error(`webhook answered ${outcome.status}`)
  const { rows } = await poolOf(payload).query<{ id: number }>('SELECT id FROM payment_webhook_events WHERE order_ref = $1 ORDER BY id DESC LIMIT 1', [order.orderRef])
  return rows[0]!.id
}

export async function payNow(order: Order, now?: Date): Promise<string> {
  return applyPaymentEvent(payload, await deliverPaid(order), now ? { now: () => now } : {})
}

export type CampaignRow = { id: number; order_id: number; status: string; queued_at: Date; starts_at: Date | null; ends_at: Date | null; ended_at: Date | null; end_reason: string | null; position_id: number }

export async function campaignsOf(positionId: number): Promise<CampaignRow[]> {
  const { rows } = await poolOf(payload).query<CampaignRow>('SELECT id, order_id, status, queued_at, starts_at, ends_at, ended_at, end_reason, position_id FROM ad_campaigns WHERE position_id = $1 ORDER BY queued_at, id', [positionId])
  return rows
}
