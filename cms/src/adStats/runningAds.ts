import type { Payload } from 'payload'
import { adPlacements } from '../collections/AdPositions'
import { poolOf } from '../db/pool'

export type AdPlacement = (typeof adPlacements)[number]
export { adPlacements }

/** A campaign shown now: the fields a visitor may see (no owner, order or money). */
export type RunningAd = {
  campaignId: number
  productId: number
  productKey: string
  positionKey: string
  startsAt: string
  endsAt: string
}

/** One enabled position of the placement: how many run in it now, so a free slot can still be offered. */
export type PlacementPosition = { key: string; capacity: number; running: number }

export type PlacementAds = { placement: AdPlacement; positions: PlacementPosition[]; ads: RunningAd[] }

/**
 * The ads running in a placement at `now`: campaigns `running` with startsAt <= now < endsAt, in an
 * enabled position, whose product is published, oldest start first, at most the position's
 * capacity each. A system read in plain SQL: campaigns are readable only by their owner and
 * support, while the fields returned here are what every visitor sees on the page anyway.
 */
export async function findRunningAds(payload: Payload, placement: AdPlacement, now: Date = new Date()): Promise<PlacementAds> {
  if (!(adPlacements as readonly string[]).includes(placement)) throw new TypeError(`unknown ad placement ${placement}`)
  const db = poolOf(payload)
  const [positions, campaigns] = await Promise.all([
    db.query<{ id: number; key: string; capacity: string }>({
      name: 'ad_stats_placement_positions',
      text: `SELECT id, key, capacity FROM ad_positions WHERE placement = $1 AND enabled IS NOT FALSE ORDER BY id`,
      values: [placement],
    }),
    db.query<{ id: number; product_id: number; product_key: string; position_id: number; starts_at: Date; ends_at: Date }>({
      name: 'ad_stats_running_campaigns',
      text: `SELECT c.id, c.product_id, p.key AS product_key, c.position_id, c.starts_at, c.ends_at
               FROM ad_campaigns c
               JOIN ad_positions ap ON ap.id = c.position_id
               JOIN products p ON p.id = c.product_id AND p.status = 'published'
              WHERE ap.placement = $1 AND ap.enabled IS NOT FALSE
                AND c.status = 'running' AND c.starts_at <= $2 AND c.ends_at > $2
              ORDER BY c.starts_at, c.id`,
      values: [placement, now],
    }),
  ])
  const byId = new Map(positions.rows.map((p) => [p.id, { key: p.key, capacity: Number(p.capacity), running: 0 }]))
  const ads: RunningAd[] = []
  for (const c of campaigns.rows) {
    const position = byId.get(c.position_id)
    // Never more than the position sells, even if the scheduler overran it.
    if (!position || position.running >= position.capacity) continue
    position.running += 1
    ads.push({
      campaignId: c.id,
      productId: c.product_id,
      productKey: c.product_key,
      positionKey: position.key,
      startsAt: new Date(c.starts_at).toISOString(),
      endsAt: new Date(c.ends_at).toISOString(),
    })
  }
  return { placement, positions: [...byId.values()], ads }
}

/** The ads of `read` still running at `now` (a cached read may be older than an ad's end). */
export function stillRunning<A extends { startsAt: string; endsAt: string }>(ads: A[], now: number = Date.now()): A[] {
  return ads.filter((a) => Date.parse(a.startsAt) <= now && Date.parse(a.endsAt) > now)
}

/** Milliseconds until the first of these ads ends (or Infinity): how long a page showing them may be kept. */
export function msUntilFirstEnd(ads: { endsAt: string }[], now: number = Date.now()): number {
  let first = Infinity
  for (const a of ads) first = Math.min(first, Date.parse(a.endsAt) - now)
  return first
}
