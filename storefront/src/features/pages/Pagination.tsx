import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { localePath } from '@/lib/site'
import styles from './Pagination.module.css'

/** Previous / next links with "page x of y" for a server-paginated list (?page=n on the same path). */
export async function Pagination({ locale, path, page, totalPages }: { locale: Locale; path: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  const t = await getT(locale, 'pages')
  const href = (n: number) => localePath(locale, n === 1 ? path : `${path}?page=${n}`)
  return (
    <nav aria-label={t('pagination.label')} className={styles.pager}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          {t('pagination.previous')}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>{t('pagination.status', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <a href={href(page + 1)} rel="next">
          {t('pagination.next')}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}
