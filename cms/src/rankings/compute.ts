import { RANKING_SIZE, newStarFloor, newStarWindowDays, trendFloor } from './boards'
import { type Pool, type Queryable, inTransaction } from '../db/pool'
import { type Granularity, type Period, previousPeriod } from './periods'
import { countryRegions } from './regions'

export type ComputeResult = {
  granularity: Granularity
  period: string
  /** A snapshot of this period existed and was kept (reruns change nothing). */
  skipped: boolean
  /** No traffic data for the period yet: nothing was published. */
  empty: boolean
  snapshots: number
  /** Snapshots of the previous version that `replace` marked superseded (kept for readers on them). */
  superseded: number
  rows: number
  ms: number
}

/**
 * Computes every board of one period and publishes them as snapshots, in one transaction: either
 * all boards of the period appear at once or none do. Set-based SQL over the whole catalogue
 * (window functions partitioned by region and category), so 100,000 products cost seconds.
 *
 * Idempotent: when the period already has snapshots they are kept unless `replace` is given
 * (an editor correcting imported data). An advisory lock serialises concurrent runs of the same period.
 *
 * A published snapshot never changes under a reader: rows are only ever inserted. `replace`
 * publishes a new version of every board of the period in this one transaction and marks the
 * previous version superseded (readers of the plain address move to the new one at commit; links
 * a page rendered name its snapshot id and keep showing the version it was rendered from).
 * Superseded versions are deleted after SUPERSEDED_RETENTION_DAYS, by whichever run comes next.
 */
export const SUPERSEDED_RETENTION_DAYS = 7

export async function computeRankings(pool: Pool, period: Period, options: { replace?: boolean } = {}): Promise<ComputeResult> {
  const started = Date.now()
  const { granularity: g, label } = period
  const result: ComputeResult = { granularity: g, period: label, skipped: false, empty: false, snapshots: 0, superseded: 0, rows: 0, ms: 0 }
  await inTransaction(pool, async (db) => {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`rankings:${g}:${label}`])
    await db.query(`DELETE FROM ranking_snapshots WHERE superseded_at < now() - make_interval(days => $1)`, [SUPERSEDED_RETENTION_DAYS])
    const existing = Number(
      (await db.query(`SELECT count(*) AS n FROM ranking_snapshots WHERE granularity = $1 AND period = $2 AND superseded_at IS NULL`, [g, label])).rows[0].n,
    )
    if (existing > 0 && !options.replace) {
      result.skipped = true
      result.snapshots = existing
      return
    }
    await db.query(`SET LOCAL work_mem = '64MB'`)
    // Weekly boards read weekly points; monthly and quarterly boards read monthly points.
    const source = g === 'week' ? 'week' : 'month'
    const prev = previousPeriod(period)
    const dataSource = (
      await db.query(
        `SELECT source FROM traffic_points WHERE granularity = $1 AND period_start >= $2 AND period_start < $3 GROUP BY source ORDER BY count(*) DESC LIMIT 1`,
        [source, period.start, period.end],
      )
    ).rows[0]?.source as string | undefined
    const appSource = (
      await db.query(`SELECT source FROM app_store_points WHERE granularity = $1 AND period_start >= $2 AND period_start < $3 LIMIT 1`, [source, period.start, period.end])
    ).rows[0]?.source as string | undefined
    if (!dataSource && !appSource) {
      result.empty = true
      return
    }
    if (existing > 0) {
      await db.query(`UPDATE ranking_snapshots SET superseded_at = now() WHERE granularity = $1 AND period = $2 AND superseded_at IS NULL`, [g, label])
      result.superseded = existing
    }

    await createFacts(db, 'cur', source, period)
    await createFacts(db, 'prev', source, prev)
    await createRegionFacts(db, 'cur_region', source, period)
    await createRegionFacts(db, 'prev_region', source, prev)
    await db.query(`CREATE TEMP TABLE ranked (
      board text, scope text, product_id integer, category_id integer, rank integer, visits bigint, previous_visits bigint,
      avg_visit_duration real, bounce_rate real, create_days integer, previous_rank integer) ON COMMIT DROP`)

    const N = RANKING_SIZE
    // Traffic, region and category boards compare with the previous period's full ranking under
    // the same rules, so a product that was 150th last month shows its real move into the top 100.
    await db.query(
      `INSERT INTO ranked
       SELECT 'traffic', 'global', c.product_id, c.category_id, c.rank, c.visits, pv.visits, c.avg_visit_duration, c.bounce_rate, c.create_days, pv.rank
         FROM (SELECT *, rank() OVER (ORDER BY visits DESC) AS rank FROM cur WHERE visits > 0) c
         LEFT JOIN (SELECT product_id, visits, CASE WHEN visits > 0 THEN rank() OVER (ORDER BY visits DESC) END AS rank FROM prev) pv USING (product_id)
        WHERE c.rank <= $1`,
      [N],
    )
    await db.query(
      `INSERT INTO ranked
       SELECT 'region', c.region, c.product_id, k.category_id, c.rank, c.visits, pv.visits, k.avg_visit_duration, k.bounce_rate, k.create_days, pv.rank
         FROM (SELECT *, rank() OVER (PARTITION BY region ORDER BY visits DESC) AS rank FROM cur_region WHERE visits > 0) c
         JOIN cur k USING (product_id)
         LEFT JOIN (SELECT product_id, region, visits, CASE WHEN visits > 0 THEN rank() OVER (PARTITION BY region ORDER BY visits DESC) END AS rank FROM prev_region) pv
           USING (product_id, region)
        WHERE c.rank <= $1`,
      [N],
    )
    await db.query(
      `INSERT INTO ranked
       SELECT 'category', cat.key, c.product_id, c.category_id, c.rank, c.visits, pv.visits, c.avg_visit_duration, c.bounce_rate, c.create_days, pv.rank
         FROM (SELECT *, rank() OVER (PARTITION BY category_id ORDER BY visits DESC) AS rank FROM cur WHERE visits > 0) c
         JOIN categories cat ON cat.id = c.category_id
         LEFT JOIN (SELECT product_id, visits, CASE WHEN visits > 0 THEN rank() OVER (PARTITION BY category_id ORDER BY visits DESC) END AS rank FROM prev) pv USING (product_id)
        WHERE c.rank <= $1`,
      [N],
    )
    // Trend and new-star membership depends on the period, so they compare with the board as it
    // was published last period.
    const previousBoard = `(SELECT rr.product_id, rr.rank FROM ranking_rows rr JOIN ranking_snapshots s ON s.id = rr.snapshot_id
                             WHERE s.granularity = $2 AND s.period = $3 AND s.board = $4 AND s.scope = 'global' AND s.superseded_at IS NULL)`
    await db.query(
      `INSERT INTO ranked
       SELECT 'trend', 'global', c.product_id, c.category_id, c.rank, c.visits, c.prev_visits, c.avg_visit_duration, c.bounce_rate, c.create_days, pb.rank
         FROM (SELECT c.*, pv.visits AS prev_visits,
                      rank() OVER (ORDER BY (c.visits - pv.visits)::float8 / pv.visits DESC) AS rank
                 FROM cur c JOIN prev pv USING (product_id)
                WHERE pv.visits >= $5 AND c.visits > 0) c
         LEFT JOIN ${previousBoard} pb USING (product_id)
        WHERE c.rank <= $1`,
      [N, g, prev.label, 'trend', trendFloor[g]],
    )
    await db.query(
      `INSERT INTO ranked
       SELECT 'new', 'global', c.product_id, c.category_id, c.rank, c.visits, pv.visits, c.avg_visit_duration, c.bounce_rate, c.create_days, pb.rank
         FROM (SELECT c.*, rank() OVER (ORDER BY c.visits DESC) AS rank
                 FROM cur c
                 JOIN (SELECT product_id, min(period_start) AS first_seen FROM traffic_points
                        WHERE product_id IN (SELECT product_id FROM cur WHERE visits >= $5) GROUP BY product_id) f USING (product_id)
                WHERE c.visits >= $5 AND f.first_seen >= $6::date - $7::int) c
         LEFT JOIN prev pv USING (product_id)
         LEFT JOIN ${previousBoard} pb USING (product_id)
        WHERE c.rank <= $1`,
      [N, g, prev.label, 'new', newStarFloor[g], period.start, newStarWindowDays[g]],
    )
    for (const store of ['ios', 'android'] as const) {
      await db.query(
        `WITH facts AS (
           SELECT a.product_id, p.category_id, sum(a.downloads)::bigint AS downloads,
                  (sum(a.downloads) FILTER (WHERE a.period_start >= $3 AND a.period_start < $4))::bigint AS cur,
                  (sum(a.downloads) FILTER (WHERE a.period_start >= $5 AND a.period_start < $3))::bigint AS prev,
                  ($4::date - p.domain_created_at::date) AS create_days
             FROM app_store_points a JOIN products p ON p.id = a.product_id AND p.status = 'published'
            WHERE a.store = $2 AND a.granularity = $6 AND a.period_start >= $5 AND a.period_start < $4
            GROUP BY a.product_id, p.category_id, p.domain_created_at)
         INSERT INTO ranked
         SELECT $2, 'global', c.product_id, c.category_id, c.rank, c.cur, pv.prev, NULL, NULL, c.create_days, pv.rank
           FROM (SELECT *, rank() OVER (ORDER BY cur DESC) AS rank FROM facts WHERE cur > 0) c
           LEFT JOIN (SELECT product_id, prev, CASE WHEN prev > 0 THEN rank() OVER (ORDER BY prev DESC NULLS LAST) END AS rank FROM facts) pv USING (product_id)
          WHERE c.rank <= $1`,
        [N, store, period.start, period.end, prev.start, source],
      )
    }

    const snapshots = await db.query(
      `INSERT INTO ranking_snapshots (granularity, period, period_start, period_end, board, scope, metric, source, row_count)
       SELECT $1, $2, $3, $4, board, scope, CASE WHEN board IN ('ios', 'android') THEN 'downloads' ELSE 'visits' END,
              CASE WHEN board IN ('ios', 'android') THEN $6 ELSE $5 END, count(*)
         FROM ranked GROUP BY board, scope
       RETURNING id`,
      [g, label, period.start, period.end, dataSource ?? appSource, appSource ?? dataSource],
    )
    const rows = await db.query(
      `INSERT INTO ranking_rows (snapshot_id, rank, product_id, category_id, visits, previous_visits, growth, growth_rate,
                                 avg_visit_duration, bounce_rate, create_days, previous_rank)
       SELECT s.id, r.rank, r.product_id, r.category_id, r.visits, r.previous_visits, r.visits - r.previous_visits,
              CASE WHEN r.previous_visits > 0 THEN (r.visits - r.previous_visits)::float8 / r.previous_visits END,
              r.avg_visit_duration, r.bounce_rate, r.create_days, r.previous_rank
         FROM ranked r JOIN ranking_snapshots s ON s.granularity = $1 AND s.period = $2 AND s.board = r.board AND s.scope = r.scope AND s.superseded_at IS NULL`,
      [g, label],
    )
    result.snapshots = snapshots.rowCount ?? snapshots.rows.length
    result.rows = rows.rowCount ?? 0
  })
  result.ms = Date.now() - started
  return result
}

/** Per product: visits of the period (summed over its points) and visit-weighted averages. */
async function createFacts(db: Queryable, table: string, source: string, p: Period) {
  await db.query(
    `CREATE TEMP TABLE ${table} ON COMMIT DROP AS
     SELECT t.product_id, p.category_id, sum(t.visits)::bigint AS visits,
            (sum(t.avg_visit_duration * t.visits) / nullif(sum(t.visits) FILTER (WHERE t.avg_visit_duration IS NOT NULL), 0))::real AS avg_visit_duration,
            (sum(t.bounce_rate * t.visits) / nullif(sum(t.visits) FILTER (WHERE t.bounce_rate IS NOT NULL), 0))::real AS bounce_rate,
            ($3::date - p.domain_created_at::date) AS create_days
       FROM traffic_points t JOIN products p ON p.id = t.product_id AND p.status = 'published'
      WHERE t.granularity = $1 AND t.period_start >= $2 AND t.period_start < $3
      GROUP BY t.product_id, p.category_id, p.domain_created_at`,
    [source, p.start, p.end],
  )
  await db.query(`ANALYZE ${table}`)
}

/** Per product and region: the visits from that country (visits × its share). */
async function createRegionFacts(db: Queryable, table: string, source: string, p: Period) {
  await db.query(
    `CREATE TEMP TABLE ${table} ON COMMIT DROP AS
     SELECT t.product_id, r.code AS region, sum(t.visits * (t.countries ->> r.code)::float8)::bigint AS visits
       FROM traffic_points t
       JOIN products p ON p.id = t.product_id AND p.status = 'published'
       CROSS JOIN unnest($4::text[]) AS r(code)
      WHERE t.granularity = $1 AND t.period_start >= $2 AND t.period_start < $3 AND t.countries ? r.code
      GROUP BY t.product_id, r.code`,
    [source, p.start, p.end, countryRegions],
  )
}
