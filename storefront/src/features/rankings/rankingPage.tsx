import type { Locale } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { boardTitle } from './labels'
import { findSnapshot, rankedCategories, snapshotById } from './queries'
import { RankingView } from './RankingView'
import { type Kind, parseRankingSlug, type RankingSelection, rankingPath } from './slug'
import { parseSort } from './sort'
import { splitListingQuery } from '@/features/routing/listingQuery'
import { pinFits, pinnedSnapshotId } from './snapshotPin'
import { UnpublishedRanking } from './UnpublishedRanking'

/**
 * The three ranking routes (weekly, monthly, quarterly) are the same page over a different
 * granularity; each route file calls these with its kind. An unknown slug, period or scope is a 404;
 * a board with nothing published yet (no period asked for, not a category) says so instead.
 */
export type RankingPageProps = { params: Promise<{ lang: string; slug?: string[] }> }

async function resolve(kind: Kind, params: RankingPageProps['params']) {
  const locale = await resolveLocale(params)
  const { slug, query } = splitListingQuery((await params).slug)
  const selection = parseRankingSlug(kind, slug)
  if (!selection) notFound()
  const wanted = { granularity: selection.granularity, board: selection.view.board, scope: selection.view.scope, period: selection.period }
  const pin = pinnedSnapshotId(query)
  const pinned = pin ? await snapshotById(pin) : null
  const snapshot = pinned && pinFits(pinned, wanted) ? pinned : await findSnapshot(wanted.granularity, wanted.board, wanted.scope, wanted.period ?? null)
  // A category key cannot be told from a typo before its board is published: that stays a 404.
  if (!snapshot && (selection.period || selection.view.board === 'category')) notFound()
  return { locale, selection, snapshot, sort: parseSort(query) }
}

/** The board's title where no snapshot names its category. */
async function unpublishedTitle(kind: Kind, selection: RankingSelection, locale: Locale) {
  const t = await getT(locale, 'rankings')
  return selection.view.board === 'traffic' && selection.view.scope === 'global' ? t(`kindTitle.${kind}`) : boardTitle(t, locale, selection.view)
}

export async function rankingMetadata(kind: Kind, { params }: RankingPageProps): Promise<Metadata> {
  const { locale, selection, snapshot } = await resolve(kind, params)
  const t = await getT(locale, 'rankings')
  if (!snapshot) {
    return pageMetadata({ locale, path: rankingPath(kind, selection.view), title: await unpublishedTitle(kind, selection, locale), description: t('intro'), noindex: true })
  }
  const category = selection.view.board === 'category' ? (await rankedCategories(selection.granularity, snapshot.period, locale)).find((c) => c.key === selection.view.scope)?.name : undefined
  const board = boardTitle(t, locale, selection.view, category)
  return pageMetadata({
    locale: locale as Locale,
    path: rankingPath(kind, selection.view, selection.period),
    title: t('pageTitle', { board, kind: t(`kind.${kind}`), period: snapshot.period }),
    description: t('description', { board, kind: t(`kind.${kind}`), period: snapshot.period }),
    og: { kind: 'ranking', name: board, tagline: t('pageTitle', { board, kind: t(`kind.${kind}`), period: snapshot.period }) },
  })
}

export async function RankingPage(kind: Kind, { params }: RankingPageProps) {
  const { locale, selection, snapshot, sort } = await resolve(kind, params)
  if (!snapshot) return <UnpublishedRanking locale={locale} title={await unpublishedTitle(kind, selection, locale)} />
  return <RankingView locale={locale} selection={selection} snapshot={snapshot} sort={sort} />
}
