import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

/** Where a click on an ad leads: the advertised product (by key), and whether the ad runs at `now`. */
export type AdClickTarget = { campaignId: number; productKey: string; running: boolean }

/**
 * The campaign's product for the click redirect, or null when no campaign has this id or its product
 * is not published. A system read (campaigns are private to their owner): it returns only the
 * product key, which the ad on the page shows anyway.
 */
export async function findAdClickTarget(payload: Payload, campaignId: number, now: Date = new Date()): Promise<AdClickTarget | null> {
  const { rows } = await poolOf(payload).query<{ key: string; running: boolean }>({
    name: 'ad_stats_click_target',
    text: `SELECT p.key, (c.status = 'running' AND c.starts_at <= $2 AND c.ends_at > $2) AS running
             FROM ad_campaigns c JOIN products p ON p.id = c.product_id AND p.status = 'published'
            WHERE c.id = $1`,
    values: [campaignId, now],
  })
  const row = rows[0]
  return row ? { campaignId, productKey: row.key, running: row.running === true } : null
}
