import { checkHistory } from '@aidir/cms/geo'
import { submitGeoLead } from '@aidir/cms/geo'
import { redetect } from '@aidir/cms/geo'
import { startGeoCheck } from '@aidir/cms/geo'
import { z } from 'zod'
import { ApiError, defineRoute, NO_CONTENT, reply } from '@/features/api/route'
import { checkView } from './checkView'
import { toCsv, toXlsx } from './exportCheck'
import { suggestKeywords } from '@aidir/cms/geo'
import { geoApiMessages } from './messages'
import { checkHistoryRoute, checkRoute, createCheckRoute, exportCheckRoute, keywordsRoute, leadRoute, redetectRoute } from './routes'

/**
 * The checker's API (`/api/geo/…`) on the route kit, so the route files stay one line each and
 * tests call the same code. Reads and writes go through the Local API as the signed-in user
 * (`overrideAccess: false`) inside the cms/src/geo functions they call.
 */
// A record id is a PostgreSQL integer: anything else names no record (a larger number reached the
// database and failed there with a 500).
const idParam = z.coerce.number().int().positive().max(2_147_483_647)
const recordId = (id: string | undefined) => {
  const parsed = idParam.safeParse(id)
  if (!parsed.success) throw new ApiError('notFound', NO_CONTENT)
  return parsed.data
}

/** POST /api/geo/checks — start a check: one detection task per platform; 429 beyond the daily limit. */
export const createCheckHandler = defineRoute(createCheckRoute, async ({ payload, user, body }) => {
  const { check, detections } = await startGeoCheck(payload, user as never, body as never)
  return { id: check.id, detections: detections.map((d) => ({ id: d.id, platform: d.platform, status: d.status })) }
})

/** GET /api/geo/checks?page= — the history tab: hit terms, detection count, recommendation count, exposure rate. */
export const historyHandler = defineRoute(checkHistoryRoute, async ({ payload, user, query }) => checkHistory(payload, user as never, query.page, query.limit))

/** GET /api/geo/checks/{id} — the live task cards, and a past check with its evidence quotes. */
export const checkHandler = defineRoute(checkRoute, async ({ payload, user, params }) => checkView(payload, user as never, recordId(params.id)))

/** GET /api/geo/checks/{id}/export?format=csv|xlsx — only once every detection has completed. */
export const exportHandler = defineRoute(exportCheckRoute, async ({ payload, user, query, params }) => {
  const view = await checkView(payload, user as never, recordId(params.id))
  if (!view.exportable) throw new ApiError('conflict', geoApiMessages.exportNotReady)
  const name = `geo-check-${view.check.id}.${query.format}`
  const headers = { 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' }
  if (query.format === 'csv') return new Response(toCsv(view), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } })
  const body = await toXlsx(view)
  return new Response(new Uint8Array(body), { headers: { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } })
})

/** POST /api/geo/detections/{id}/redetect — the error card's re-detect (409 'Retry failed' while it still runs). */
export const redetectHandler = defineRoute(redetectRoute, async ({ payload, user, params }) => {
  const detection = await redetect(payload, user, recordId(params.id))
  return reply({ id: detection.id, status: detection.status, run: detection.run }, { message: geoApiMessages.retrySucceeded })
})

/** GET /api/geo/keywords?q=&langType= — keyword suggestions from the catalogue; public data, cached a minute. */
export const keywordsHandler = defineRoute(keywordsRoute, async ({ payload, query, locale }) => ({ items: await suggestKeywords(payload, locale, query.q, query.limit) }))

/** POST /api/geo/leads — the GEO contact form; support is notified by a job. */
export const leadHandler = defineRoute(leadRoute, async ({ payload, user, body }) => {
  const lead = await submitGeoLead(payload, user as never, body)
  return reply({ id: lead.id }, { message: geoApiMessages.submitted })
})
