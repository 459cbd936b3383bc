import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

/** A product's monthly traffic history and its latest month in full, for the traffic tab. */
export type TrafficSeries = {
  months: { period: string; visits: number }[]
  latest: {
    period: string
    source: string
    visits: number
    uniqueVisitors: number | null
    pagesPerVisit: number | null
    avgVisitDuration: number | null
    bounceRate: number | null
    sources: { key: 'direct' | 'search' | 'email' | 'referral' | 'social' | 'display'; share: number }[]
    countries: { code: string; share: number }[]
  } | null
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/** The last 24 months of a product's traffic, oldest first, and the latest month's breakdown. */
export async function readTrafficSeries(payload: Payload, productId: number): Promise<TrafficSeries> {
  const db = poolOf(payload)
  const { rows } = await db.query(
    `SELECT to_char(period_start, 'YYYY-MM') AS period, visits, unique_visitors, pages_per_visit, avg_visit_duration, bounce_rate,
            share_direct, share_search, share_email, share_referral, share_social, share_display, countries, source
       FROM traffic_points WHERE product_id = $1 AND granularity = 'month' ORDER BY period_start DESC LIMIT 24`,
    [productId],
  )
  const months = rows.map((r) => ({ period: r.period as string, visits: Number(r.visits) })).reverse()
  const r = rows[0]
  if (!r) return { months, latest: null }
  const sources = (['direct', 'search', 'email', 'referral', 'social', 'display'] as const)
    .map((key) => ({ key, share: n(r[`share_${key}`]) }))
    .filter((s): s is { key: typeof s.key; share: number } => s.share !== null)
  const countries = Object.entries((r.countries ?? {}) as Record<string, number>)
    .map(([code, share]) => ({ code, share: Number(share) }))
    .sort((a, b) => b.share - a.share)
  return {
    months,
    latest: {
      period: r.period,
      source: r.source,
      visits: Number(r.visits),
      uniqueVisitors: n(r.unique_visitors),
      pagesPerVisit: n(r.pages_per_visit),
      avgVisitDuration: n(r.avg_visit_duration),
      bounceRate: n(r.bounce_rate),
      sources,
      countries,
    },
  }
}
