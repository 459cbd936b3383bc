'use client'

import { type CompactCardRow, fromCompactCardRow } from '@/features/catalogue/cardRow'
import { ProductCardView } from '@/features/catalogue/ProductCardView'
import styles from './discover.module.css'

/** One result: the product's card row, the value it was sorted by (for data-sort-value) and that value in words. */
export type ResultRow = [card: CompactCardRow, sortValue?: number | null, metric?: string]

/**
 * The result grid's items drawn from rows, as the listings' card lists are (ProductCardItems): drawn
 * by server components, each card's element tree went into the search page's hydration data beside
 * its markup (a third of the page); as rows each card travels once, and the markup is the same.
 */
export function ResultItems({ rows, prefix }: { rows: ResultRow[]; prefix: string }) {
  return rows.map(([compact, sortValue, metric]) => {
    const row = fromCompactCardRow(compact)
    return (
      <li key={row.key} data-sort-value={sortValue ?? undefined}>
        <ProductCardView row={row} prefix={prefix} headingLevel={3} />
        {metric ? <p className={styles.metric}>{metric}</p> : null}
      </li>
    )
  })
}
