import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { listHref } from './listHref'
import { sortOptions, type SortOption } from './sort'
import styles from './List.module.css'

/** The sort options of SPEC §9 as links; changing the sort goes back to page 1. */
export async function SortNav({ locale, path, current }: { locale: Locale; path: string; current: SortOption }) {
  const t = await getT(locale, 'catalogue')
  return (
    <nav aria-label={t('sort.label')} className={styles.sorts}>
      <span className={styles.sortLabel} aria-hidden="true">
        {t('sort.label')}
      </span>
      <ul>
        {sortOptions.map((option) => (
          <li key={option}>
            <a href={listHref(locale, path, { sort: option })} aria-current={option === current ? 'true' : undefined} data-sort={option}>
              {t(`sort.${option}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
