import { computeRankings, parsePeriod, poolOf, SUPERSEDED_RETENTION_DAYS } from '@aidir/cms'
import { beforeAll, describe, expect, it } from 'vitest'
import { createProduct, payload, unique } from './helpers'

/**
 * Hand-made series in months no seeded data covers (2019), so every board of those periods holds
 * only these products: ties, a missing month, zero previous visits, a product that disappears.
 */
const pool = poolOf(payload)
const ids: Record<string, number> = {}

async function point(product: string, month: string, visits: number, extra: { countries?: Record<string, number>; duration?: number; bounce?: number } = {}) {
  await pool.query(
    `INSERT INTO traffic_points (product_id, granularity, period_start, domain, visits, avg_visit_duration, bounce_rate, countries, source)
     VALUES ($1, 'month', $2, 'hand.test', $3, $4, $5, $6, 'test')`,
    [ids[product], `${month}-01`, visits, extra.duration ?? 100, extra.bounce ?? 0.5, JSON.stringify(extra.countries ?? {})],
  )
}

const rowsOf = async (period: string, board: string, scope = 'global') =>
  (
    await pool.query(
      `SELECT rr.* FROM ranking_rows rr JOIN ranking_snapshots s ON s.id = rr.snapshot_id
        WHERE s.granularity = 'month' AND s.period = $1 AND s.board = $2 AND s.scope = $3 AND s.superseded_at IS NULL ORDER BY rr.rank, rr.product_id`,
      [period, board, scope],
    )
  ).rows.map((r) => ({ ...r, visits: Number(r.visits), previous_visits: r.previous_visits === null ? null : Number(r.previous_visits), growth: r.growth === null ? null : Number(r.growth) }))

const nameOf = (id: number) => Object.entries(ids).find(([, v]) => v === id)![0]

describe('ranking computation on hand-made series', () => {
  beforeAll(async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      const p = await createProduct({ url: `https://${unique(name)}.rank.test`, domain: { createdAt: '2018-12-01T00:00:00.000Z' } })
      ids[name] = p.id as number
    }
    // a doubles; b comes from zero (tie with a); c has no previous month; d vanishes; e shrinks.
    await point('a', '2019-01', 10_000, { countries: { us: 0.5, jp: 0.1 }, duration: 200, bounce: 0.4 })
    await point('a', '2019-02', 20_000, { countries: { us: 0.5, jp: 0.1 }, duration: 100, bounce: 0.6 })
    await point('b', '2019-01', 0)
    await point('b', '2019-02', 20_000, { countries: { us: 0.1 } })
    await point('c', '2019-02', 5_000)
    await point('d', '2019-01', 50_000)
    await point('e', '2019-01', 40_000)
    await point('e', '2019-02', 30_000, { countries: { jp: 0.9 } })
    await computeRankings(pool, parsePeriod('month', '2019-01')!)
  })

  it('ranks by visits with ties sharing a rank, and leaves out products without data', async () => {
    const result = await computeRankings(pool, parsePeriod('month', '2019-02')!)
    expect(result).toMatchObject({ skipped: false, empty: false })
    const rows = await rowsOf('2019-02', 'traffic')
    expect(rows.map((r) => [nameOf(r.product_id), r.rank])).toEqual([['e', 1], ['a', 2], ['b', 2], ['c', 4]])
  })

  it('computes growth and growth rate against the previous month', async () => {
    const rows = Object.fromEntries((await rowsOf('2019-02', 'traffic')).map((r) => [nameOf(r.product_id), r]))
    expect(rows.a).toMatchObject({ visits: 20_000, previous_visits: 10_000, growth: 10_000, growth_rate: 1 })
    expect(rows.e).toMatchObject({ growth: -10_000, growth_rate: -0.25 })
    // Zero previous visits: the change is known, the rate is not (no division by zero).
    expect(rows.b).toMatchObject({ previous_visits: 0, growth: 20_000, growth_rate: null })
    // A missing previous month: neither.
    expect(rows.c).toMatchObject({ previous_visits: null, growth: null, growth_rate: null, previous_rank: null })
  })

  it('records the previous rank and the days since the domain was created', async () => {
    const rows = Object.fromEntries((await rowsOf('2019-02', 'traffic')).map((r) => [nameOf(r.product_id), r]))
    // January: d 50k (1), e 40k (2), a 10k (3); b had 0 visits and was not ranked.
    expect(rows.e!.previous_rank).toBe(2)
    expect(rows.a!.previous_rank).toBe(3)
    expect(rows.b!.previous_rank).toBeNull()
    expect(rows.a!.create_days).toBe(90) // 2018-12-01 → 2019-03-01
    expect(rows.a).toMatchObject({ avg_visit_duration: 100, bounce_rate: expect.closeTo(0.6, 5) })
  })

  it('ranks regions by the visits from that country', async () => {
    const us = await rowsOf('2019-02', 'region', 'us')
    expect(us.map((r) => [nameOf(r.product_id), r.visits, r.rank])).toEqual([['a', 10_000, 1], ['b', 2_000, 2]])
    const jp = await rowsOf('2019-02', 'region', 'jp')
    expect(jp.map((r) => [nameOf(r.product_id), r.rank, r.previous_rank])).toEqual([['e', 1, null], ['a', 2, 1]])
  })

  it('ranks the trend board by growth rate above the floor, and new stars by visits', async () => {
    const trend = await rowsOf('2019-02', 'trend')
    // b (from zero) and c (no previous month) cannot have a growth rate; d has no current month.
    expect(trend.map((r) => nameOf(r.product_id))).toEqual(['a', 'e'])
    const fresh = await rowsOf('2019-02', 'new')
    expect(fresh.map((r) => nameOf(r.product_id))).toEqual(['e', 'a', 'b', 'c'])
  })

  it('publishes a period once: reruns keep the snapshot; replace publishes a new version and keeps the old one for its readers', async () => {
    const current = async () =>
      (await pool.query(`SELECT id, board, scope FROM ranking_snapshots WHERE granularity = 'month' AND period = '2019-02' AND superseded_at IS NULL ORDER BY id`)).rows
    const before = await current()
    const rerun = await computeRankings(pool, parsePeriod('month', '2019-02')!)
    expect(rerun).toMatchObject({ skipped: true, snapshots: before.length })
    expect(await current()).toEqual(before)

    // A reader is on the published main board (by id, as its page's links are).
    const traffic = before.find((s) => s.board === 'traffic')!
    const readerRows = async (id: number) => (await pool.query(`SELECT product_id, rank, visits::int AS visits FROM ranking_rows WHERE snapshot_id = $1 ORDER BY rank, product_id`, [id])).rows
    const seen = await readerRows(traffic.id)
    expect(seen.map((r) => nameOf(r.product_id))).toEqual(['e', 'a', 'b', 'c'])

    await pool.query(`UPDATE traffic_points SET visits = 25000 WHERE product_id = $1 AND period_start = '2019-02-01'`, [ids.c])
    const replaced = await computeRankings(pool, parsePeriod('month', '2019-02')!, { replace: true })
    expect(replaced).toMatchObject({ snapshots: before.length, superseded: before.length })
    // The plain address (the current version) has the corrected figures, under new ids…
    const after = await current()
    expect(after.map((s) => [s.board, s.scope])).toEqual(before.map((s) => [s.board, s.scope]))
    expect(after.some((s) => before.some((b) => b.id === s.id))).toBe(false)
    const rows = await rowsOf('2019-02', 'traffic')
    expect(rows.map((r) => [nameOf(r.product_id), r.rank])).toEqual([['e', 1], ['c', 2], ['a', 3], ['b', 3]])
    // …while the version the reader was on is still there, unchanged, and marked superseded.
    expect(await readerRows(traffic.id)).toEqual(seen)
    const old = (await pool.query(`SELECT superseded_at FROM ranking_snapshots WHERE id = $1`, [traffic.id])).rows[0]
    expect(old.superseded_at).toBeInstanceOf(Date)

    // Superseded versions go once the retention has passed, at the next run of any period.
    await pool.query(`UPDATE ranking_snapshots SET superseded_at = now() - make_interval(days => $1) WHERE id = $2`, [SUPERSEDED_RETENTION_DAYS + 1, traffic.id])
    await computeRankings(pool, parsePeriod('month', '2019-01')!)
    expect((await pool.query(`SELECT count(*)::int AS n FROM ranking_snapshots WHERE id = $1`, [traffic.id])).rows[0].n).toBe(0)
    expect(await readerRows(traffic.id)).toEqual([])
    expect((await pool.query(`SELECT count(*)::int AS n FROM ranking_snapshots WHERE granularity = 'month' AND period = '2019-02' AND superseded_at IS NOT NULL`)).rows[0].n).toBe(before.length - 1)
    expect(await current()).toEqual(after)
  })

  it('publishes nothing for a period without data', async () => {
    const result = await computeRankings(pool, parsePeriod('month', '2001-05')!)
    expect(result).toMatchObject({ empty: true, snapshots: 0 })
    expect((await pool.query(`SELECT count(*)::int AS n FROM ranking_snapshots WHERE period = '2001-05'`)).rows[0].n).toBe(0)
  })

  it('ranks quarters over the sum of their months', async () => {
    await computeRankings(pool, parsePeriod('quarter', '2019-Q1')!)
    const rows = (
      await pool.query(
        `SELECT rr.product_id, rr.visits::int AS visits, rr.rank FROM ranking_rows rr JOIN ranking_snapshots s ON s.id = rr.snapshot_id
          WHERE s.granularity = 'quarter' AND s.period = '2019-Q1' AND s.board = 'traffic' ORDER BY rr.rank, rr.product_id`,
      )
    ).rows
    expect(rows.map((r) => [nameOf(r.product_id), r.visits])).toEqual([['e', 70_000], ['d', 50_000], ['a', 30_000], ['c', 25_000], ['b', 20_000]])
  })
})
