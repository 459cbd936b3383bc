import type { Locale } from '@aidir/cms/locales'
import { EntryCard } from './EntryCard'
import type { Entry } from './entries'
import styles from './List.module.css'

/** A grid of entry cards (MCP servers, models, articles, guides). */
export function EntryGrid({ locale, entries, headingLevel = 3, testId }: { locale: Locale; entries: Entry[]; headingLevel?: 2 | 3 | 4; testId?: string }) {
  return (
    <ul className={styles.grid} data-testid={testId}>
      {entries.map((e) => (
        <li key={`${e.kind}:${e.key}`}>
          <EntryCard entry={e} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
