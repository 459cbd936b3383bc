import { ApiError, defineRoute, methodsNotAllowed } from '@/features/api/route'
import { rankingCsv } from '@/features/rankings/csv'
import { findSnapshot, snapshotById, snapshotRows } from '@/features/rankings/queries'
import { rankingExportRoute } from '@/features/rankings/routes'
import { pinFits } from '@/features/rankings/snapshotPin'

/**
 * GET /api/rankings/export?granularity=month&board=region&scope=us[&period=2026-10][&snapshot=id][&langType=zh_cn]:
 * one published ranking as a CSV download (the latest period when none is given). A ranking page
 * names the snapshot it shows, so the download has the figures the reader saw even if an editor
 * replaced the period meanwhile (features/rankings/snapshotPin.ts). 400 for a bad query, 404 when
 * that ranking is not published.
 */
export const GET = defineRoute(rankingExportRoute, async ({ query, locale }) => {
  const { granularity, board, scope, period, snapshot: pin } = query
  const pinned = pin ? await snapshotById(pin) : null
  const exact = pinned && pinFits(pinned, { granularity, board, scope, period }) ? pinned : null
  const snapshot = exact ?? (await findSnapshot(granularity, board, scope, period ?? null))
  if (!snapshot) throw new ApiError('notFound', 'No such ranking has been published')
  const rows = await snapshotRows(snapshot.id, locale, null)
  const name = `ranking-${board}-${scope}-${snapshot.period}.csv`
  return new Response(rankingCsv(snapshot, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      // Without this header the declared lifetime (a period's current version) applies.
      ...(exact ? { 'Cache-Control': 'public, max-age=86400, immutable' } : {}),
    },
  })
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
