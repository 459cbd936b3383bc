import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { listHref } from './listHref'
import type { SortOption } from './sort'
import styles from './List.module.css'

/** Page numbers around the current one, with the first and last always reachable. */
function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages))
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap')
    out.push(p)
  })
  return out
}

/** Previous / numbered / next links; nothing when everything fits on one page. */
export async function Pagination({ locale, path, sort, page, totalPages }: { locale: Locale; path: string; sort: SortOption; page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  const t = await getT(locale, 'catalogue')
  const href = (p: number) => listHref(locale, path, { sort, page: p })
  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" data-page="prev">
              {t('pagination.previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={href(p)} aria-current={p === page ? 'page' : undefined} aria-label={t('pagination.page', { page: p })}>
                {p}
              </a>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <a href={href(page + 1)} rel="next" data-page="next">
              {t('pagination.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
