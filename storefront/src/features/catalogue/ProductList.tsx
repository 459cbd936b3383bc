import type { Locale } from '@aidir/cms/locales'
import { notFound } from 'next/navigation'
import type { Where } from 'payload'
import { getT } from '@/i18n'
import { toCompactCardRow } from './cardRow'
import { cardRows, pathPrefix } from './cardRows'
import { Pagination } from './Pagination'
import { ProductCardItems } from './ProductCardItems'
import { findProductPage } from './productPage'
import { SortNav } from './SortNav'
import type { SortOption } from './sort'
import styles from './List.module.css'

/**
 * A sortable, paginated grid of products: the shared body of the category, tag, paid, open-source
 * and agent pages. `path` is the page's own path (without language prefix) for its sort and page links.
 */
export async function ProductList({
  locale,
  where,
  sort,
  page,
  path,
  headingId,
  heading,
}: {
  locale: Locale
  where: Where
  sort: SortOption
  page: number
  path: string
  /** An optional <h2> above the list, for pages that show more than products. */
  heading?: string
  headingId?: string
}) {
  const [t, result] = await Promise.all([getT(locale, 'catalogue'), findProductPage(locale, where, sort, page)])
  // A page past the end is not a page of this list (it showed the total above "nothing found").
  if (page > 1 && page > result.totalPages) notFound()
  return (
    <section aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : t('list.label')} className={styles.list}>
      {heading ? <h2 id={headingId}>{heading}</h2> : null}
      <div className={styles.toolbar}>
        <p className={styles.count} data-testid="result-count">
          {t('list.count', { count: result.total })}
        </p>
        {result.total > 1 ? <SortNav locale={locale} path={path} current={sort} /> : null}
      </div>
      {result.items.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="product-list">
          {/* The cards as rows for one client component: a first render builds and sends a fraction of the elements. */}
          <ProductCardItems rows={(await cardRows(locale, result.items)).map(toCompactCardRow)} prefix={pathPrefix(locale)} headingLevel={heading ? 3 : 2} />
        </ul>
      )}
      <Pagination locale={locale} path={path} sort={sort} page={result.page} totalPages={result.totalPages} />
    </section>
  )
}
