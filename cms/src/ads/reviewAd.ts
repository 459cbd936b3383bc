import type { Payload } from 'payload'
import { z } from 'zod'
import { isSupport } from '../access/roles'
import { sql, withTransaction } from '../db/transaction'
import { enqueueOrderMail } from '../orders/orderMails'
import { lockOrder, transitionOrder } from '../orders/orderStateMachine'
import { ReviewRefused, reviewMessages } from '../orders/reviewErrors'
import { rejectionInput } from '../orders/reviewInput'
import type { User } from '../payload-types'
import { type Allocation, allocateCampaign } from './allocateCampaign'

/** The body of POST /api/ads/review/{id}: approve the ad, or reject it with a reason (refunded in full). */
export const adDecisionInput = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: rejectionInput.shape.reason }),
])

export type AdApproval = { allocation: Allocation; alreadyApproved: boolean }

/**
 * Support approves a paid ad whose position requires review: in one transaction under the order's
 * row lock the order goes in_review → paid (who and when recorded) and its campaign is allocated
 * exactly as a paid ad's is, under the position's lock — running when a slot is free, else queued
 * from now — or, when its position and every comparable one went off sale meanwhile, refunded.
 * Approving again answers the campaign made the first time; approving a rejected ad is refused.
 * The role is checked here; the campaign is written as the service.
 */
export async function approveAd(payload: Payload, orderId: number, by: User, now: () => Date = () => new Date()): Promise<AdApproval> {
  if (!isSupport(by)) throw new ReviewRefused(403, reviewMessages.staffOnly)
  return withTransaction(payload, {}, async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.kind !== 'ad') throw new ReviewRefused(404, reviewMessages.notFound)
    if (order.rejectionReason) throw new ReviewRefused(409, reviewMessages.alreadyRejected, { status: order.status })
    if (order.status !== 'in_review') {
      if (!order.decidedAt) throw new ReviewRefused(409, reviewMessages.notInReview, { status: order.status })
      const { rows } = await tx.sql.execute<{ id: number; status: string; position_id: number }>(sql`SELECT id, status, position_id FROM ad_campaigns WHERE order_id = ${order.id}`)
      const c = rows[0]
      const allocation: Allocation = c ? { campaignId: c.id, status: c.status === 'running' ? 'running' : 'queued', positionId: c.position_id } : { campaignId: null, status: 'no position' }
      return { allocation, alreadyApproved: true }
    }
    const at = now()
    const approved = await transitionOrder(tx, order, 'paid', { actor: `user:${by.id}`, details: { decision: 'approve' } }, { decidedBy: by.id, decidedAt: at.toISOString() })
    const allocation = await allocateCampaign(tx, approved, at)
    if (allocation.status !== 'no position') await enqueueOrderMail(tx, order.id, 'approved')
    return { allocation, alreadyApproved: false }
  })
}
