import type { Payload, TypedUser } from 'payload'
import type { Locale } from '../locales'
import { poolOf } from '../db/pool'
import type { AdCampaignStatus } from '../collections/Ads/AdCampaigns'

const DAY_MS = 24 * 60 * 60 * 1000

/** One of the owner's campaigns as the user centre's "My ads" tab shows it. */
export type OwnerAd = {
  id: number
  status: AdCampaignStatus
  product: { key: string; name: string } | null
  position: { key: string; name: string } | null
  durationDays: number
  startsAt: string | null
  endsAt: string | null
  /** Whole days of running time left (a started day counts), 0 once ended. */
  remainingDays: number
  impressions: number
  clicks: number
}

/** Days left: until the end while running, what the pause kept while paused, the paid days while queued. */
export function remainingDaysOf(c: { status: string; endsAt?: string | null; remainingMs?: number | null; durationDays: number }, now: number): number {
  switch (c.status) {
    case 'running':
      return c.endsAt ? Math.max(0, Math.ceil((Date.parse(c.endsAt) - now) / DAY_MS)) : c.durationDays
    case 'paused':
      return Math.max(0, Math.ceil((c.remainingMs ?? 0) / DAY_MS))
    case 'queued':
      return c.durationDays
    default:
      return 0
  }
}

const relation = (value: unknown): { key: string; name: string } | null =>
  value && typeof value === 'object' && 'key' in value ? { key: String((value as any).key), name: String((value as any).name ?? (value as any).key) } : null

/**
 * The signed-in user's own campaigns, newest first, with their counted impressions and clicks. The
 * campaigns are read as the user (`overrideAccess: false`, owner filter on top), so nobody reads
 * another's; the counters are then summed for exactly those ids.
 */
export async function findOwnerAds(payload: Payload, user: TypedUser, locale: Locale, now: number = Date.now()): Promise<OwnerAd[]> {
  const { docs } = await payload.find({
    collection: 'ad-campaigns',
    user,
    overrideAccess: false,
    locale,
    where: { owner: { equals: user.id } },
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    select: { status: true, product: true, position: true, durationDays: true, startsAt: true, endsAt: true, remainingMs: true },
    populate: { products: { key: true, name: true }, 'ad-positions': { key: true, name: true } } as never,
  })
  const ids = docs.map((d) => Number(d.id))
  const totals = new Map<number, { impressions: number; clicks: number }>()
  if (ids.length > 0) {
    const { rows } = await poolOf(payload).query<{ campaign_id: number; impressions: string; clicks: string }>({
      name: 'ad_stats_owner_totals',
      text: `SELECT campaign_id, sum(impressions) AS impressions, sum(clicks) AS clicks FROM ad_stats_hourly WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id`,
      values: [ids],
    })
    for (const r of rows) totals.set(Number(r.campaign_id), { impressions: Number(r.impressions), clicks: Number(r.clicks) })
  }
  return docs.map((d: any) => ({
    id: Number(d.id),
    status: d.status,
    product: relation(d.product),
    position: relation(d.position),
    durationDays: Number(d.durationDays),
    startsAt: d.startsAt ?? null,
    endsAt: d.endsAt ?? null,
    remainingDays: remainingDaysOf(d, now),
    impressions: totals.get(Number(d.id))?.impressions ?? 0,
    clicks: totals.get(Number(d.id))?.clicks ?? 0,
  }))
}
