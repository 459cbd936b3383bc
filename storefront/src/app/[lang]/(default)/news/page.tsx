import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NewsCard } from '@/features/news/NewsCard'
import { findArticles } from '@/features/news/queries'
import styles from '@/features/pages/Listing.module.css'
import { Pagination } from '@/features/pages/Pagination'
import { pageFromQuery } from '@/features/pages/pageQuery'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { listingQuery } from '@/features/routing/listingQuery'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'

type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'news')
  return pageMetadata({ locale, path: routes.news(), title: t('list.title'), description: t('list.description') })
}

/** AI news: articles newest first, 20 per page. */
export default async function NewsPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const page = pageFromQuery((await listingQuery(params)).page)
  const [t, news] = await Promise.all([getT(locale, 'news'), findArticles(locale, page)])
  // A page past the end is not a page of this list.
  if (page > 1 && page > news.totalPages) notFound()
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('list.title') }]} />
      <header className={styles.header}>
        <h1>{t('list.title')}</h1>
        <p className={styles.intro}>{t('list.intro')}</p>
        <ul className={styles.tabs} aria-label={t('list.sections')}>
          <li>
            <a href={localePath(locale, routes.news())} aria-current="page">
              {t('list.latest')}
            </a>
          </li>
          <li>
            <a href={localePath(locale, routes.dailyBriefs())}>{t('daily.title')}</a>
          </li>
        </ul>
      </header>
      {news.items.length === 0 ? (
        <p className={styles.empty}>{t('list.empty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="news-list">
          {news.items.map((item) => (
            <li key={item.id}>
              <NewsCard locale={locale} item={item} />
            </li>
          ))}
        </ul>
      )}
      <Pagination locale={locale} path={routes.news()} page={news.page} totalPages={news.totalPages} />
    </>
  )
}
