import { toCsv } from '@aidir/cms/lib'
import type { RankingRow, SnapshotMeta } from './queries'

/** A ranking as CSV, written by the shared CSV writer (quoting, CRLF, BOM, formula-safe text). */
export function rankingCsv(snapshot: SnapshotMeta, rows: RankingRow[]): string {
  const metric = snapshot.metric
  const header = ['rank', 'previous_rank', 'product', 'product_key', 'category', metric, `previous_${metric}`, 'growth', 'growth_rate', 'avg_visit_duration_seconds', 'bounce_rate', 'create_days', 'period', 'source']
  return toCsv(
    rows.map((r) => [r.rank, r.previousRank, r.name, r.key, r.categoryName, r.visits, r.previousVisits, r.growth, r.growthRate, r.avgVisitDuration, r.bounceRate, r.createDays, snapshot.period, snapshot.source]),
    { header },
  )
}
