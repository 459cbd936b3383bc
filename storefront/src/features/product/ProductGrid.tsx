import type { Locale } from '@aidir/cms/locales'
import { toCompactCardRow } from '@/features/catalogue/cardRow'
import { cardRows, pathPrefix } from '@/features/catalogue/cardRows'
import { ProductCardItems } from '@/features/catalogue/ProductCardItems'
import type { ProductCard as Card } from '@/features/catalogue/productCards'
import styles from './Related.module.css'

/** A tab of product cards (similar open source, alternatives) with its heading and an empty text. */
export async function ProductGrid({ heading, note, empty, items, locale, testId }: { heading: string; note?: string; empty: string; items: Card[]; locale: Locale; testId: string }) {
  return (
    <div className={styles.related}>
      <h2 className={styles.heading}>{heading}</h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      {items.length === 0 ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <ul className={styles.grid} data-testid={testId}>
          <ProductCardItems rows={(await cardRows(locale, items)).map(toCompactCardRow)} prefix={pathPrefix(locale)} />
        </ul>
      )}
    </div>
  )
}
