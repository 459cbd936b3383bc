import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

/** How full one ad position is right now: campaigns showing, and paid campaigns waiting for a slot. */
export type AdOccupancy = { running: number; queued: number }

/**
 * Running and queued campaigns per ad position id, for the offers to advertise (the business page,
 * the home page's positions). "Running" is what the site shows: status running inside its paid
 * window, the same rule the ad display reads by. A system read of counts only (no owner, product or
 * order leaves it): campaigns are private to their owners, the numbers are public. Positions with no
 * campaign are absent from the map (0 and 0).
 */
export async function adOccupancy(payload: Payload, now: Date = new Date()): Promise<Map<number, AdOccupancy>> {
  const { rows } = await poolOf(payload).query<{ position_id: number; running: string; queued: string }>(
    `SELECT position_id,
            count(*) FILTER (WHERE status = 'running' AND starts_at <= $1 AND ends_at > $1) AS running,
            count(*) FILTER (WHERE status = 'queued') AS queued
       FROM ad_campaigns
      WHERE position_id IS NOT NULL AND status IN ('running', 'queued')
      GROUP BY position_id`,
    [now.toISOString()],
  )
  return new Map(rows.map((r) => [Number(r.position_id), { running: Number(r.running), queued: Number(r.queued) }]))
}
