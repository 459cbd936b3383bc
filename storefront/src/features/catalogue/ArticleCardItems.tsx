'use client'

import type { ArticleCardRow } from './articleCardRows'
import styles from './ArticleCard.module.css'

/**
 * The list items of a grid of news articles or guides, drawn from their rows: what EntryCard draws
 * for an entry without a logo, its parts styled by their place. A client component for the page's
 * weight, as the product cards (ProductCardItems.tsx): the cards travel in the hydration data as
 * their rows rather than as their element trees, and their markup carries one class each.
 */
export function ArticleCardItems({ rows, headingLevel = 3 }: { rows: ArticleCardRow[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3'
  return rows.map(([id, path, title, summary, date, dateText, byline, official]) => (
    <li key={id}>
      <article className={styles.card} data-entry={id}>
        <Heading>
          <a href={path}>{title}</a>
        </Heading>
        {byline || dateText || official ? (
          <p>
            {byline ? <span>{byline}</span> : null}
            {date && dateText ? <time dateTime={date}>{dateText}</time> : null}
            {official ? <span data-official="">{official}</span> : null}
          </p>
        ) : null}
        <p>{summary}</p>
      </article>
    </li>
  ))
}
