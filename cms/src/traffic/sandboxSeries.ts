import type { Pool } from '../db/pool'
import type { Period } from '../rankings/periods'
import { countryRegions } from '../rankings/regions'
import { refreshProductTraffic } from './refreshProducts'

/**
 * The sandbox traffic provider: realistic series generated inside PostgreSQL (one INSERT … SELECT per table), so the
 * curated products take milliseconds and 100,000 synthetic ones seconds. Every figure is a
 * function of the product key and the period only (md5-based uniform numbers), so a product's
 * history is the same on every machine, every re-run and whichever window is asked for; the
 * seed asks for the last 24 months and 12 weeks, the scheduled fetch for the period just closed.
 *
 * Size: a product with a public traffic estimate (products' `trafficEstimate`, seeded from
 * seed/data/traffic-estimates.json) is anchored on it: its series passes through the estimate in
 * the estimate's month and drifts slowly from there, with milder seasonality and noise (a big site's
 * month-to-month figures move little). Every other product is a long tail below them (10^2.5 … 10^6
 * visits a month; 10^5 … 10^6 for the catalogue's global hits), so a guess never outranks a known
 * leader. A product living under a path of a shared host (github.com/org/repo, a feature page of a
 * bigger site) is not a web site of its own: without an estimate it gets no series at all, as the
 * real provider's domain-level statistics have none for it either.
 *
 * Shape: a steady monthly growth rate, seasonality, noise; a catalogue product launched in 2025 or
 * later (its `launchYear`; about one in eight of those without one, and of synthetic products)
 * starts in its launch month and grows fast for its first year, so new stars keep appearing. Real
 * products never launch after the anchor month; synthetic ones may. Source and country shares are
 * per product, over the 15 ranking countries plus the rest of the world; Chinese-language products
 * lean to China. Domain facts are not generated: only a registry knows them (seed domain-facts.json).
 * Existing points (imported or earlier seeded) are never overwritten.
 */
export type SeriesOptions = { scope: 'catalogue' | 'synthetic' | 'all'; months: Period[]; weeks: Period[] }

/** Months since 2000-01 of the month the long tail is anchored on: its sizes are "as of" this month. */
const ANCHOR = (2026 - 2000) * 12 + 9

/**
 * The shape of an anchored series around its estimate: monthly growth between these rates, and the
 * amplitudes of seasonality and noise. A month `d` months after the estimate's month lies within
 * estimate × growth^d × (1 ± season) × (1 ± noise); the test of the seeded boards' order reads it.
 */
export const anchoredShape = { growthMin: 0.997, growthMax: 1.007, season: 0.05, noise: 0.04 } as const
/** The long tail's size range (visits a month at the anchor month, before growth, season and noise). */
const tail = { hot: [5, 6], other: [2.5, 6] } as const

/** A uniform number in [0, 1) from the product key and a salt. */
const u = (salt: string, extra = '') => `(('x' || lpad(substr(md5(g.key || '${salt}'${extra}), 1, 8), 16, '0'))::bit(64)::bigint / 4294967296.0)`

const regionBias: Record<string, [number, number]> = {
  // [weight for English-language products, weight for Chinese-language products]
  us: [9, 1.5], in: [3.5, 0.3], br: [1.6, 0.2], cn: [0.2, 14], gb: [2, 0.3], ca: [1.2, 0.3], de: [1.4, 0.2], jp: [1.3, 0.6],
  id: [1.1, 0.4], ru: [0.9, 0.3], mx: [0.8, 0.1], ph: [0.7, 0.1], au: [0.7, 0.2], vn: [0.6, 0.3], kr: [0.8, 0.4],
}

export async function generateSandboxSeries(pool: Pool, options: SeriesOptions): Promise<{ points: number; appPoints: number; ms: number }> {
  const started = Date.now()
  const { months, weeks } = options
  const filter = options.scope === 'synthetic' ? `p.key LIKE 'syn-%'` : options.scope === 'catalogue' ? `p.key NOT LIKE 'syn-%'` : 'true'
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`CREATE TEMP TABLE gen ON COMMIT DROP AS
      SELECT p.id, p.key, p.content_language::text = 'zh' AS zh, p.key LIKE 'syn-%' AS synthetic, p.launch_year::int AS launch_year,
             coalesce(substring(lower(p.url) from '^[a-z]+://(?:www\\.)?([^/:?#]+)'), p.key) AS domain,
             coalesce(substring(p.url from '^[a-zA-Z]+://[^/?#]+(/[^?#]*)'), '') ~ '[^/]' AS under_path,
             e.estimate, e.estimate_month,
             EXISTS (SELECT 1 FROM products_rels r JOIN tags t ON t.id = r.tags_id WHERE r.parent_id = p.id AND r.path = 'tags' AND t.key = 'mobile-app') AS mobile,
             EXISTS (SELECT 1 FROM products_recommend r WHERE r.parent_id = p.id AND r.value = 'global_hot') AS hot
        FROM products p
        -- The estimate counts only with the month it describes (YYYY-MM, as the admin field checks).
        LEFT JOIN LATERAL (
          SELECT p.traffic_estimate_monthly_visits::float8 AS estimate,
                 (substr(p.traffic_estimate_as_of, 1, 4)::int - 2000) * 12 + substr(p.traffic_estimate_as_of, 6, 2)::int - 1 AS estimate_month
           WHERE p.traffic_estimate_monthly_visits > 0 AND p.traffic_estimate_as_of ~ '^\\d{4}-(0[1-9]|1[0-2])$') e ON true
       WHERE ${filter}`)
    await client.query(`DELETE FROM gen WHERE under_path AND estimate IS NULL`)
    const a = anchoredShape
    await client.query(`CREATE TEMP TABLE gen_p ON COMMIT DROP AS
      SELECT g.id, g.key, g.domain, g.zh,
             g.mobile OR (g.synthetic AND ${u('app')} < 0.08) AS mobile,
             CASE WHEN g.estimate IS NOT NULL THEN g.estimate
                  WHEN g.hot THEN power(10, ${tail.hot[0]} + ${tail.hot[1] - tail.hot[0]} * ${u('scale')})
                  ELSE power(10, ${tail.other[0]} + ${tail.other[1] - tail.other[0]} * power(${u('scale')}, 2)) END AS base,
             CASE WHEN g.estimate IS NOT NULL THEN g.estimate_month ELSE ${ANCHOR} END AS anchor,
             CASE WHEN g.estimate IS NOT NULL THEN ${a.growthMin} + ${a.growthMax - a.growthMin} * ${u('growth')} ELSE 0.975 + 0.085 * ${u('growth')} END AS growth,
             CASE WHEN g.estimate IS NOT NULL THEN ${a.season} ELSE 0.1 END AS season,
             CASE WHEN g.estimate IS NOT NULL THEN ${a.noise} ELSE 0.1 END AS noise,
             CASE WHEN g.estimate IS NOT NULL THEN false
                  WHEN NOT g.synthetic AND g.launch_year IS NOT NULL THEN g.launch_year >= 2025
                  ELSE ${u('late')} < 0.12 END AS late,
             CASE WHEN g.synthetic THEN ${ANCHOR} - 20 + floor(${u('start')} * 32)
                  WHEN g.launch_year >= 2025 THEN least((g.launch_year - 2000) * 12 + floor(${u('start')} * 12), ${ANCHOR})
                  ELSE ${ANCHOR} - 20 + floor(${u('start')} * 21) END AS launch,
             ${u('start')} AS s_start, ${u('growth')} AS growth_late, ${u('season')} AS s_season,
             1.3 + 6 * power(${u('ppv')}, 2) AS ppv, 40 + 900 * power(${u('dur')}, 1.5) AS dur, 0.2 + 0.55 * ${u('bounce')} AS bounce,
             0.3 + 0.35 * ${u('uniq')} AS uniq,
             0.35 + 0.3 * ${u('direct')} AS w_direct, 0.2 + 0.3 * ${u('search')} AS w_search, 0.005 + 0.02 * ${u('email')} AS w_email,
             0.03 + 0.1 * ${u('referral')} AS w_referral, 0.02 + 0.12 * ${u('social')} AS w_social, 0.002 + 0.03 * ${u('display')} AS w_display,
             0.65 + 0.25 * ${u('cover')} AS cover
        FROM gen g`)
    // Country shares: weights per ranking country, scaled so they cover 65-90 % of visits. The
    // language's bias leads and the product's own factor (0.7-1.3) only varies it, so an
    // English-language site's largest audience is the United States, not a random country.
    const biasValues = countryRegions.map((c) => `('${c}', ${regionBias[c]![0]}, ${regionBias[c]![1]})`).join(', ')
    await client.query(`CREATE TEMP TABLE gen_c ON COMMIT DROP AS
      WITH w AS (
        SELECT g.id, g.cover, b.code, (0.7 + 0.6 * ${u('country', ` || b.code`)}) * CASE WHEN g.zh THEN b.zh ELSE b.en END + 0.001 AS w
          FROM gen_p g CROSS JOIN (VALUES ${biasValues}) AS b(code, en, zh)),
      n AS (SELECT id, code, w / sum(w) OVER (PARTITION BY id) * cover AS share FROM w)
      SELECT id, jsonb_object_agg(code, round(share::numeric, 4)) AS countries FROM n GROUP BY id`)

    // m = months since 2000-01 (fractional for weeks). Established products grow steadily from
    // their anchor (the estimate's month, else ANCHOR); a late product exists from its launch month
    // and grows fast for a year, then levels off.
    const visitsAt = (m: string) => `
      CASE WHEN g.late THEN g.base * power(1.12 + 0.2 * g.growth_late, least(${m} - g.launch - 12, 0)) * power(1.01, greatest(${m} - g.launch - 12, 0))
           ELSE g.base * power(g.growth, ${m} - g.anchor) END
             * (1 + g.season * sin(2 * pi() * ((${m})::numeric % 12 / 12.0 + g.s_season)))`
    const exists = (m: string) => `(NOT g.late OR ${m} >= g.launch)`
    const monthIndex = (d: string) => `((extract(year from ${d}) - 2000) * 12 + extract(month from ${d}) - 1)`
    const weekIndex = (d: string) => `(${monthIndex(d)} + (extract(day from ${d}) - 1) / 30.44)`
    const noise = (salt: string) => `(0.9 + 0.2 * ${u(salt, ` || s.label`)})`
    /** The visits' noise: ± the product's amplitude. */
    const visitNoise = `(1 - g.noise + 2 * g.noise * ${u('n', ` || s.label`)})`
    const pointColumns = `product_id, granularity, period_start, domain, visits, unique_visitors, pages_per_visit, avg_visit_duration, bounce_rate,
      share_direct, share_search, share_email, share_referral, share_social, share_display, countries, source`
    const sharesSql = `
      g.w_direct / ws.total, g.w_search / ws.total, g.w_email / ws.total, g.w_referral / ws.total, g.w_social / ws.total, g.w_display / ws.total`
    const monthValues = months.map((m) => `('${m.label}', '${m.start}'::date)`).join(', ')
    const none = { rowCount: 0 }
    const monthly = months.length === 0 ? none : await client.query(`
      INSERT INTO traffic_points (${pointColumns})
      SELECT g.id, 'month', s.start, g.domain, v.visits, round(v.visits * g.uniq), round((g.ppv * ${noise('p')})::numeric, 2),
             round((g.dur * ${noise('d')})::numeric, 1), least(0.95, greatest(0.05, g.bounce + (${u('b', ` || s.label`)} - 0.5) * 0.06)),
             ${sharesSql}, c.countries, 'sandbox'
        FROM gen_p g
        JOIN gen_c c ON c.id = g.id
        CROSS JOIN LATERAL (SELECT g.w_direct + g.w_search + g.w_email + g.w_referral + g.w_social + g.w_display AS total) ws
        CROSS JOIN (VALUES ${monthValues}) AS s(label, start)
        CROSS JOIN LATERAL (SELECT round(${visitsAt(monthIndex('s.start'))} * ${visitNoise})::bigint AS visits) v
       WHERE ${exists(monthIndex('s.start'))}
      ON CONFLICT (product_id, granularity, period_start) DO NOTHING`)
    // Weekly points: the month's level spread over its weeks (a month is 4.35 weeks).
    const weekValues = weeks.map((w) => `('${w.label}', '${w.start}'::date)`).join(', ')
    const weekly = weeks.length === 0 ? none : await client.query(`
      INSERT INTO traffic_points (${pointColumns})
      SELECT g.id, 'week', s.start, g.domain, v.visits, round(v.visits * (g.uniq + 0.15)), round((g.ppv * ${noise('p')})::numeric, 2),
             round((g.dur * ${noise('d')})::numeric, 1), least(0.95, greatest(0.05, g.bounce + (${u('b', ` || s.label`)} - 0.5) * 0.06)),
             ${sharesSql}, c.countries, 'sandbox'
        FROM gen_p g
        JOIN gen_c c ON c.id = g.id
        CROSS JOIN LATERAL (SELECT g.w_direct + g.w_search + g.w_email + g.w_referral + g.w_social + g.w_display AS total) ws
        CROSS JOIN (VALUES ${weekValues}) AS s(label, start)
        CROSS JOIN LATERAL (SELECT round(${visitsAt(weekIndex('s.start'))} / 4.35 * ${visitNoise})::bigint AS visits) v
       WHERE ${exists(weekIndex('s.start'))}
      ON CONFLICT (product_id, granularity, period_start) DO NOTHING`)
    // App-store series for products with mobile apps: downloads are a small fraction of visits.
    const apps = months.length === 0 ? none : await client.query(`
      INSERT INTO app_store_points (product_id, store, granularity, period_start, app_id, downloads, active_users, rating, ratings_count, source)
      SELECT g.id, st.store, 'month', s.start,
             CASE st.store WHEN 'ios' THEN 'id' || (1000000000 + floor(${u('iosid')} * 899999999))::bigint
                           ELSE 'com.' || regexp_replace(g.key, '[^a-z0-9]', '', 'g') || '.app' END,
             v.downloads, round(v.downloads * 6.5), round((3.6 + 1.3 * ${u('rating', ` || st.store`)})::numeric, 1),
             round(v.downloads * 0.004)::int, 'sandbox'
        FROM gen_p g
        CROSS JOIN (VALUES ('ios', 0.045), ('android', 0.06)) AS st(store, factor)
        CROSS JOIN (VALUES ${monthValues}) AS s(label, start)
        CROSS JOIN LATERAL (SELECT round(${visitsAt(monthIndex('s.start'))} * st.factor * (0.3 + ${u('appsize', ` || st.store`)}) * ${noise('a')})::bigint AS downloads) v
       WHERE g.mobile AND ${exists(monthIndex('s.start'))}
      ON CONFLICT DO NOTHING`)
    if ((monthly.rowCount ?? 0) > 0) await refreshProductTraffic(client)
    await client.query('COMMIT')
    return { points: (monthly.rowCount ?? 0) + (weekly.rowCount ?? 0), appPoints: apps.rowCount ?? 0, ms: Date.now() - started }
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}
