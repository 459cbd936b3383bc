import { checkHistory } from '@aidir/cms/geo/checkStatus'
import { submitGeoLead } from '@aidir/cms/geo/leads'
import { redetect } from '@aidir/cms/geo/redetect'
import { startGeoCheck } from '@aidir/cms/geo/startCheck'
import type { Payload } from 'payload'
import { z } from 'zod'
import { localeOfLangType } from '@/features/navigation/apiLocale'
import { checkView } from './checkView'
import { currentUser, type GeoUser } from './currentUser'
import { toCsv, toXlsx } from './exportCheck'
import { suggestKeywords } from '@aidir/cms/geo'
import { geoApiMessages } from './messages'
import { GeoRefused, fail, jsonBody, loginFirst, ok, problem } from './responses'

/**
 * The checker's API (`/api/geo/…`) as plain functions of (payload, request, id), so the route files
 * stay one line each and tests call the same code. Reads and writes go through the Local API as
 * the signed-in user (`overrideAccess: false`) inside the cms/src/geo functions they call.
 */
// A record id is a PostgreSQL integer: anything else names no record (a larger number reached the
// database and failed there with a 500).
const idParam = z.coerce.number().int().positive().max(2_147_483_647)
const recordId = (id: string | undefined) => {
  const parsed = idParam.safeParse(id)
  if (!parsed.success) throw new GeoRefused(404, geoApiMessages.notFound)
  return parsed.data
}
const historyQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), limit: z.coerce.number().int().min(1).max(50).default(10) })
const exportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') })
const keywordQuery = z.object({ q: z.string().max(500).default(''), langType: z.string().max(8).optional(), limit: z.coerce.number().int().min(1).max(30).default(12) })

type Handler = (payload: Payload, request: Request, id?: string) => Promise<Response>
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

const signedIn =
  (fn: (payload: Payload, request: Request, user: GeoUser, id?: string) => Promise<Response>): Handler =>
  async (payload, request, id) => {
    try {
      const user = await currentUser(payload, request)
      if (!user) return loginFirst()
      return await fn(payload, request, user, id)
    } catch (err) {
      return problem(err)
    }
  }

/** POST /api/geo/checks — start a check: one detection task per platform; 429 beyond the daily limit. */
export const createCheckHandler = signedIn(async (payload, request, user) => {
  const { check, detections } = await startGeoCheck(payload, user, (await jsonBody(request)) as never)
  return ok({ id: check.id, detections: detections.map((d) => ({ id: d.id, platform: d.platform, status: d.status })) })
})

/** GET /api/geo/checks?page= — the history tab: hit terms, detection count, recommendation count, exposure rate. */
export const historyHandler = signedIn(async (payload, request, user) => {
  const { page, limit } = historyQuery.parse(query(request))
  return ok(await checkHistory(payload, user, page, limit))
})

/** GET /api/geo/checks/{id} — the live task cards, and a past check with its evidence quotes. */
export const checkHandler = signedIn(async (payload, _request, user, id) => ok(await checkView(payload, user, recordId(id))))

/** GET /api/geo/checks/{id}/export?format=csv|xlsx — only once every detection has completed. */
export const exportHandler = signedIn(async (payload, request, user, id) => {
  const { format } = exportQuery.parse(query(request))
  const view = await checkView(payload, user, recordId(id))
  if (!view.exportable) return fail(409, geoApiMessages.exportNotReady)
  const name = `geo-check-${view.check.id}.${format}`
  const headers = { 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' }
  if (format === 'csv') return new Response(toCsv(view), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } })
  const body = await toXlsx(view)
  return new Response(new Uint8Array(body), { headers: { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } })
})

/** POST /api/geo/detections/{id}/redetect — the error card's re-detect: the platform starts over. */
export const redetectHandler = signedIn(async (payload, _request, user, id) => {
  const detectionId = recordId(id)
  try {
    const detection = await redetect(payload, user, detectionId)
    return Response.json({ code: 0, message: geoApiMessages.retrySucceeded, data: { id: detection.id, status: detection.status, run: detection.run } }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (err) {
    // Still queued or detecting: nothing to restart.
    if (err instanceof Error && /still running/.test(err.message)) throw new GeoRefused(409, geoApiMessages.retryFailed)
    throw err
  }
})

/** GET /api/geo/keywords?q=&langType= — keyword suggestions from the catalogue; public data, cached a minute. */
export const keywordsHandler: Handler = async (payload, request) => {
  try {
    const { q, langType, limit } = keywordQuery.parse(query(request))
    const items = await suggestKeywords(payload, localeOfLangType(langType), q, limit)
    return ok({ items }, { 'Cache-Control': 'public, max-age=60' })
  } catch (err) {
    return problem(err)
  }
}

/** POST /api/geo/leads — the GEO contact form; support is notified by a job. */
export const leadHandler = signedIn(async (payload, request, user) => {
  const lead = await submitGeoLead(payload, user, await jsonBody(request))
  return Response.json({ code: 0, message: geoApiMessages.submitted, data: { id: lead.id } }, { headers: { 'Cache-Control': 'no-store' } })
})
