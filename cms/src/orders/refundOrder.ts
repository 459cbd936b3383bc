import type { Payload } from 'payload'
import { withTransaction } from '../db/transaction'
import type { Order } from '../payload-types'
import { IllegalOrderTransition, appendOrderEvent, lockOrder, transitionOrder } from './orderStateMachine'
import { writeOrderChanges } from './orderStore'
import type { OrderStatus } from './orderStates'
import { type OrderDeps, ordersProvider } from './ordersProvider'
import { refundRefOf } from './orderRefs'

export type RefundResult = { refunded: boolean; status: 'succeeded' | 'pending' | 'failed'; alreadyRequested: boolean }

const refundable: OrderStatus[] = ['paid', 'in_review', 'rejected']

/**
 * Refunds an order's payment, in full (SPEC §4: a rejected product is refunded) or partially. Safe to call
 * twice: the refund reference is derived from the order, and the order row stays locked from the
 * check to the record, so a second call finds the refund recorded and does not call the provider
 * again; one interrupted before its record repeats the same idempotent request. The provider call
 * runs under that lock on purpose: refunds are rare and must never cross. `by` is the staff user
 * deciding (or null for the system). System action on the order; callers check who may refund.
 */
/**
 * `amount`: refund only this much (minor units; an ad an editor ended early gives back its unused
 * share). It is capped at the price: an order has one refund, partial or whole. A partial refund
 * leaves the order in its status (`paid`) with `refund.amount` recorded: it is not `refunded`,
 * which means all the money went back.
 */
export type RefundOptions = { amount?: number }

export async function refundOrder(payload: Payload, orderId: number, reason: string, by: number | null, deps: OrderDeps = {}, options: RefundOptions = {}): Promise<RefundResult> {
  const provider = ordersProvider(payload, deps)
  const actor = by ? `user:${by}` : 'job:orders.refund'
  return withTransaction(payload, {}, async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw new Error(`No order ${orderId}`)
    if (order.status === 'refunded') return { refunded: true, status: 'succeeded', alreadyRequested: true }
    if (order.refund?.refundRef && order.refund.status !== 'failed') return { refunded: order.refund.status === 'succeeded', status: order.refund.status ?? 'pending', alreadyRequested: true }
    if (!refundable.includes(order.status as OrderStatus)) throw new IllegalOrderTransition(order.id, order.status as OrderStatus, 'refunded')
    const attempt = (order.attempts ?? []).find((a) => a.state === 'paid')
    if (!attempt) throw new Error(`Order ${orderId} has no paid attempt to refund`)
    const refundRef = refundRefOf(order.orderRef)
    const amount = Math.min(options.amount ?? order.price.amount, order.price.amount)
    const partial = amount < order.price.amount
    if (amount <= 0) throw new Error(`Order ${orderId}: nothing to refund`)
    const refund = await provider.refund({
      orderRef: order.orderRef,
      providerRef: attempt.providerRef ?? attempt.attemptRef,
      attemptRef: attempt.attemptRef,
      paymentRef: attempt.paymentRef ?? undefined,
      refundRef,
      amount,
      total: order.price.amount,
      currency: order.price.currency,
      reason: reason.slice(0, 80),
    })
    const record: Order['refund'] = { refundRef, refundId: refund.refundId, status: refund.status, amount, reason, by, requestedAt: new Date().toISOString() }
    await appendOrderEvent(tx, order, { type: refund.status === 'failed' ? 'refund_failed' : 'refund_requested', actor, attemptRef: attempt.attemptRef, details: { refundRef, refundId: refund.refundId, status: refund.status, reason, amount, ...(partial ? { partial } : {}) } })
    if (refund.status === 'succeeded' && partial) {
      // Some of the money back: the order stays as it is (an ad order stays paid), the amount recorded.
      await writeOrderChanges(tx, order, { refund: record })
      return { refunded: true, status: 'succeeded', alreadyRequested: false }
    }
    if (refund.status === 'succeeded') {
      const attempts = (order.attempts ?? []).map((a) => (a.attemptRef === attempt.attemptRef ? { ...a, state: 'refunded' as const } : a))
      await transitionOrder(tx, order, 'refunded', { actor, attemptRef: attempt.attemptRef, details: { refundRef } }, { refund: record, attempts })
      return { refunded: true, status: 'succeeded', alreadyRequested: false }
    }
    // Pending: the provider's refund webhook (or reconciliation) moves the order to refunded.
    await writeOrderChanges(tx, order, { refund: record, ...(refund.status === 'failed' ? { flagged: true } : {}) })
    return { refunded: false, status: refund.status, alreadyRequested: false }
  })
}
