import type { Locale } from '@aidir/cms/locales'
import { localeMeta } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { localePath } from '@/lib/site'
import type { Entry } from './entries'
import styles from './EntryCard.module.css'

/** An MCP server, model, article or guide in a grid, styled like a product card. */
export async function EntryCard({ entry, locale, headingLevel = 3 }: { entry: Entry; locale: Locale; headingLevel?: 2 | 3 | 4 }) {
  const t = await getT(locale, 'catalogue')
  const Heading = `h${headingLevel}` as 'h3'
  const date = entry.date ? new Date(entry.date) : null
  return (
    <article className={styles.card} data-entry={`${entry.kind}:${entry.key}`}>
      <Heading className={styles.name}>
        <a href={localePath(locale, entry.path)}>{entry.title}</a>
      </Heading>
      {entry.byline || date || entry.official ? (
        <p className={styles.meta}>
          {entry.byline ? <span>{entry.byline}</span> : null}
          {date ? (
            <time dateTime={entry.date!}>{date.toLocaleDateString(localeMeta[locale].hreflang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}</time>
          ) : null}
          {entry.official ? <span className={styles.badge}>{t('entry.official')}</span> : null}
        </p>
      ) : null}
      <p className={styles.tagline}>{entry.summary}</p>
    </article>
  )
}
