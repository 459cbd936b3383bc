'use client'

import type { ArticleCardRow } from './articleCardRows'
import styles from './EntryCard.module.css'

/**
 * The list items of a grid of news articles or guides, drawn from their rows: the same markup as
 * EntryCard's for an entry without a logo. A client component for the page's weight, as the product
 * cards (ProductCardItems.tsx): the cards travel in the hydration data as their rows rather than
 * as their element trees.
 */
export function ArticleCardItems({ rows, headingLevel = 3 }: { rows: ArticleCardRow[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3'
  return rows.map(([id, path, title, summary, dateTime, date, byline, official]) => (
    <li key={id}>
      <article className={styles.card} data-entry={id}>
        <Heading className={styles.name}>
          <a href={path}>{title}</a>
        </Heading>
        {byline || date || official ? (
          <p className={styles.meta}>
            {byline ? <span>{byline}</span> : null}
            {dateTime && date ? <time dateTime={dateTime}>{date}</time> : null}
            {official ? <span className={styles.badge}>{official}</span> : null}
          </p>
        ) : null}
        <p className={styles.tagline}>{summary}</p>
      </article>
    </li>
  ))
}
