import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { formatCompact, formatPercent } from '@/lib/format'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { formatDuration } from '../product/format'
import type { RankingRow } from './queries'
import { RankChange } from './RankChange'
import { PIN_PARAM } from './snapshotPin'
import { defaultDir, type Sort, type SortKey } from './sort'
import styles from './rankings.module.css'

type Column = { key: SortKey | 'product' | 'category'; label: string }

/**
 * A ranking as a plain table, rendered on the server. Markup is kept lean (alignment by CSS
 * position, not per-cell classes): a 100-row page is served many times a second. Column headers are links that sort by the
 * query string (?sort=visits&dir=desc&v=<snapshot>), so sorting works without JavaScript, each order
 * has an address, and a reader stays on the snapshot they were reading (snapshotPin.ts); aria-sort
 * tells assistive technology the current order.
 */
export async function RankingTable(props: {
  rows: RankingRow[]
  locale: Locale
  caption: string
  sort: Sort
  /** The page path with its language prefix, to build the sort links. */
  path: string
  /** The snapshot shown: sort links stay on it (snapshotPin.ts). */
  snapshotId?: number
  metric: 'visits' | 'downloads'
  compact?: boolean
}) {
  const { rows, locale, sort, path, compact } = props
  const t = await getT(locale, 'rankings')
  const columns: Column[] = [
    { key: 'rank', label: t('table.rank') },
    { key: 'product', label: t('table.product') },
    { key: 'category', label: t('table.category') },
    { key: 'visits', label: t(props.metric === 'downloads' ? 'table.downloads' : 'table.visits') },
    { key: 'growth', label: t('table.growth') },
    { key: 'growthRate', label: t('table.growthRate') },
    ...(compact || props.metric === 'downloads'
      ? []
      : ([
          { key: 'avgStay', label: t('table.avgStay') },
          { key: 'bounceRate', label: t('table.bounceRate') },
        ] as Column[])),
    ...(compact ? [] : ([{ key: 'createDays', label: t('table.createDays') }] as Column[])),
  ]
  const missing = <span className={styles.missing}>{t('table.missing')}</span>
  const signed = (n: number | null, format: (v: number) => string) => (n === null ? missing : `${n > 0 ? '+' : n < 0 ? '−' : ''}${format(Math.abs(n))}`)
  const header = (c: Column) => {
    if (c.key === 'product' || c.key === 'category' || compact) return c.label
    const active = sort.key === c.key
    const dir = active ? (sort.dir === 'asc' ? 'desc' : 'asc') : defaultDir(c.key)
    const pin = props.snapshotId ? `${PIN_PARAM}=${props.snapshotId}` : ''
    const href = c.key === 'rank' && dir === 'asc' ? (pin ? `${path}?${pin}` : path) : `${path}?sort=${c.key}&dir=${dir}${pin ? `&${pin}` : ''}`
    return (
      <a href={href} className={styles.sortLink} aria-label={t('table.sortBy', { column: c.label })} data-sort={c.key}>
        {c.label}
        <span aria-hidden="true" className={styles.sortMark}>{active ? (sort.dir === 'asc' ? '↑' : '↓') : '↕'}</span>
      </a>
    )
  }
  return (
    <div className={styles.scroll} role="region" aria-label={props.caption} tabIndex={0}>
      <table className={styles.table} data-testid="ranking-table">
        <caption className={styles.srOnly}>{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={!compact && sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {header(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.productId} data-product={r.key} data-rank={r.rank}>
              <td>
                <span className={styles.rank}>{r.rank}</span> <RankChange rank={r.rank} previousRank={r.previousRank} t={t} />
              </td>
              <th scope="row">
                <a href={localePath(locale, routes.product(r.key))}>{r.name}</a>
              </th>
              <td>{r.categoryKey && r.categoryName ? <a href={localePath(locale, routes.category(r.categoryKey))}>{r.categoryName}</a> : missing}</td>
              <td data-col="visits" data-value={r.visits}>{formatCompact(r.visits)}</td>
              <td data-col="growth" data-value={r.growth ?? ''}>{signed(r.growth, formatCompact)}</td>
              <td data-col="growthRate" data-value={r.growthRate ?? ''}>{signed(r.growthRate, formatPercent)}</td>
              {compact || props.metric === 'downloads' ? null : (
                <>
                  <td data-col="avgStay" data-value={r.avgVisitDuration ?? ''}>{r.avgVisitDuration === null ? missing : formatDuration(r.avgVisitDuration)}</td>
                  <td data-col="bounceRate" data-value={r.bounceRate ?? ''}>{r.bounceRate === null ? missing : formatPercent(r.bounceRate)}</td>
                </>
              )}
              {compact ? null : <td data-col="createDays" data-value={r.createDays ?? ''}>{r.createDays ?? missing}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
