import type { Board, Granularity, Locale } from '@aidir/cms'
import {
  findSnapshot as readFindSnapshot,
  productPositions as readProductPositions,
  publishedPeriods as readPublishedPeriods,
  rankedCategories as readRankedCategories,
  snapshotById as readSnapshotById,
  snapshotRows as readSnapshotRows,
} from '@aidir/cms/rankings'
import { cached, cachedInPage } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

export type { RankingRow, SnapshotMeta } from '@aidir/cms/rankings'

/**
 * The published ranking snapshots the pages show, read by the rankings domain and cached here (tag
 * `rankings`): snapshot rows never change once published; "the latest period" and a period's
 * current version (an editor's replace publishes a new one, see snapshotPin.ts) are what can move,
 * within the cache lifetime.
 */

/** The snapshot of a board for a period, or the latest one when no period is given. */
export const findSnapshot = cached(async (granularity: Granularity, board: Board, scope: string, period: string | null) => readFindSnapshot(await getPayload(), granularity, board, scope, period), 'rankings:snapshot', ['rankings'])

/** One snapshot by id, current or superseded (a reader pinned to it, see snapshotPin.ts); null once deleted. */
export const snapshotById = cached(async (id: number) => readSnapshotById(await getPayload(), id), 'rankings:snapshot-by-id', ['rankings'])

/** Published periods of a board, newest first (for the period switcher). */
export const publishedPeriods = cached(async (granularity: Granularity, board: Board, scope: string) => readPublishedPeriods(await getPayload(), granularity, board, scope), 'rankings:periods', ['rankings'])

/** The rows of one snapshot in rank order, with names in the page language. */
export const snapshotRows = cached(async (snapshotId: number, locale: Locale, limit: number | null) => readSnapshotRows(await getPayload(), snapshotId, locale, limit), 'rankings:rows', ['rankings'])

/** Product categories that have a published category board, with their names. */
export const rankedCategories = cached(async (granularity: Granularity, period: string, locale: Locale) => readRankedCategories(await getPayload(), granularity, period, locale), 'rankings:categories', ['rankings'])

/** Where a product stands on the latest main boards (the product page's rank positions). */
// Shown on the product's page only: tagged on that page, no data-cache entry per product.
export const productPositions = cachedInPage(async (productId: number) => readProductPositions(await getPayload(), productId), () => ['rankings'])
