import type { Locale } from '@aidir/cms/locales'
import { toCompactCardRow } from '@/features/catalogue/cardRow'
import { cardRows, pathPrefix } from '@/features/catalogue/cardRows'
import type { ProductCard as Card } from '@/features/catalogue/productCards'
import { getT } from '@/i18n'
import type { SortValue } from './metrics'
import type { DiscoverSort } from './query'
import { type ResultRow, ResultItems } from './ResultItems'
import styles from './discover.module.css'

/** The products of one page; under each, the value it was sorted by (when it has one). Drawn by ResultItems from rows. */
export async function ResultGrid({ locale, items, sort, values }: { locale: Locale; items: Card[]; sort: DiscoverSort; values: Map<number, SortValue | null> }) {
  const [t, cards] = await Promise.all([getT(locale, 'discover'), cardRows(locale, items)])
  const number = new Intl.NumberFormat(locale)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const show = (v: SortValue) => (v.kind === 'number' ? number.format(v.value) : date.format(new Date(v.value)))
  const rows = items.map((product, i): ResultRow => {
    const value = values.get(product.id)
    const card = toCompactCardRow(cards[i]!)
    if (!value) return [card]
    const sortValue = value.kind === 'number' ? value.value : Date.parse(value.value)
    return sort !== 'relevance' ? [card, sortValue, t(`metric.${sort}`, { value: show(value) })] : [card, sortValue]
  })
  return (
    <ul className={styles.grid} data-testid="discover-results">
      <ResultItems rows={rows} prefix={pathPrefix(locale)} />
    </ul>
  )
}
