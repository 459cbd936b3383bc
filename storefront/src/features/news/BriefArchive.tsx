import type { Locale } from '@aidir/cms/locales'
import { formatDate } from '@/features/pages/format'
import styles from '@/features/pages/Listing.module.css'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { Brief } from './queries'

/** Earlier briefs, one line each (title and day) linking to the brief's own page. */
export function BriefArchive({ locale, briefs, heading }: { locale: Locale; briefs: Brief[]; heading: string }) {
  return (
    <section className={styles.section} aria-labelledby="brief-archive" data-testid="brief-archive">
      <h2 id="brief-archive">{heading}</h2>
      <ul>
        {briefs.map((brief) => (
          <li key={brief.id} data-brief={brief.key}>
            <a href={localePath(locale, routes.newsArticle(brief.key))}>{brief.title}</a>
            {brief.publishedAt ? (
              <>
                {' · '}
                <time dateTime={brief.publishedAt}>{formatDate(locale, brief.publishedAt)}</time>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
