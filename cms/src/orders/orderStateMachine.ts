import type { Order } from '../payload-types'
import type { Transaction } from '../db/transaction'
import { insertOrderEvent, readOrderRow, writeOrderChanges } from './orderStore'
import type { OrderEventType, OrderStatus } from './orderStates'

/**
 * Which status may follow which. A late payment is honoured (the money was taken), so expired,
 * failed and cancelled orders may still become paid; approved and refunded are final.
 */
export const allowedTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'expired', 'failed', 'cancelled'],
  paid: ['in_review', 'refunded'],
  // An ad whose position requires review goes back to paid when approved: the state of every placed ad
  // order (its campaign carries the rest), which a later refund may still follow.
  in_review: ['approved', 'rejected', 'refunded', 'paid'],
  rejected: ['refunded'],
  expired: ['paid'],
  failed: ['paid'],
  cancelled: ['paid'],
  approved: [],
  refunded: [],
}

export const canTransition = (from: OrderStatus, to: OrderStatus) => allowedTransitions[from].includes(to)

export class IllegalOrderTransition extends Error {
  constructor(
    readonly orderId: number,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`Order ${orderId} cannot go from ${from} to ${to}`)
    this.name = 'IllegalOrderTransition'
  }
}

export type OrderEventInput = {
  type: OrderEventType
  /** user:<id>, <provider>:<event id>, job:<name>. */
  actor: string
  fromStatus?: string
  toStatus?: string
  attemptRef?: string
  details?: Record<string, unknown>
}

/**
 * Takes the row lock of an order for the rest of the transaction and reads it, so whatever is
 * decided from its status holds until commit (two deliveries of one payment queue here).
 * System read: callers have already checked who may act on the order.
 */
export async function lockOrder(tx: Transaction, orderId: number): Promise<Order | null> {
  return readOrderRow(tx.sql, orderId, true)
}

/** Appends to the order's log in the caller's transaction (system write: the log is never written by users). */
export async function appendOrderEvent(tx: Transaction, order: Pick<Order, 'id' | 'owner'>, event: OrderEventInput): Promise<void> {
  await insertOrderEvent(tx.sql, order, event)
}

/**
 * Moves a locked order to `to` and logs it in the same transaction, or throws
 * IllegalOrderTransition. Returns the order as written.
 */
export async function transitionOrder(tx: Transaction, order: Order, to: OrderStatus, event: Omit<OrderEventInput, 'type' | 'fromStatus' | 'toStatus'>, extra: Partial<Order> = {}): Promise<Order> {
  const from = order.status as OrderStatus
  if (!canTransition(from, to)) throw new IllegalOrderTransition(order.id, from, to)
  await writeOrderChanges(tx, order, { ...extra, status: to })
  await appendOrderEvent(tx, order, { ...event, type: 'transition', fromStatus: from, toStatus: to })
  return (await readOrderRow(tx.sql, order.id))!
}
