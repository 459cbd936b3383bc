import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath, siteVariant } from '@/lib/site'
import { EstimateNote } from './EstimateNote'
import { findSnapshot, publishedPeriods, snapshotById, snapshotRows } from './queries'
import { RankingFaq } from './RankingFaq'
import { RankingTable } from './RankingTable'
import { parseAppSlug } from './slug'
import { parseSort, sortRows } from './sort'
import { blockedByBuiltInRules } from '@/features/routing/builtInRules'
import { splitListingQuery } from '@/features/routing/listingQuery'
import { pinFits, pinnedSnapshotId } from './snapshotPin'
import styles from './rankings.module.css'
import { UnpublishedRanking } from './UnpublishedRanking'

export type AppRankingProps = { params: Promise<{ lang: string; slug?: string[] }> }
type Store = 'android' | 'ios'

/**
 * SPEC §2/§5 404 rules (features/routing/builtInRules.ts, which /api/route/rule answers too): the
 * Android page is a 404 when its path contains "/com" (app package names such as com.example.app
 * are not pages); the iOS page exists only in the China edition.
 */
async function resolve(store: Store, params: AppRankingProps['params']) {
  const locale = await resolveLocale(params)
  const { slug, query } = splitListingQuery((await params).slug)
  if (blockedByBuiltInRules(`${routes.appRanking(store)}/${slug.join('/')}`, siteVariant())) notFound()
  const selection = parseAppSlug(slug)
  if (!selection) notFound()
  const pin = pinnedSnapshotId(query)
  const pinned = pin ? await snapshotById(pin) : null
  const snapshot =
    pinned && pinFits(pinned, { granularity: 'month', board: store, scope: 'global', period: selection.period }) ? pinned : await findSnapshot('month', store, 'global', selection.period ?? null)
  // Without a period asked for, the board exists before its first publication: the page says so.
  if (!snapshot && selection.period) notFound()
  return { locale, snapshot, explicit: Boolean(selection.period), sort: parseSort(query) }
}

export async function appRankingMetadata(store: Store, { params }: AppRankingProps): Promise<Metadata> {
  const { locale, snapshot, explicit } = await resolve(store, params)
  const t = await getT(locale, 'rankings')
  if (!snapshot) return pageMetadata({ locale, path: routes.appRanking(store), title: t(`board.${store}`), description: t('apps.intro'), noindex: true })
  return pageMetadata({
    locale,
    path: routes.appRanking(store, explicit ? snapshot.period : undefined),
    title: t('apps.title', { board: t(`board.${store}`), period: snapshot.period }),
    description: t('apps.intro'),
    og: { kind: 'ranking', name: t(`board.${store}`), tagline: t('apps.title', { board: t(`board.${store}`), period: snapshot.period }) },
  })
}

export async function AppRankingPage(store: Store, { params }: AppRankingProps) {
  const { locale, snapshot, explicit, sort } = await resolve(store, params)
  if (!snapshot) return <UnpublishedRanking locale={locale} title={(await getT(locale, 'rankings'))(`board.${store}`)} />
  const [t, rows, periods] = await Promise.all([getT(locale, 'rankings'), snapshotRows(snapshot.id, locale, null), publishedPeriods('month', store, 'global')])
  const title = t(`board.${store}`)
  return (
    <div className={styles.page} data-testid="ranking-page" data-board={store} data-period={snapshot.period} data-snapshot={snapshot.id}>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('title'), path: routes.rankings() },
          { name: title },
        ]}
      />
      <h1>{t('apps.title', { board: title, period: snapshot.period })}</h1>
      <p className={styles.intro}>{t('apps.intro')}</p>
      {periods.length > 1 ? (
        <ul className={styles.navRow} data-testid="period-switch">
          <li className={styles.navLabel}>{t('nav.periods')}</li>
          {periods.map((p) => (
            <li key={p}>
              <a className={styles.chip} href={localePath(locale, routes.appRanking(store, p))} aria-current={p === snapshot.period ? 'page' : undefined} data-period={p}>{p}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <EstimateNote snapshot={snapshot} t={t} locale={locale} />
      <RankingTable
        rows={sortRows(rows, sort)}
        locale={locale}
        caption={t('table.caption', { board: title, period: snapshot.period })}
        sort={sort}
        path={localePath(locale, routes.appRanking(store, explicit ? snapshot.period : undefined))}
        snapshotId={snapshot.id}
        metric="downloads"
      />
      <p className={styles.actions}>
        <a href={routes.rankingExport({ granularity: 'month', board: store, scope: 'global', period: snapshot.period, snapshot: snapshot.id })} download data-testid="ranking-csv">{t('export')}</a>
      </p>
      <RankingFaq locale={locale} />
    </div>
  )
}
