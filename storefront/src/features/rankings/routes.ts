import { boards } from '@aidir/cms/rankings'
import { granularities, parsePeriod } from '@aidir/cms/rankings'
import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'

/** The ranking CSV download, declared for the route kit and the OpenAPI document. */
export const rankingExportQuery = z
  .object({
    granularity: z.enum(granularities, { error: 'granularity must be week, month or quarter' }),
    board: z.enum(boards, { error: `board must be one of ${boards.join(', ')}` }),
    scope: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'scope must be global, a region code or a category key' }).default('global'),
    period: z.string().optional(),
    snapshot: z.coerce.number({ error: 'snapshot must be a snapshot id' }).int().positive().max(2_147_483_647).optional(),
    langType: z.string().optional(),
  })
  .refine((q) => !q.period || parsePeriod(q.granularity, q.period), { error: 'period does not match the granularity (2026-10, 2026-W45, 2026-Q3)' })

export const rankingExportRoute = {
  // A period's current version can be replaced by an editor, so it is cached like a page; the
  // handler answers a snapshot named by id (which never changes) with a longer, immutable lifetime.
  method: 'GET', path: '/api/rankings/export', auth: 'none', query: rankingExportQuery, cache: 'public, max-age=60',
  openapi: { summary: 'One published ranking as a CSV download (the latest period when none is given)', tags: ['rankings'], produces: 'text/csv', errors: { 404: "'No such ranking has been published'" } },
} satisfies RouteDeclaration
