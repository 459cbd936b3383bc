import type { Locale } from '@aidir/cms/locales'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { BoardNav } from './BoardNav'
import { EstimateNote } from './EstimateNote'
import { boardTitle } from './labels'
import { publishedPeriods, rankedCategories, type SnapshotMeta, snapshotRows } from './queries'
import { RankingFaq } from './RankingFaq'
import { RankingTable } from './RankingTable'
import type { RankingSelection } from './slug'
import { rankingPath } from './slug'
import { type Sort, sortRows } from './sort'
import styles from './rankings.module.css'

/** One ranking board: title, navigation between boards and periods, the estimate note, table, CSV, FAQ. */
export async function RankingView({ locale, selection, snapshot, sort }: { locale: Locale; selection: RankingSelection; snapshot: SnapshotMeta; sort: Sort }) {
  const { kind, granularity, view } = selection
  const [t, rows, periods, categories] = await Promise.all([
    getT(locale, 'rankings'),
    snapshotRows(snapshot.id, locale, null),
    publishedPeriods(granularity, view.board, view.scope),
    rankedCategories(granularity, snapshot.period, locale),
  ])
  const categoryName = categories.find((c) => c.key === view.scope)?.name
  const title = boardTitle(t, locale, view, categoryName)
  const path = localePath(locale, rankingPath(kind, view, selection.period))
  return (
    <div className={styles.page} data-testid="ranking-page" data-board={view.board} data-scope={view.scope} data-period={snapshot.period} data-granularity={granularity} data-snapshot={snapshot.id}>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('title'), path: routes.rankings() },
          { name: t(`kindTitle.${kind}`), path: routes.rankingBoard(kind) },
          { name: `${title} · ${snapshot.period}` },
        ]}
      />
      <h1>{t('pageTitle', { board: title, kind: t(`kind.${kind}`), period: snapshot.period })}</h1>
      <BoardNav t={t} locale={locale} kind={kind} view={view} period={snapshot.period} periods={periods} categories={categories} explicitPeriod={Boolean(selection.period)} />
      <EstimateNote snapshot={snapshot} t={t} locale={locale} />
      <RankingTable rows={sortRows(rows, sort)} locale={locale} caption={t('table.caption', { board: title, period: snapshot.period })} sort={sort} path={path} snapshotId={snapshot.id} metric={snapshot.metric} />
      <p className={styles.actions}>
        <a href={routes.rankingExport({ granularity, board: view.board, scope: view.scope, period: snapshot.period, snapshot: snapshot.id })} download data-testid="ranking-csv">
          {t('export')}
        </a>
      </p>
      <RankingFaq locale={locale} />
    </div>
  )
}
