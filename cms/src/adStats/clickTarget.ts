import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

/** Where a click on an ad leads: the advertised product (by key), and whether the ad runs at `now`. */
export type AdClickTarget = { campaignId: number; productKey: string; running: boolean }

type Row = { productKey: string; status: string; startsAt: number; endsAt: number }

/** How long a process trusts what it read of a campaign: the counting statement checks the campaign again. */
const TARGET_TTL_MS = 10_000
const MAX_TARGETS = 10_000
const remembered = new Map<number, { row: Row | null; readAt: number }>()

async function readTarget(payload: Payload, campaignId: number): Promise<Row | null> {
  const { rows } = await poolOf(payload).query<{ key: string; status: string; starts_at: Date | null; ends_at: Date | null }>({
    name: 'ad_stats_click_target',
    text: `SELECT p.key, c.status, c.starts_at, c.ends_at
             FROM ad_campaigns c JOIN products p ON p.id = c.product_id AND p.status = 'published'
            WHERE c.id = $1`,
    values: [campaignId],
  })
  const r = rows[0]
  return r ? { productKey: r.key, status: r.status, startsAt: r.starts_at ? new Date(r.starts_at).getTime() : Infinity, endsAt: r.ends_at ? new Date(r.ends_at).getTime() : -Infinity } : null
}

/**
 * The campaign's product for the click redirect, or null when no campaign has this id or its product
 * is not published. A system read (campaigns are private to their owner): it returns only the
 * product key, which the ad on the page shows anyway. Kept for a few seconds per process, so a burst
 * of clicks costs one read per campaign, not one per click; whether the click counts is decided
 * again by the counting statement, so a campaign paused meanwhile counts nothing.
 */
export async function findAdClickTarget(payload: Payload, campaignId: number, now: Date = new Date()): Promise<AdClickTarget | null> {
  const at = now.getTime()
  let entry = remembered.get(campaignId)
  if (!entry || Date.now() - entry.readAt >= TARGET_TTL_MS) {
    entry = { row: await readTarget(payload, campaignId), readAt: Date.now() }
    remembered.delete(campaignId)
    remembered.set(campaignId, entry)
    if (remembered.size > MAX_TARGETS) remembered.delete(remembered.keys().next().value as number)
  }
  const row = entry.row
  if (!row) return null
  return { campaignId, productKey: row.productKey, running: row.status === 'running' && row.startsAt <= at && row.endsAt > at }
}
