import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { poolSql } from '../db/poolSql'
import type { Transaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import type { OrderDeps } from '../orders/ordersProvider'
import { readOrderRow } from '../orders/orderStore'
import { refundOrder } from '../orders/refundOrder'
import type { RefundResult } from '../orders/refundOrder'

/**
 * The reason written to the order's log and its refund record. The buyer's mail says it in their
 * language (adMails.ts recognises it); support reads it as it is.
 */
export const NO_POSITION_REASON = 'The ad position was removed and no comparable position is on sale: refunded in full.'

/**
 * A paid ad has no position to run in (its own was disabled and none of the same placement is on
 * sale): its refund is queued in the caller's transaction, so it exists exactly when the change
 * that left the ad without a place commits; support is told too. One job per order at a time
 * (`exclusive` queue, singleton key), and the refund itself is idempotent.
 */
export async function queueUnplaceableRefund(tx: Transaction, orderId: number): Promise<void> {
  await enqueue('ads.refund', { orderId }, { req: tx.req, singletonKey: `ad-refund:${orderId}` })
  await enqueue('support.notify', { kind: 'order-flagged', id: orderId }, { req: tx.req, singletonKey: `order-flagged:${orderId}` })
}

export type UnplaceableOutcome = 'no order' | 'not an ad' | 'still placed' | 'already refunded' | RefundResult['status']

/**
 * The job's work (`ads.refund`): refunds the ad order in full through the one refund path, then
 * queues the buyer's "refunded" mail. It refunds only an ad that still has nowhere to run — no
 * campaign, or one cancelled — so a job that arrives after an editor put the ad back in a position
 * changes nothing. A retry or a second job finds the refund recorded (refundOrder does not call the
 * provider twice) and the mail sent once (orderMails.ts). A provider that refuses throws, and the job
 * is retried (refundOrder asks again for a refund that failed). System action: the site refunds what
 * it cannot deliver.
 */
export async function refundUnplaceable(payload: Payload, orderId: number, deps: OrderDeps = {}): Promise<UnplaceableOutcome> {
  const pool = poolOf(payload)
  const order = await readOrderRow(poolSql(pool), orderId)
  if (!order) return 'no order'
  if (order.kind !== 'ad') return 'not an ad'
  const { rows } = await pool.query<{ status: string }>({ name: 'ads-campaign-of-order', text: 'SELECT status FROM ad_campaigns WHERE order_id = $1', values: [orderId] })
  if (rows[0] && rows[0].status !== 'cancelled') return 'still placed'
  // Refunded for another reason (support rejected it in review): that decision wrote its own mail.
  if (order.rejectionReason || (order.status === 'refunded' && order.refund?.reason !== NO_POSITION_REASON)) return 'already refunded'
  const result = await refundOrder(payload, orderId, NO_POSITION_REASON, null, deps)
  if (result.status === 'failed') throw new Error(`The payment provider refused the refund of ad order ${orderId}; retrying`)
  // After the refund's commit, on every run: the mail goes once however often this is queued.
  await enqueue('orders.mail', { orderId, mail: 'refunded' }, { singletonKey: `order-mail:refunded:${orderId}` })
  return result.alreadyRequested && result.refunded ? 'already refunded' : result.status
}
