import { boards, granularities, parsePeriod } from '@aidir/cms'
import { z } from 'zod'
import { localeOfLangType, queryProblem } from '@/features/navigation/apiLocale'
import { rankingCsv } from '@/features/rankings/csv'
import { findSnapshot, snapshotById, snapshotRows } from '@/features/rankings/queries'
import { pinFits } from '@/features/rankings/snapshotPin'

const query = z
  .object({
    granularity: z.enum(granularities, { error: 'granularity must be week, month or quarter' }),
    board: z.enum(boards, { error: `board must be one of ${boards.join(', ')}` }),
    scope: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'scope must be global, a region code or a category key' }).default('global'),
    period: z.string().optional(),
    snapshot: z.coerce.number({ error: 'snapshot must be a snapshot id' }).int().positive().max(2_147_483_647).optional(),
    langType: z.string().optional(),
  })
  .refine((q) => !q.period || parsePeriod(q.granularity, q.period), { error: 'period does not match the granularity (2026-10, 2026-W45, 2026-Q3)' })

/**
 * GET /api/rankings/export?granularity=month&board=region&scope=us[&period=2026-10][&snapshot=id][&langType=zh_cn]:
 * one published ranking as a CSV download (the latest period when none is given). A ranking page
 * names the snapshot it shows, so the download has the figures the reader saw even if an editor
 * replaced the period meanwhile (features/rankings/snapshotPin.ts). 400 for a bad query, 404 when
 * that ranking is not published.
 */
export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ code: 400, message: queryProblem(parsed.error.issues) }, { status: 400 })
  const { granularity, board, scope, period, snapshot: pin, langType } = parsed.data
  const pinned = pin ? await snapshotById(pin) : null
  const exact = pinned && pinFits(pinned, { granularity, board, scope, period }) ? pinned : null
  const snapshot = exact ?? (await findSnapshot(granularity, board, scope, period ?? null))
  if (!snapshot) return Response.json({ code: 404, message: 'No such ranking has been published' }, { status: 404 })
  const rows = await snapshotRows(snapshot.id, localeOfLangType(langType), null)
  const name = `ranking-${board}-${scope}-${snapshot.period}.csv`
  return new Response(rankingCsv(snapshot, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      // A snapshot never changes: one named by id can be cached for long; a period's current
      // version can be replaced by an editor, so it is cached like a page.
      'Cache-Control': exact ? 'public, max-age=86400, immutable' : 'public, max-age=60',
    },
  })
}
