import { sql, type Transaction } from '../db/transaction'
import type { Order } from '../payload-types'
import { endOfRun } from './campaignTimes'
import { queueUnplaceableRefund } from './refundUnplaceable'
import { type LockedPosition, afterCampaignsMoved, lockPosition, settlePosition } from './settlePosition'

export type Allocation =
  | { campaignId: number; status: 'running' | 'queued'; positionId: number }
  | { campaignId: null; status: 'no position' }
  | { campaignId: null; status: 'in review'; positionId: number }

const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : (v as number | null))

/**
 * The position a paid ad runs in: its own, or, when an editor disabled or deleted it meanwhile, the
 * first position on sale with the same placement (the comparable one). Locked.
 */
async function positionFor(tx: Transaction, order: Order): Promise<LockedPosition | null> {
  const own = idOf(order.ad?.position)
  const locked = own ? await lockPosition(tx, own) : null
  if (locked?.enabled) return locked
  const placement = locked?.placement ?? (await placementOfOrder(tx, order))
  if (!placement) return null
  const { rows } = await tx.sql.execute<{ id: number }>(sql`SELECT id FROM ad_positions WHERE placement = ${placement} AND enabled IS NOT FALSE ORDER BY id LIMIT 1`)
  return rows[0] ? lockPosition(tx, rows[0].id) : null
}

async function requiresReview(tx: Transaction, positionId: number): Promise<boolean> {
  const { rows } = await tx.sql.execute<{ requires_review: boolean | null }>(sql`SELECT requires_review FROM ad_positions WHERE id = ${positionId}`)
  return rows[0]?.requires_review === true
}

/** The placement recorded when the order was placed (the order's log keeps the position's key). */
async function placementOfOrder(tx: Transaction, order: Order): Promise<string | null> {
  const { rows } = await tx.sql.execute<{ placement: string }>(sql`
    SELECT p.placement FROM order_events e JOIN ad_positions p ON p.key = e.details->>'position'
    WHERE e.order_id = ${order.id} AND e.type = 'created' LIMIT 1`)
  return rows[0]?.placement ?? null
}

/**
 * Creates the campaign of a paid ad order, in the fulfilment's transaction, exactly once (one per
 * order: a replayed payment finds it). Under the position's row lock the position is first brought
 * up to date (ended runs free their slots), then the campaign runs at once when a slot is free and
 * nobody is queued ahead, else it is queued in paid order. Concurrent payments for the last slot
 * queue on the lock: exactly the capacity runs.
 */
export async function allocateCampaign(tx: Transaction, order: Order, paidAt: Date, options: { reviewFirst?: boolean } = {}): Promise<Allocation> {
  const existing = await tx.sql.execute<{ id: number; status: string; position_id: number }>(sql`SELECT id, status, position_id FROM ad_campaigns WHERE order_id = ${order.id}`)
  if (existing.rows[0]) {
    const r = existing.rows[0]
    return { campaignId: r.id, status: r.status === 'running' ? 'running' : 'queued', positionId: r.position_id }
  }
  const position = await positionFor(tx, order)
  if (!position) {
    // Nothing comparable is on sale: refunded in full (and support told) rather than the money being lost.
    await queueUnplaceableRefund(tx, order.id)
    return { campaignId: null, status: 'no position' }
  }
  // A position that requires review takes no campaign until support approves (reviewAd.ts).
  if (options.reviewFirst && (await requiresReview(tx, position.id))) return { campaignId: null, status: 'in review', positionId: position.id }
  const settled = await settlePosition(tx, position, paidAt)
  const runsNow = settled.queued === 0 && settled.running < position.capacity
  const startsAt = runsNow ? paidAt : null
  const endsAt = startsAt ? endOfRun(startsAt, position.durationDays) : null
  const owner = idOf(order.owner)
  const { rows } = await tx.sql.execute<{ id: number }>(sql`
    INSERT INTO ad_campaigns (order_id, owner_id, product_id, position_id, status, duration_days, queued_at, starts_at, ends_at)
    VALUES (${order.id}, ${owner}, ${idOf(order.ad?.product)}, ${position.id}, ${runsNow ? 'running' : 'queued'}, ${position.durationDays},
            ${paidAt.toISOString()}, ${startsAt?.toISOString() ?? null}, ${endsAt?.toISOString() ?? null})
    RETURNING id`)
  if (endsAt) await afterCampaignsMoved(tx, [endsAt])
  return { campaignId: rows[0]!.id, status: runsNow ? 'running' : 'queued', positionId: position.id }
}
