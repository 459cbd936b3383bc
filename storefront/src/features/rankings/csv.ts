import type { RankingRow, SnapshotMeta } from './queries'

/**
 * A ranking as CSV (RFC 4180: quoted where needed, CRLF line ends, UTF-8 with BOM so spreadsheet
 * programs read CJK names right). Cells that a spreadsheet would run as a formula (=, +, -, @ at
 * the start of text) are prefixed with an apostrophe.
 */
const cell = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function rankingCsv(snapshot: SnapshotMeta, rows: RankingRow[]): string {
  const metric = snapshot.metric
  const header = ['rank', 'previous_rank', 'product', 'product_key', 'category', metric, `previous_${metric}`, 'growth', 'growth_rate', 'avg_visit_duration_seconds', 'bounce_rate', 'create_days', 'period', 'source']
  const lines = rows.map((r) =>
    [r.rank, r.previousRank, r.name, r.key, r.categoryName, r.visits, r.previousVisits, r.growth, r.growthRate, r.avgVisitDuration, r.bounceRate, r.createDays, snapshot.period, snapshot.source].map(cell).join(','),
  )
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`
}
