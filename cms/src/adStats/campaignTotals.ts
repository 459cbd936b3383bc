import type { Queryable } from '../db/pool'

export type CampaignTotals = { impressions: number; clicks: number }

/** A campaign's impressions and clicks over its whole run (the hourly rows summed); zeros before its first count. */
export async function campaignTotals(db: Queryable, campaignId: number): Promise<CampaignTotals> {
  const { rows } = await db.query<{ impressions: string | null; clicks: string | null }>({
    name: 'ad-stats-campaign-totals',
    text: 'SELECT sum(impressions) AS impressions, sum(clicks) AS clicks FROM ad_stats_hourly WHERE campaign_id = $1',
    values: [campaignId],
  })
  return { impressions: Number(rows[0]?.impressions ?? 0), clicks: Number(rows[0]?.clicks ?? 0) }
}
