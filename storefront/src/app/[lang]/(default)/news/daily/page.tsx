import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BriefArchive } from '@/features/news/BriefArchive'
import { BriefItem } from '@/features/news/BriefItem'
import { findBriefs } from '@/features/news/queries'
import articleStyles from '@/features/pages/Article.module.css'
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
  return pageMetadata({ locale, path: routes.dailyBriefs(), title: t('daily.title'), description: t('daily.description') })
}

/** The latest daily AI brief in full, then the archive of earlier ones (one line each), newest first. */
export default async function DailyBriefsPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const page = pageFromQuery((await listingQuery(params)).page)
  const [t, briefs] = await Promise.all([getT(locale, 'news'), findBriefs(locale, page)])
  if (page > 1 && page > briefs.totalPages) notFound()
  return (
    <div className={articleStyles.article}>
      <Breadcrumbs locale={locale} items={[{ name: t('list.title'), path: routes.news() }, { name: t('daily.title') }]} />
      <header className={styles.header}>
        <h1>{t('daily.title')}</h1>
        <p className={styles.intro}>{t('daily.intro')}</p>
        <ul className={styles.tabs} aria-label={t('list.sections')}>
          <li>
            <a href={localePath(locale, routes.news())}>{t('list.latest')}</a>
          </li>
          <li>
            <a href={localePath(locale, routes.dailyBriefs())} aria-current="page">
              {t('daily.title')}
            </a>
          </li>
        </ul>
      </header>
      {briefs.items.length === 0 ? (
        <p className={styles.empty}>{t('list.empty')}</p>
      ) : (
        <div data-testid="brief-list">
          {page === 1 ? <BriefItem locale={locale} brief={briefs.items[0]!} /> : null}
          {(page === 1 ? briefs.items.slice(1) : briefs.items).length > 0 ? (
            <BriefArchive locale={locale} heading={t('daily.archive')} briefs={page === 1 ? briefs.items.slice(1) : briefs.items} />
          ) : null}
        </div>
      )}
      <Pagination locale={locale} path={routes.dailyBriefs()} page={briefs.page} totalPages={briefs.totalPages} />
    </div>
  )
}
