import type { Payload } from 'payload'
import { sql, type Transaction, withTransaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import type { PaymentEvent } from '../payments'
import type { Order } from '../payload-types'
import { enqueueOrderMail } from './orderMails'
import { appendOrderEvent, lockOrder, transitionOrder } from './orderStateMachine'
import { writeOrderChanges } from './orderStore'
import type { OrderStatus } from './orderStates'
import { paidStepOf } from './paidSteps'

type SettledEvent = Exclude<PaymentEvent, { kind: 'ignored' }>
type Attempts = NonNullable<Order['attempts']>

/** Statuses a payment can still make paid: a late payment is honoured, the money was taken. */
const unpaid: OrderStatus[] = ['pending', 'expired', 'failed', 'cancelled']

/** Test seam: called between the steps of one fulfilment, to show a crash there changes nothing. */
export type FulfilmentOptions = { interrupt?: (step: 'after-transition') => void; now?: () => Date }

/**
 * Applies one stored payment event to its order, exactly once. Everything happens in one
 * transaction that holds the event row and the order row locked: the status change, its entries
 * in the order's log, the support notification job and the mark that the event was applied. A
 * retried job, a redelivered webhook or a worker killed half-way either finds the mark (and does
 * nothing) or finds nothing committed (and starts again). The order's status, not the order in
 * which events arrive, decides what an event still means (a refund seen before its payment, a
 * payment after the order expired). System action: the worker acts for the provider.
 */
export async function applyPaymentEvent(payload: Payload, eventRowId: number, options: FulfilmentOptions = {}): Promise<string> {
  return withTransaction(payload, {}, async (tx) => {
    const { rows } = await tx.sql.execute<{ event: SettledEvent; applied_at: string | null }>(
      sql`SELECT event, applied_at FROM payment_webhook_events WHERE id = ${eventRowId} FOR UPDATE`,
    )
    const row = rows[0]
    if (!row) return 'no such event'
    if (row.applied_at) return 'already applied'
    const event = row.event
    const outcome = await applyToOrder(tx, event, options)
    await tx.sql.execute(sql`UPDATE payment_webhook_events SET applied_at = now(), outcome = ${outcome} WHERE id = ${eventRowId}`)
    return outcome
  })
}

async function applyToOrder(tx: Transaction, event: SettledEvent, options: FulfilmentOptions): Promise<string> {
  const { rows } = await tx.sql.execute<{ id: number }>(sql`SELECT id FROM orders WHERE order_ref = ${event.orderRef}`)
  const order = rows[0] ? await lockOrder(tx, rows[0].id) : null
  if (!order) return 'unknown order'
  const actor = `${event.provider}:${event.eventId}`
  const attempts: Attempts = order.attempts ?? []
  const attempt = attempts.find((a) => a.attemptRef === event.attemptRef)
  if (!attempt) return flag(tx, order, actor, event, 'the event names an attempt this order never opened')
  const withAttempt = (state: Attempts[number]['state'], extra: Partial<Attempts[number]> = {}) =>
    attempts.map((a) => (a.attemptRef === event.attemptRef ? { ...a, state, ...extra } : a))
  const status = order.status as OrderStatus

  switch (event.kind) {
    case 'paid': {
      if (event.amount !== order.price.amount || event.currency !== order.price.currency) {
        return flag(tx, order, actor, event, `paid ${event.amount} ${event.currency}, the order costs ${order.price.amount} ${order.price.currency}`)
      }
      if (!unpaid.includes(status)) {
        // This attempt's payment is already known (a redelivery, or its refund came first).
        if (attempt.state === 'paid' || attempt.state === 'refunded') return 'no change'
        // A second attempt paid for an order already paid: real money twice, for a person to settle.
        return flag(tx, order, actor, event, 'a second payment for an order already paid')
      }
      const paidAt = options.now?.() ?? new Date()
      const paid = await transitionOrder(tx, order, 'paid', { actor, attemptRef: event.attemptRef, details: { amount: event.amount, currency: event.currency, paymentRef: event.paymentRef } }, {
        attempts: withAttempt('paid', { paymentRef: event.paymentRef ?? null }),
        // The review deadline counts from here (orders/reviewDeadline.ts).
        paidAt: paidAt.toISOString(),
      })
      options.interrupt?.('after-transition')
      const kindStep = paidStepOf(tx.req.payload, order.kind)
      if (kindStep) return kindStep(tx, paid, paidAt)
      // Support's review queue (admin/review/) takes it from here.
      await transitionOrder(tx, paid, 'in_review', { actor: 'job:orders.fulfil' })
      await enqueue('support.notify', { kind: 'order-paid', id: order.id }, { req: tx.req, singletonKey: `order-paid:${order.id}` })
      await enqueueOrderMail(tx, order.id, 'paid')
      return 'paid'
    }
    case 'expired':
    case 'failed': {
      if (event.refundRef) {
        await writeOrderChanges(tx, order, { refund: { ...order.refund, status: 'failed' }, flagged: true })
        await appendOrderEvent(tx, order, { type: 'refund_failed', actor, attemptRef: event.attemptRef, details: { refundRef: event.refundRef } })
        await enqueue('support.notify', { kind: 'order-flagged', id: order.id }, { req: tx.req, singletonKey: `order-flagged:${order.id}` })
        return 'refund failed'
      }
      if (attempt.state !== 'open' && attempt.state !== 'closed') return 'no change'
      await writeOrderChanges(tx, order, { attempts: withAttempt(event.kind) })
      await appendOrderEvent(tx, order, { type: event.kind === 'failed' ? 'attempt_failed' : 'attempt_closed', actor, attemptRef: event.attemptRef, details: { reason: event.kind } })
      const now = options.now?.() ?? new Date()
      if (status === 'pending' && Date.parse(order.expiresAt) <= now.getTime()) {
        await transitionOrder(tx, { ...order, attempts: withAttempt(event.kind) }, 'expired', { actor, details: { reason: 'unpaid past its time' } })
        return 'expired'
      }
      // Still within its time: the order stays pending and can be paid again.
      return event.kind
    }
    case 'refunded': {
      if (status === 'refunded') return 'no change'
      if (event.partial) return applyPartialRefund(tx, order, actor, event)
      if (status === 'approved') return flag(tx, order, actor, event, 'refunded at the provider after the product was approved')
      const refund = { ...order.refund, refundRef: event.refundRef ?? order.refund?.refundRef ?? null, status: 'succeeded' as const }
      let current = order
      if (unpaid.includes(status)) {
        // The refund arrived before its payment: the payment happened, so record it first.
        current = await transitionOrder(tx, order, 'paid', { actor, attemptRef: event.attemptRef, details: { impliedBy: 'refund', amount: event.amount, currency: event.currency } })
      }
      await transitionOrder(tx, current, 'refunded', { actor, attemptRef: event.attemptRef, details: { refundRef: refund.refundRef, amount: event.amount } }, { attempts: withAttempt('refunded'), refund })
      return 'refunded'
    }
  }
}

/**
 * The provider confirms a refund of a share of the payment (an ad an editor ended early): the order
 * keeps its status and the refunded amount is recorded. Applying the same confirmation again (a
 * redelivery under another id, reconciliation) finds it recorded and changes nothing.
 */
async function applyPartialRefund(tx: Transaction, order: Order, actor: string, event: SettledEvent): Promise<string> {
  if (order.refund?.status === 'succeeded' && order.refund.amount === event.amount) return 'no change'
  const refund = { ...order.refund, refundRef: event.refundRef ?? order.refund?.refundRef ?? null, status: 'succeeded' as const, amount: event.amount }
  await writeOrderChanges(tx, order, { refund })
  await appendOrderEvent(tx, order, { type: 'refund_succeeded', actor, attemptRef: event.attemptRef, details: { refundRef: refund.refundRef, amount: event.amount, currency: event.currency, partial: true } })
  return 'partially refunded'
}

/** Records an event that does not fit its order and tells support; the order does not move. */
async function flag(tx: Transaction, order: Order, actor: string, event: SettledEvent, reason: string): Promise<string> {
  await writeOrderChanges(tx, order, { flagged: true })
  await appendOrderEvent(tx, order, { type: 'payment_mismatch', actor, attemptRef: event.attemptRef, details: { reason, kind: event.kind, amount: event.amount, currency: event.currency } })
  await enqueue('support.notify', { kind: 'order-flagged', id: order.id }, { req: tx.req, singletonKey: `order-flagged:${order.id}` })
  return 'flagged'
}
