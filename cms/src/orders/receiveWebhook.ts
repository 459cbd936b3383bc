import type { Payload } from 'payload'
import { sql, withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import { type PaymentEvent, PaymentProviderError, type ProviderName, type WebhookHeaders, WebhookRejected } from '../payments'
import { type OrderDeps, ordersProvider } from './ordersProvider'

export type WebhookOutcome =
  /** Verified and stored, fulfilment queued. */
  | { status: 200; result: 'accepted'; eventRowId: number; kind: PaymentEvent['kind'] }
  /** Seen before (a redelivery), or a genuine event that changes nothing. */
  | { status: 200; result: 'duplicate' | 'ignored'; kind: PaymentEvent['kind'] }
  /** Not believed or not readable: nothing changed (the provider may not retry). */
  | { status: 400; result: 'rejected'; reason: string }
  /** Not this site's provider. */
  | { status: 404; result: 'unknown provider' }
  /** Could not be read now: the provider delivers again. */
  | { status: 503; result: 'retry'; reason: string }

/**
 * Stores a verified event once (unique on provider + event id) and queues its fulfilment in the
 * same transaction, so a stored event always has its job and a redelivery queues nothing.
 * System action: webhooks carry no user; the signature is the authority.
 */
export async function storePaymentEvent(payload: Payload, event: Exclude<PaymentEvent, { kind: 'ignored' }>): Promise<number | null> {
  return withTransaction(payload, {}, async (tx) => {
    const { rows } = await tx.sql.execute<{ id: number }>(sql`
      INSERT INTO payment_webhook_events (provider, event_id, kind, order_ref, attempt_ref, event)
      VALUES (${event.provider}, ${event.eventId}, ${event.kind}, ${event.orderRef}, ${event.attemptRef}, ${JSON.stringify(event)}::jsonb)
      ON CONFLICT (provider, event_id) DO NOTHING
      RETURNING id`)
    const id = rows[0]?.id
    if (id === undefined) return null
    await enqueue('orders.fulfil', { eventRowId: id }, { req: tx.req })
    return id
  })
}

/** One provider's webhook delivery, from the raw body and headers to the HTTP answer it deserves. */
export async function receivePaymentWebhook(payload: Payload, providerName: ProviderName, rawBody: string, headers: WebhookHeaders, deps: OrderDeps = {}): Promise<WebhookOutcome> {
  const provider = ordersProvider(payload, deps)
  if (provider.name !== providerName) return { status: 404, result: 'unknown provider' }
  let event: PaymentEvent
  try {
    event = await provider.parseWebhook(rawBody, headers)
  } catch (error) {
    if (error instanceof WebhookRejected) return { status: 400, result: 'rejected', reason: error.reason }
    if (error instanceof PaymentProviderError) return { status: 503, result: 'retry', reason: error.kind }
    throw error
  }
  if (event.kind === 'ignored') return { status: 200, result: 'ignored', kind: event.kind }
  const id = await storePaymentEvent(payload, event)
  return id === null ? { status: 200, result: 'duplicate', kind: event.kind } : { status: 200, result: 'accepted', eventRowId: id, kind: event.kind }
}
