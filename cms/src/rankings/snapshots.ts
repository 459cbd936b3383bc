import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import type { Board } from './boards'
import type { Granularity } from './periods'

/**
 * Reads of published ranking snapshots for the site. Plain SQL: rankings are tables, not
 * collections (see the migration); product names and localized category names are joined at read
 * time, and unpublished products are left out. Snapshot rows never change once published, so
 * callers may cache these (the storefront does, tag `rankings`).
 */
export type SnapshotMeta = {
  id: number
  granularity: Granularity
  period: string
  periodStart: string
  periodEnd: string
  board: Board
  scope: string
  metric: 'visits' | 'downloads'
  source: string
  rowCount: number
  computedAt: string
  /** Set on an earlier version of a period that an editor's replace superseded. */
  supersededAt: string | null
}

export type RankingRow = {
  rank: number
  productId: number
  key: string
  name: string
  categoryKey: string | null
  categoryName: string | null
  visits: number
  previousVisits: number | null
  growth: number | null
  growthRate: number | null
  avgVisitDuration: number | null
  bounceRate: number | null
  createDays: number | null
  previousRank: number | null
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
const iso = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

const toMeta = (r: any): SnapshotMeta => ({
  id: r.id,
  granularity: r.granularity,
  period: r.period,
  periodStart: iso(r.period_start),
  periodEnd: iso(r.period_end),
  board: r.board,
  scope: r.scope,
  metric: r.metric,
  source: r.source,
  rowCount: r.row_count,
  computedAt: new Date(r.computed_at).toISOString(),
  supersededAt: r.superseded_at ? new Date(r.superseded_at).toISOString() : null,
})

/** The snapshot of a board for a period, or the latest one when no period is given. */
export async function findSnapshot(payload: Payload, granularity: Granularity, board: Board, scope: string, period: string | null): Promise<SnapshotMeta | null> {
  const db = poolOf(payload)
  const { rows } = await db.query(
    `SELECT * FROM ranking_snapshots WHERE granularity = $1 AND board = $2 AND scope = $3 AND ($4::text IS NULL OR period = $4)
        AND superseded_at IS NULL
      ORDER BY period_start DESC LIMIT 1`,
    [granularity, board, scope, period],
  )
  return rows[0] ? toMeta(rows[0]) : null
}

/** One snapshot by id, current or superseded (a reader pinned to it, see snapshotPin.ts); null once deleted. */
export async function snapshotById(payload: Payload, id: number): Promise<SnapshotMeta | null> {
  const db = poolOf(payload)
  const { rows } = await db.query(`SELECT * FROM ranking_snapshots WHERE id = $1`, [id])
  return rows[0] ? toMeta(rows[0]) : null
}

/** Published periods of a board, newest first (for the period switcher). */
export async function publishedPeriods(payload: Payload, granularity: Granularity, board: Board, scope: string): Promise<string[]> {
  const db = poolOf(payload)
  const { rows } = await db.query(
    `SELECT period FROM ranking_snapshots WHERE granularity = $1 AND board = $2 AND scope = $3 AND superseded_at IS NULL ORDER BY period_start DESC LIMIT 24`,
    [granularity, board, scope],
  )
  return rows.map((r) => r.period as string)
}

/** The rows of one snapshot in rank order, with names in the page language. */
export async function snapshotRows(payload: Payload, snapshotId: number, locale: Locale, limit: number | null): Promise<RankingRow[]> {
  const db = poolOf(payload)
  const { rows } = await db.query(
    `SELECT rr.*, p.key, p.name, c.key AS category_key,
            coalesce(cl.name, cen.name) AS category_name
       FROM ranking_rows rr
       JOIN products p ON p.id = rr.product_id AND p.status = 'published'
       LEFT JOIN categories c ON c.id = rr.category_id
       LEFT JOIN categories_locales cl ON cl._parent_id = c.id AND cl._locale = $2
       LEFT JOIN categories_locales cen ON cen._parent_id = c.id AND cen._locale = 'en'
      WHERE rr.snapshot_id = $1
      ORDER BY rr.rank, p.name
      LIMIT $3`,
    [snapshotId, locale, limit],
  )
  return rows.map((r) => ({
    rank: r.rank,
    productId: r.product_id,
    key: r.key,
    name: r.name,
    categoryKey: r.category_key,
    categoryName: r.category_name,
    visits: Number(r.visits),
    previousVisits: num(r.previous_visits),
    growth: num(r.growth),
    growthRate: num(r.growth_rate),
    avgVisitDuration: num(r.avg_visit_duration),
    bounceRate: num(r.bounce_rate),
    createDays: num(r.create_days),
    previousRank: num(r.previous_rank),
  }))
}

/** Product categories that have a published category board, with their names. */
export async function rankedCategories(payload: Payload, granularity: Granularity, period: string, locale: Locale): Promise<{ key: string; name: string }[]> {
  const db = poolOf(payload)
  const { rows } = await db.query(
    `SELECT c.key, coalesce(cl.name, cen.name, c.key) AS name
       FROM ranking_snapshots s JOIN categories c ON c.key = s.scope
       LEFT JOIN categories_locales cl ON cl._parent_id = c.id AND cl._locale = $3
       LEFT JOIN categories_locales cen ON cen._parent_id = c.id AND cen._locale = 'en'
      WHERE s.granularity = $1 AND s.period = $2 AND s.board = 'category' AND s.superseded_at IS NULL
      ORDER BY c."order", c.key`,
    [granularity, period, locale],
  )
  return rows as { key: string; name: string }[]
}

/** Where a product stands on the latest main boards (the product page's rank positions). */
export async function productPositions(payload: Payload, productId: number): Promise<{ granularity: Granularity; board: Board; scope: string; period: string; rank: number; previousRank: number | null }[]> {
  const db = poolOf(payload)
  const { rows } = await db.query(
    `WITH latest AS (
       SELECT DISTINCT ON (granularity) granularity, period FROM ranking_snapshots WHERE board = 'traffic' AND superseded_at IS NULL
        ORDER BY granularity, period_start DESC)
     SELECT s.granularity, s.board, s.scope, s.period, rr.rank, rr.previous_rank
       FROM latest l
       JOIN ranking_snapshots s ON s.granularity = l.granularity AND s.period = l.period AND s.board IN ('traffic', 'category', 'trend', 'new') AND s.superseded_at IS NULL
       JOIN ranking_rows rr ON rr.snapshot_id = s.id AND rr.product_id = $1
      ORDER BY array_position(ARRAY['month', 'week', 'quarter'], s.granularity), array_position(ARRAY['traffic', 'category', 'trend', 'new'], s.board)`,
    [productId],
  )
  return rows.map((r) => ({ granularity: r.granularity, board: r.board, scope: r.scope, period: r.period, rank: r.rank, previousRank: num(r.previous_rank) }))
}
