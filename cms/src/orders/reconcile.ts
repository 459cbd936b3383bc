import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { withTransaction } from '../db/transaction'
import { type PaymentEvent, PaymentProviderError } from '../payments'
import type { Order } from '../payload-types'
import { applyPaymentEvent } from './fulfilment'
import { appendOrderEvent, lockOrder, transitionOrder } from './orderStateMachine'
import { writeOrderChanges } from './orderStore'
import { type OrderDeps, nowOf, ordersProvider } from './ordersProvider'
import { RECONCILE_GRACE_MS } from './orderRefs'
import { storePaymentEvent } from './receiveWebhook'

export type ReconcileReport = { asked: number; learned: number; closed: number; expired: number; replayed: number }

const BATCH = 200

/**
 * The scheduled sweep (every 10 minutes) for what webhooks did not tell us:
 * 1. attempts still open past the grace period: the provider is asked; what it knows goes through
 *    the same store-and-fulfil path as a webhook (an event id of its own, so a later webhook for
 *    the same outcome changes nothing more);
 * 2. attempts open past their expiry: closed at the provider, so they cannot be paid any more;
 * 3. pending orders past their time (UNPAID_ORDER_TTL_MS) with nothing open: expired;
 * 4. stored events whose fulfilment never ran (a job lost with its queue): applied now.
 * System action throughout.
 */
export async function reconcileOrders(payload: Payload, deps: OrderDeps = {}): Promise<ReconcileReport> {
  const provider = ordersProvider(payload, deps)
  const now = nowOf(deps)
  const pool = poolOf(payload)
  const report: ReconcileReport = { asked: 0, learned: 0, closed: 0, expired: 0, replayed: 0 }

  const { rows: open } = await pool.query<{ order_id: number; order_ref: string; attempt_ref: string; provider_ref: string | null; expires_at: Date }>({
    name: 'orders-reconcile-open',
    text: `SELECT o.id AS order_id, o.order_ref, a.attempt_ref, a.provider_ref, a.expires_at
           FROM orders_attempts a JOIN orders o ON o.id = a._parent_id
           WHERE a.state = 'open' AND a.opened_at < $1 AND o.provider = $2
           ORDER BY a.opened_at LIMIT ${BATCH}`,
    values: [new Date(now.getTime() - RECONCILE_GRACE_MS).toISOString(), provider.name],
  })
  for (const row of open) {
    const ref = { attemptRef: row.attempt_ref, providerRef: row.provider_ref ?? row.attempt_ref }
    report.asked++
    let state
    try {
      state = await provider.queryPayment(ref)
    } catch (error) {
      if (error instanceof PaymentProviderError) continue // asked again on the next sweep
      throw error
    }
    if (state.status !== 'pending') {
      const event: Exclude<PaymentEvent, { kind: 'ignored' }> = {
        kind: state.status,
        provider: provider.name,
        providerRef: state.providerRef,
        orderRef: row.order_ref,
        attemptRef: row.attempt_ref,
        amount: state.amount,
        currency: state.currency,
        eventId: `reconcile:${row.attempt_ref}:${state.status}`,
        occurredAt: state.paidAt ?? now,
        paymentRef: state.paymentRef,
        sandbox: state.sandbox,
      }
      const id = await storePaymentEvent(payload, event)
      if (id !== null) await applyPaymentEvent(payload, id, { now: () => now })
      report.learned++
      continue
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) {
      try {
        await provider.closePayment(ref)
      } catch (error) {
        if (error instanceof PaymentProviderError) continue // paid meanwhile, or unreachable: next sweep
        throw error
      }
      await withTransaction(payload, {}, async (tx) => {
        const order = await lockOrder(tx, row.order_id)
        if (!order) return
        const attempts = (order.attempts ?? []).map((a) => (a.attemptRef === row.attempt_ref && a.state === 'open' ? { ...a, state: 'closed' as const } : a))
        await writeOrderChanges(tx, order, { attempts })
        await appendOrderEvent(tx, order, { type: 'attempt_closed', actor: 'job:orders.reconcile', attemptRef: row.attempt_ref, details: { reason: 'past its expiry' } })
      })
      report.closed++
    }
  }

  const { rows: overdue } = await pool.query<{ id: number }>({
    name: 'orders-reconcile-overdue',
    text: `SELECT o.id FROM orders o WHERE o.status = 'pending' AND o.expires_at <= $1
           AND NOT EXISTS (SELECT 1 FROM orders_attempts a WHERE a._parent_id = o.id AND a.state = 'open' AND a.expires_at > $1)
           ORDER BY o.expires_at LIMIT ${BATCH}`,
    values: [now.toISOString()],
  })
  for (const { id } of overdue) {
    const expired = await withTransaction(payload, {}, async (tx) => {
      const order = (await lockOrder(tx, id)) as Order | null
      if (order?.status !== 'pending') return false
      await transitionOrder(tx, order, 'expired', { actor: 'job:orders.reconcile', details: { reason: 'unpaid past its time' } })
      return true
    })
    if (expired) report.expired++
  }

  const { rows: stuck } = await pool.query<{ id: number }>({
    name: 'orders-reconcile-stuck',
    text: `SELECT id FROM payment_webhook_events WHERE applied_at IS NULL AND received_at < $1 ORDER BY id LIMIT ${BATCH}`,
    values: [new Date(now.getTime() - RECONCILE_GRACE_MS).toISOString()],
  })
  for (const { id } of stuck) {
    await applyPaymentEvent(payload, id, { now: () => now })
    report.replayed++
  }
  return report
}
