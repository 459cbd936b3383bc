import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { RankingRow } from './queries'
import { RankingRows, type RowCells } from './RankingRows'
import { PIN_PARAM } from './snapshotPin'
import { defaultDir, type Sort, type SortKey } from './sort'
import styles from './rankings.module.css'

type Column = { key: SortKey | 'product' | 'category'; label: string }

const toCells = (r: RankingRow): RowCells => [
  r.rank, r.previousRank, r.key, r.name, r.categoryKey, r.categoryName, r.visits, r.growth, r.growthRate, r.avgVisitDuration, r.bounceRate, r.createDays,
]

/**
 * A ranking as a plain table, rendered on the server (the body by the client component
 * RankingRows, to keep the page's RSC payload small). Markup is kept lean (alignment by CSS
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
    // A top-10 card has room for the rate of growth, not also its amount.
    ...(compact ? [] : ([{ key: 'growth', label: t('table.growth') }] as Column[])),
    { key: 'growthRate', label: t('table.growthRate') },
    ...(compact || props.metric === 'downloads'
      ? []
      : ([
          { key: 'avgStay', label: t('table.avgStay') },
          { key: 'bounceRate', label: t('table.bounceRate') },
        ] as Column[])),
    ...(compact ? [] : ([{ key: 'createDays', label: t('table.createDays') }] as Column[])),
  ]
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
        <RankingRows
          rows={rows.map(toCells)}
          text={{ missing: t('table.missing'), change: { up: t('change.up', { n: '{{n}}', interpolation: { escapeValue: false } }), down: t('change.down', { n: '{{n}}', interpolation: { escapeValue: false } }), same: t('change.same'), new: t('change.new') } }}
          productPrefix={localePath(locale, routes.product(''))}
          categoryPrefix={localePath(locale, routes.category(''))}
          growth={!compact}
          stayAndBounce={!compact && props.metric !== 'downloads'}
          createDays={!compact}
        />
      </table>
    </div>
  )
}
