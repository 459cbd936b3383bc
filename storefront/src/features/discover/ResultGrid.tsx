import type { Locale } from '@aidir/cms/locales'
import { ProductCard } from '@/features/catalogue/ProductCard'
import type { ProductCard as Card } from '@/features/catalogue/productCards'
import { getT } from '@/i18n'
import type { SortValue } from './metrics'
import type { DiscoverSort } from './query'
import styles from './discover.module.css'

/** The products of one page; under each, the value it was sorted by (when it has one). */
export async function ResultGrid({ locale, items, sort, values }: { locale: Locale; items: Card[]; sort: DiscoverSort; values: Map<number, SortValue | null> }) {
  const t = await getT(locale, 'discover')
  const number = new Intl.NumberFormat(locale)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const show = (v: SortValue) => (v.kind === 'number' ? number.format(v.value) : date.format(new Date(v.value)))
  return (
    <ul className={styles.grid} data-testid="discover-results">
      {items.map((product) => {
        const value = values.get(product.id)
        return (
          <li key={product.id} data-sort-value={value ? (value.kind === 'number' ? value.value : Date.parse(value.value)) : undefined}>
            <ProductCard product={product} locale={locale} headingLevel={3} />
            {value && sort !== 'relevance' ? <p className={styles.metric}>{t(`metric.${sort}`, { value: show(value) })}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
