'use client'

import { type BadgeWords, type CompactCardRow, fromCompactCardRow } from './cardRow'
import { ProductCardView } from './ProductCardView'

/**
 * The list items of a grid of product cards, drawn from their rows. A client component for the
 * page's weight: a grid rendered by server components carries every card's element tree twice in
 * the HTML (the markup, and the data the page hydrates from, about 1 KB a card); given to a client
 * component the cards travel as their compact rows (cardRow.ts, about a sixth of that) and the
 * markup is the same. React hydrates the same elements either way; the code added is the card itself.
 * `words`: the badges' words (cardRow.ts BadgeWords) when the rows leave them out.
 */
export function ProductCardItems({ rows, prefix, headingLevel, words }: { rows: CompactCardRow[]; prefix: string; headingLevel?: 2 | 3 | 4; words?: BadgeWords }) {
  return rows.map((compact) => {
    const row = fromCompactCardRow(compact, words)
    return (
      <li key={row.key}>
        <ProductCardView row={row} prefix={prefix} headingLevel={headingLevel} />
      </li>
    )
  })
}
