import { type Pool, inTransaction } from '../db/pool'
import { parsePeriod } from '../rankings/periods'
import { buildDomainIndex } from './domains'
import type { ParseResult, RowError } from './parse'
import type { TrafficRecord } from './record'
import { refreshProductTraffic } from './refreshProducts'

export type ImportReport = {
  /** Rows written (new or changed figures for a (domain, period)). */
  imported: number
  /** Rows whose (product, period) already had exactly these figures. */
  unchanged: number
  /** Rows skipped because they are invalid, each with its line and the reason. */
  errors: RowError[]
  /** Rows whose domain matches no product (or several): reported, not written. */
  unmatched: { line: number; domain: string; reason: 'unmatched' | 'ambiguous' | 'invalid' }[]
}

/**
 * Writes parsed traffic rows. Policy: bad rows are skipped and reported by line, the valid rest is
 * written in one transaction (a database failure writes nothing). Idempotent per (domain,
 * period): a re-import upserts the same figures and counts them as unchanged; a corrected file
 * overwrites them. Two rows of one file for the same product and period: the later is reported.
 */
export async function importTraffic(
  pool: Pool,
  parsed: ParseResult,
  options: { granularity: 'month' | 'week'; source: string },
  records: { line: number; record: TrafficRecord }[] = parsed.rows,
): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, unchanged: 0, errors: [...parsed.errors], unmatched: [] }
  const products = (await pool.query(`SELECT id, url FROM products`)).rows as { id: number; url: string }[]
  const index = buildDomainIndex(products)
  const seen = new Map<string, number>()
  const toWrite: { productId: number; start: string; record: TrafficRecord }[] = []
  for (const { line, record } of records) {
    const match = index.match(record.domain)
    if ('error' in match) {
      report.unmatched.push({ line, domain: record.domain, reason: match.error })
      continue
    }
    const period = parsePeriod(options.granularity, record.period)!
    const key = `${match.productId}:${period.start}`
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      report.errors.push({ line, message: `duplicate of line ${earlier} (same product and period)` })
      continue
    }
    seen.set(key, line)
    toWrite.push({ productId: match.productId, start: period.start, record })
  }
  report.errors.sort((a, b) => a.line - b.line)
  if (toWrite.length === 0) return report

  const col = <T>(fn: (w: (typeof toWrite)[number]) => T) => toWrite.map(fn)
  const shares = (k: string) => col((w) => (w.record.sources as Record<string, number> | undefined)?.[k] ?? null)
  await inTransaction(pool, async (db) => {
    // xmax = 0 tells an insert from an update; unchanged rows are filtered by IS DISTINCT FROM.
    const result = await db.query(
      `INSERT INTO traffic_points AS t (product_id, granularity, period_start, domain, visits, unique_visitors, pages_per_visit,
                                   avg_visit_duration, bounce_rate, share_direct, share_search, share_email, share_referral,
                                   share_social, share_display, countries, source, updated_at)
       SELECT u.product_id, $1, u.start, u.domain, u.visits, u.uniq, u.ppv, u.dur, u.bounce, u.direct, u.search, u.email,
              u.referral, u.social, u.display, u.countries, $2, now()
         FROM unnest($3::int[], $4::date[], $5::text[], $6::bigint[], $7::bigint[], $8::real[], $9::real[], $10::real[],
                     $11::real[], $12::real[], $13::real[], $14::real[], $15::real[], $16::real[], $17::jsonb[])
           AS u(product_id, start, domain, visits, uniq, ppv, dur, bounce, direct, search, email, referral, social, display, countries)
       ON CONFLICT (product_id, granularity, period_start) DO UPDATE SET
         domain = excluded.domain, visits = excluded.visits, unique_visitors = excluded.unique_visitors,
         pages_per_visit = excluded.pages_per_visit, avg_visit_duration = excluded.avg_visit_duration,
         bounce_rate = excluded.bounce_rate, share_direct = excluded.share_direct, share_search = excluded.share_search,
         share_email = excluded.share_email, share_referral = excluded.share_referral, share_social = excluded.share_social,
         share_display = excluded.share_display, countries = excluded.countries, source = excluded.source, updated_at = now()
       WHERE (t.domain, t.visits, t.unique_visitors, t.pages_per_visit, t.avg_visit_duration, t.bounce_rate, t.share_direct,
              t.share_search, t.share_email, t.share_referral, t.share_social, t.share_display, t.countries, t.source)
             IS DISTINCT FROM
             (excluded.domain, excluded.visits, excluded.unique_visitors, excluded.pages_per_visit, excluded.avg_visit_duration,
              excluded.bounce_rate, excluded.share_direct, excluded.share_search, excluded.share_email, excluded.share_referral,
              excluded.share_social, excluded.share_display, excluded.countries, excluded.source)
       RETURNING product_id`,
      [
        options.granularity, options.source,
        col((w) => w.productId), col((w) => w.start), col((w) => w.record.domain.toLowerCase()), col((w) => w.record.visits),
        col((w) => w.record.uniqueVisitors ?? null), col((w) => w.record.pagesPerVisit ?? null), col((w) => w.record.avgVisitDuration ?? null),
        col((w) => w.record.bounceRate ?? null), shares('direct'), shares('search'), shares('email'), shares('referral'), shares('social'),
        shares('display'), col((w) => JSON.stringify(w.record.countries ?? {})),
      ],
    )
    report.imported = result.rowCount ?? 0
    report.unchanged = toWrite.length - report.imported
    if (options.granularity === 'month' && report.imported > 0) {
      await refreshProductTraffic(db, [...new Set(result.rows.map((r) => r.product_id as number))])
    }
  })
  return report
}
