import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { pageWindow } from './query'
import styles from './discover.module.css'

/** Links to the other pages of a result list; `href(n)` builds the URL of page n. */
export async function Pagination({ locale, page, pages, href }: { locale: Locale; page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null
  const t = await getT(locale, 'discover')
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t('pagination.previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span className={styles.gap}>…</span>
            </li>
          ) : (
            <li key={p}>
              <a href={href(p)} aria-current={p === page ? 'page' : undefined} aria-label={t('pagination.page', { page: p })}>
                {p}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t('pagination.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
