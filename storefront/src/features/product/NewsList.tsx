'use client'

import { useKeptMarkup } from '@/lib/keptMarkup'
import styles from './Related.module.css'

/** One related article: its link, title, publication (ISO and in words) and summary. */
export type NewsRow = [href: string, title: string, published: [iso: string, text: string] | null, summary: string]

/**
 * The related-news tab: articles whose related products include this one, newest first. Drawn from
 * rows (the page's server component words them) so each article travels once in the hydration data.
 * Static: hydration keeps the server's markup (keptMarkup.tsx).
 */
export function NewsList({ heading, empty, items }: { heading: string; empty: string; items: NewsRow[] }) {
  const kept = useKeptMarkup(items)
  return (
    <div key={kept ? 'kept' : 'drawn'} className={styles.related} {...kept}>
      {kept ? null : <News heading={heading} empty={empty} items={items} />}
    </div>
  )
}

function News({ heading, empty, items }: { heading: string; empty: string; items: NewsRow[] }) {
  return (
    <>
      <h2 className={styles.heading}>{heading}</h2>
      {items.length === 0 ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <ul className={styles.news} data-testid="related-news">
          {items.map(([href, title, published, summary]) => (
            <li key={href}>
              <article>
                <h3>
                  <a href={href}>{title}</a>
                </h3>
                {published ? <time dateTime={published[0]}>{published[1]}</time> : null}
                <p>{summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
