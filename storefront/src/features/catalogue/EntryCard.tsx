import type { Locale } from '@aidir/cms/locales'
import { localeMeta } from '@aidir/cms/locales'
import { Logo } from '@/features/logo/Logo'
import { getT } from '@/i18n'
import { localePath } from '@/lib/site'
import type { Entry } from './entries'
import styles from './EntryCard.module.css'

/** Whose logo an entry shows: an MCP server its own, a model its provider's; articles and guides none. */
function logoName(entry: Entry): string | null {
  if (entry.kind === 'mcp') return entry.title
  if (entry.kind === 'model') return entry.byline ?? entry.title
  return null
}

/** An MCP server, model, article or guide in a grid, styled like a product card. */
export async function EntryCard({ entry, locale, headingLevel = 3 }: { entry: Entry; locale: Locale; headingLevel?: 2 | 3 | 4 }) {
  const t = await getT(locale, 'catalogue')
  const Heading = `h${headingLevel}` as 'h3'
  const date = entry.date ? new Date(entry.date) : null
  const logo = logoName(entry)
  const meta =
    entry.byline || date || entry.official ? (
      <p className={styles.meta}>
        {entry.byline ? <span>{entry.byline}</span> : null}
        {date ? (
          <time dateTime={entry.date!}>{date.toLocaleDateString(localeMeta[locale].hreflang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}</time>
        ) : null}
        {entry.official ? <span className={styles.badge}>{t('entry.official')}</span> : null}
      </p>
    ) : null
  const heading = (
    <Heading className={styles.name}>
      <a href={localePath(locale, entry.path)}>{entry.title}</a>
    </Heading>
  )
  return (
    <article className={styles.card} data-entry={`${entry.kind}:${entry.key}`}>
      {logo ? (
        <div className={styles.top}>
          <Logo name={logo} logo={entry.logo ?? null} size={40} />
          <div className={styles.titles}>
            {heading}
            {meta}
          </div>
        </div>
      ) : (
        <>
          {heading}
          {meta}
        </>
      )}
      <p className={styles.tagline}>{entry.summary}</p>
    </article>
  )
}
