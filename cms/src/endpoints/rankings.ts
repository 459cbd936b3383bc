import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { isEditor } from '../access/roles'
import { poolOf } from '../db/pool'
import { granularities, parsePeriod } from '../rankings/periods'
import { requestRecompute } from '../admin/rankings/recompute'
import { importTraffic } from '../traffic/import'
import { parseTrafficFile } from '../traffic/parse'

const json = (body: unknown, status = 200) => Response.json(body, { status })

function guard(req: PayloadRequest): Response | undefined {
  if (!req.user) return json({ message: 'Please login first' }, 401)
  if (!isEditor(req.user)) return json({ message: 'Only editors can do this' }, 403)
  return undefined
}

const recomputeBody = z
  .object({ granularity: z.enum(granularities), period: z.string().optional(), replace: z.boolean().default(false) })
  .refine((b) => !b.period || parsePeriod(b.granularity, b.period), { message: 'period does not match the granularity (2026-10, 2026-W45, 2026-Q3)', path: ['period'] })

/**
 * POST /api/rankings/recompute — an editor's manual run (the admin's Rankings screen posts here).
 * Without `period` the last complete one; `replace` republishes a period already published (after
 * correcting imported data) as a new version, keeping the old one for readers on it.
 * 202 `{queued: true, jobId}`; while a run of that kind is queued or running, 200
 * `{queued: false, jobId, state}` naming it and nothing is queued (cms/src/admin/rankings/recompute.ts).
 */
export const recomputeRankingsEndpoint: Endpoint = {
  path: '/rankings/recompute',
  method: 'post',
  handler: async (req) => {
    const denied = guard(req)
    if (denied) return denied
    const body = recomputeBody.safeParse(await req.json?.().catch(() => undefined))
    if (!body.success) return json({ message: 'Form validation failed', issues: body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 400)
    const answer = await requestRecompute(body.data)
    return json(answer, answer.queued ? 202 : 200)
  },
}

const importQuery = z.object({
  granularity: z.enum(['month', 'week']),
  source: z.string().regex(/^[a-z0-9][a-z0-9._-]{1,40}$/).default('import'),
  name: z.string().max(200).default('upload.csv'),
})

/**
 * POST /api/traffic/import?granularity=month|week[&source=similarweb][&name=file.json] with the
 * export file as the body (text/csv or application/json, up to 20 MB). Bad rows are skipped and
 * listed by line, unmatched domains listed; the answer is the import report.
 */
export const importTrafficEndpoint: Endpoint = {
  path: '/traffic/import',
  method: 'post',
  handler: async (req) => {
    const denied = guard(req)
    if (denied) return denied
    const query = importQuery.safeParse(Object.fromEntries(new URL(req.url!, 'http://x').searchParams))
    if (!query.success) return json({ message: 'Form validation failed', issues: query.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 400)
    const text = (await req.text?.()) ?? ''
    if (!text.trim()) return json({ message: 'The file is empty' }, 400)
    if (text.length > 20 * 1024 * 1024) return json({ message: 'The file is larger than 20 MB' }, 413)
    const { granularity, source, name } = query.data
    const parsed = parseTrafficFile(name, text, granularity)
    // A system write into the traffic table (not a collection), after the editor check above.
    const report = await importTraffic(poolOf(req.payload), parsed, { granularity, source })
    return json(report)
  },
}
