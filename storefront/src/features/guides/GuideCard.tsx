import type { Locale } from '@aidir/cms/locales'
import { formatDate } from '@/features/pages/format'
import styles from '@/features/pages/Listing.module.css'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { GuideSummary } from './queries'

/** A guide in its kind's section: title linking to it, date, summary. */
export function GuideCard({ locale, guide }: { locale: Locale; guide: GuideSummary }) {
  return (
    <article className={styles.card} data-guide={guide.key}>
      <h3>
        <a href={localePath(locale, routes.guide(guide.key))}>{guide.title}</a>
      </h3>
      {guide.publishedAt ? (
        <p className={styles.meta}>
          <time dateTime={guide.publishedAt}>{formatDate(locale, guide.publishedAt)}</time>
        </p>
      ) : null}
      <p>{guide.summary}</p>
    </article>
  )
}
