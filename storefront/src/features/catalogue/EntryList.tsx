import type { Locale } from '@aidir/cms/locales'
import { notFound } from 'next/navigation'
import type { Where } from 'payload'
import { getT } from '@/i18n'
import { findEntries, type EntryKind } from './entries'
import { EntryGrid } from './EntryGrid'
import { Pagination } from './Pagination'
import { defaultSort } from './sort'
import styles from './List.module.css'

export const ENTRIES_PER_PAGE = 24

/** A paginated grid of MCP servers or models (newest first), e.g. on a tag page. */
export async function EntryList({ locale, kind, where, page, path, label }: { locale: Locale; kind: EntryKind; where: Where; page: number; path: string; label: string }) {
  const [t, result] = await Promise.all([getT(locale, 'catalogue'), findEntries(kind, locale, { where, page, limit: ENTRIES_PER_PAGE })])
  // A page past the end is not a page of this list (it showed the total above "nothing found").
  if (page > 1 && page > result.totalPages) notFound()
  return (
    <section aria-label={label} className={styles.list}>
      <p className={styles.count} data-testid="result-count">
        {t(`list.${kind}Count`, { count: result.total })}
      </p>
      {result.items.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : <EntryGrid locale={locale} entries={result.items} headingLevel={2} testId="entry-list" />}
      <Pagination locale={locale} path={path} sort={defaultSort} page={result.page} totalPages={result.totalPages} />
    </section>
  )
}
