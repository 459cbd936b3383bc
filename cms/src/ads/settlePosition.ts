import { sql, type Transaction } from '../db/transaction'
import { enqueue } from '../jobs/enqueue'
import { enqueueOrderMail } from '../orders/orderMails'
import { DAY_MS } from './campaignTimes'
import { queueUnplaceableRefund } from './refundUnplaceable'

export type LockedPosition = { id: number; key: string; placement: string; capacity: number; durationDays: number; enabled: boolean }

/**
 * Takes the row lock of a position for the rest of the transaction: everything that decides who
 * runs in it (a payment's allocation, the scheduling job, an editor's action) queues here, so two
 * of them never both see the last free slot.
 */
export async function lockPosition(tx: Transaction, id: number): Promise<LockedPosition | null> {
  const { rows } = await tx.sql.execute<{ id: number; key: string; placement: string; capacity: string; duration_days: string; enabled: boolean | null }>(
    sql`SELECT id, key, placement, capacity, duration_days, enabled FROM ad_positions WHERE id = ${id} FOR UPDATE`,
  )
  const r = rows[0]
  return r ? { id: r.id, key: r.key, placement: r.placement, capacity: Number(r.capacity), durationDays: Number(r.duration_days), enabled: r.enabled !== false } : null
}

/**
 * The queue's order: a resumed ad (paused by an editor, queued again with its remaining time) first,
 * as it was paid before those waiting; then in paid order. It runs for its remaining time only.
 */
export const queueOrder = sql.raw('(remaining_ms IS NULL), queued_at, id')

export type Settled = { ended: number[]; started: { id: number; endsAt: Date }[]; running: number; queued: number }

/**
 * Brings a locked position up to `now`: running campaigns whose time is up end (completed, at
 * their paid end, not at the job's late run), then queued campaigns start in paid order while
 * slots are free, each for its paid days in UTC milliseconds. Idempotent: a second run finds
 * nothing to do. State is only in the table, so a restart or a missed minute is caught up by the
 * next run.
 */
export async function settlePosition(tx: Transaction, position: LockedPosition, now: Date): Promise<Settled> {
  if (!position.enabled) {
    const moved = await moveToComparable(tx, position, now)
    if (moved) return moved
  }
  const at = now.toISOString()
  const ended = await tx.sql.execute<{ id: number; order_id: number }>(sql`
    UPDATE ad_campaigns SET status = 'ended', end_reason = 'completed', ended_at = ends_at, updated_at = now()
    WHERE position_id = ${position.id} AND status = 'running' AND ends_at <= ${at}::timestamptz
    RETURNING id, order_id`)
  for (const r of ended.rows) await enqueueOrderMail(tx, r.order_id, 'ended')
  const counts = await tx.sql.execute<{ running: number; queued: number }>(sql`
    SELECT count(*) FILTER (WHERE status = 'running')::int AS running, count(*) FILTER (WHERE status = 'queued')::int AS queued
    FROM ad_campaigns WHERE position_id = ${position.id}`)
  let running = counts.rows[0]?.running ?? 0
  let queued = counts.rows[0]?.queued ?? 0
  const free = position.enabled ? Math.max(0, position.capacity - running) : 0
  let started: Settled['started'] = []
  if (free > 0 && queued > 0) {
    const { rows } = await tx.sql.execute<{ id: number; order_id: number; ends_at: string | Date }>(sql`
      UPDATE ad_campaigns c SET status = 'running', starts_at = ${at}::timestamptz,
        ends_at = ${at}::timestamptz + make_interval(secs => (coalesce(c.remaining_ms, c.duration_days * ${DAY_MS}) / 1000.0)::double precision),
        remaining_ms = NULL, updated_at = now()
      WHERE c.id IN (SELECT id FROM ad_campaigns WHERE position_id = ${position.id} AND status = 'queued' ORDER BY ${queueOrder} LIMIT ${free})
      RETURNING c.id, c.order_id, c.ends_at`)
    started = rows.map((r) => ({ id: r.id, endsAt: new Date(r.ends_at) }))
    for (const r of rows) await enqueueOrderMail(tx, r.order_id, 'started')
    running += started.length
    queued -= started.length
  }
  if (ended.rows.length > 0 || started.length > 0) await afterCampaignsMoved(tx, started.map((s) => s.endsAt))
  return { ended: ended.rows.map((r) => r.id), started, running, queued }
}

/**
 * Follow-up work, committed with the change: the scheduling job at each new end (the minute cron is
 * the safety net), and the cached pages that show ads (a running ad appears, an ended one goes).
 */
export async function afterCampaignsMoved(tx: Transaction, ends: Date[]): Promise<void> {
  for (const endsAt of ends) await enqueue('ads.schedule', {}, { req: tx.req, startAfter: endsAt })
  await enqueue('storefront.revalidate', { collection: 'ad-campaigns', tags: ['ad-campaigns'] }, { req: tx.req })
}

/**
 * An editor disabled the position: its running, paused and queued campaigns move to the first
 * position on sale with the same placement, keeping their paid order and their paid end (a running
 * ad keeps running, so the new position may be over its capacity until that ad ends: nobody loses
 * paid time), and that position is settled. With no comparable position the queued ads are
 * cancelled and refunded in full (refundUnplaceable.ts, queued with this change; support is told),
 * the running ones run to their paid end where they are, and paused ones (and resumed ones waiting
 * with their remaining time) stay for an editor to end with a pro-rata refund (their refund is a
 * share, not the whole): never lost.
 */
async function moveToComparable(tx: Transaction, position: LockedPosition, now: Date): Promise<Settled | null> {
  const { rows } = await tx.sql.execute<{ id: number }>(sql`
    SELECT id FROM ad_positions WHERE placement = ${position.placement} AND enabled IS NOT FALSE AND id <> ${position.id} ORDER BY id LIMIT 1`)
  const target = rows[0] ? await lockPosition(tx, rows[0].id) : null
  if (!target) {
    const cancelled = await tx.sql.execute<{ order_id: number }>(sql`
      UPDATE ad_campaigns SET status = 'cancelled', end_reason = 'position_removed', ended_at = ${now.toISOString()}::timestamptz, updated_at = now()
      WHERE position_id = ${position.id} AND status = 'queued' AND remaining_ms IS NULL
      RETURNING order_id`)
    for (const { order_id } of cancelled.rows) await queueUnplaceableRefund(tx, order_id)
    // The queue lengths shown on the business page and the quotes change.
    if (cancelled.rows.length > 0) await afterCampaignsMoved(tx, [])
    return null
  }
  await tx.sql.execute(sql`
    UPDATE ad_campaigns SET position_id = ${target.id}, updated_at = now()
    WHERE position_id = ${position.id} AND status IN ('running', 'paused', 'queued')`)
  return settlePosition(tx, target, now)
}
