import type { Payload } from 'payload'
import { isSupport } from '../access/roles'
import { withTransaction } from '../db/transaction'
import type { User } from '../payload-types'
import { enqueueOrderMail } from './orderMails'
import { lockOrder, transitionOrder } from './orderStateMachine'
import type { OrderDeps } from './ordersProvider'
import { type RefundResult, refundOrder } from './refundOrder'
import { ReviewRefused, reviewMessages } from './reviewErrors'
import { rejectionInput } from './reviewInput'

/** The kinds of order support reviews before they take effect (SPEC §4; an ad when its position requires it): all are rejected and refunded alike. */
const reviewedKinds: string[] = ['submission', 'update', 'ad']

export type Rejection = { alreadyRejected: boolean; refund: RefundResult }

/**
 * Support rejects a paid submission (or a paid update of a listing) with a reason (shown to the customer): in_review → rejected
 * under the order's row lock, with the reason, who and when, and the customer's mail queued in the
 * same transaction; then the payment is refunded in full (SPEC §4: refunded only when rejected)
 * through refundOrder, which moves the order to refunded once the provider confirms (the sandbox
 * at once, Stripe and WeChat Pay possibly by their refund webhook). Rejecting again changes
 * nothing and asks refundOrder again, which does not call the provider for a refund it has
 * recorded (and completes one interrupted before its record). Rejecting an approved order is refused.
 */
export async function rejectSubmission(payload: Payload, orderId: number, reasonInput: unknown, by: User, deps: OrderDeps = {}): Promise<Rejection> {
  if (!isSupport(by)) throw new ReviewRefused(403, reviewMessages.staffOnly)
  const { reason } = rejectionInput.parse({ reason: reasonInput })
  const { alreadyRejected, recordedReason } = await withTransaction(payload, {}, async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || !reviewedKinds.includes(order.kind)) throw new ReviewRefused(404, reviewMessages.notFound)
    if (order.status === 'approved') throw new ReviewRefused(409, reviewMessages.alreadyApproved, { status: order.status })
    if ((order.status === 'rejected' || order.status === 'refunded') && order.rejectionReason) return { alreadyRejected: true, recordedReason: order.rejectionReason }
    if (order.status !== 'in_review') throw new ReviewRefused(409, reviewMessages.notInReview, { status: order.status })
    await transitionOrder(tx, order, 'rejected', { actor: `user:${by.id}`, details: { decision: 'reject', reason } }, {
      rejectionReason: reason,
      decidedBy: by.id,
      decidedAt: new Date().toISOString(),
    })
    await enqueueOrderMail(tx, order.id, 'rejected')
    return { alreadyRejected: false, recordedReason: reason }
  })
  const refund = await refundOrder(payload, orderId, recordedReason, by.id, deps)
  return { alreadyRejected, refund }
}
