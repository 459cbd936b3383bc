import type { ListingQuery } from '@/features/routing/listingQuery'
import type { SnapshotMeta } from './queries'

/**
 * Readers are pinned to the snapshot a page was rendered from: every link the page draws to
 * another view of the same ranking (column sorts, the CSV download) carries `v=<snapshot id>`.
 * When an editor replaces a period (cms/src/rankings/compute.ts), the plain address moves to the
 * new version while a reader following those links keeps the figures they were reading; superseded
 * versions stay for SUPERSEDED_RETENTION_DAYS. An unknown, expired or foreign id means the current one.
 */
export const PIN_PARAM = 'v'

export function pinnedSnapshotId(query: ListingQuery): number | undefined {
  const raw = query[PIN_PARAM]
  const value = Array.isArray(raw) ? raw[0] : raw
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined
  const id = Number(value)
  return id <= 2_147_483_647 ? id : undefined
}

/** Whether a pinned snapshot belongs to the ranking the address names (an explicit period must match too). */
export function pinFits(pinned: SnapshotMeta, wanted: { granularity: string; board: string; scope: string; period?: string }): boolean {
  return pinned.granularity === wanted.granularity && pinned.board === wanted.board && pinned.scope === wanted.scope && (!wanted.period || pinned.period === wanted.period)
}
