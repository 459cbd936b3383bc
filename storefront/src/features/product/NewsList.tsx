import type { Locale } from '@aidir/cms/locales'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { formatDate } from '@/lib/displayFormat'
import type { RelatedNews } from './related'
import styles from './Related.module.css'

/** The related-news tab: articles whose related products include this one, newest first. */
export function NewsList({ heading, empty, items, locale }: { heading: string; empty: string; items: RelatedNews[]; locale: Locale }) {
  return (
    <div className={styles.related}>
      <h2 className={styles.heading}>{heading}</h2>
      {items.length === 0 ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <ul className={styles.news} data-testid="related-news">
          {items.map((n) => (
            <li key={n.key}>
              <article>
                <h3>
                  <a href={localePath(locale, routes.newsArticle(n.key))}>{n.title}</a>
                </h3>
                {n.publishedAt ? (
                  <time dateTime={n.publishedAt}>
                    {formatDate(locale, n.publishedAt)}
                  </time>
                ) : null}
                <p>{n.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
