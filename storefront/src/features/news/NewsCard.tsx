import type { Locale } from '@aidir/cms/locales'
import { formatDate } from '@/features/pages/format'
import styles from '@/features/pages/Listing.module.css'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { NewsSummary } from './queries'

/** One article in the news list: title linking to it, date, summary. */
export function NewsCard({ locale, item }: { locale: Locale; item: NewsSummary }) {
  return (
    <article className={styles.card} data-news={item.key}>
      <h2>
        <a href={localePath(locale, routes.newsArticle(item.key))}>{item.title}</a>
      </h2>
      {item.publishedAt ? (
        <p className={styles.meta}>
          <time dateTime={item.publishedAt}>{formatDate(locale, item.publishedAt)}</time>
        </p>
      ) : null}
      <p>{item.summary}</p>
    </article>
  )
}
