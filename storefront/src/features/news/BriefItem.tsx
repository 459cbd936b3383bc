import type { Locale } from '@aidir/cms/locales'
import articleStyles from '@/features/pages/Article.module.css'
import { formatDate } from '@/features/pages/format'
import styles from '@/features/pages/Listing.module.css'
import { Prose } from '@/features/pages/Prose'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { localiseNewsLinks } from './briefLinks'
import type { Brief } from './queries'

/** One daily brief shown in full: the day's headline, date, summary and the whole markdown body. */
export function BriefItem({ locale, brief }: { locale: Locale; brief: Brief }) {
  const headingId = `brief-${brief.key}`
  return (
    <article className={styles.section} aria-labelledby={headingId} data-brief={brief.key}>
      <header className={articleStyles.header}>
        <h2 id={headingId}>
          <a href={localePath(locale, routes.newsArticle(brief.key))}>{brief.title}</a>
        </h2>
        {brief.publishedAt ? (
          <p className={styles.meta}>
            <time dateTime={brief.publishedAt}>{formatDate(locale, brief.publishedAt)}</time>
          </p>
        ) : null}
        <p className={articleStyles.lead}>{brief.summary}</p>
      </header>
      <Prose markdown={localiseNewsLinks(locale, brief.body)} />
    </article>
  )
}
