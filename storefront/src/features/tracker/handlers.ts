import { env } from '@aidir/cms'
import { createPayloadCatalogue, detectLanguage } from '@aidir/cms/llm'
import { readBrandFromWebsite, suggestKeywords, TrackerRefused, type SafeFetchOptions } from '@aidir/cms/tracker'
import { createTracker } from '@aidir/cms/tracker'
import { brandRanking, listMyTrackers, reportsOthersAreViewing, trackerReport, trackerStatus } from '@aidir/cms/tracker'
import { startTrackerRun } from '@aidir/cms/tracker'
import { defineRoute } from '@/features/api/route'
import { createTrackerRoute, idParam, listTrackersRoute, rankingRoute, reportRoute, startRunRoute, statusRoute, suggestRoute, viewingRoute, websiteRoute } from './routes'

/**
 * The tracker's API (`/api/tracker/…`) on the route kit, so the route files stay one line each and
 * tests call the same code. Every read and write goes through the Local API as the signed-in user
 * (`overrideAccess: false`) inside the library functions.
 */
const trackerId = (id: string | undefined) => {
  const parsed = idParam.safeParse(id)
  if (!parsed.success) throw new TrackerRefused(404, 'Tracker not found')
  return parsed.data
}

/** POST /api/tracker — steps 1 and 2 submitted: the tracker, validated with SPEC §5's messages. */
export const createTrackerHandler = defineRoute(createTrackerRoute, async ({ payload, user, body }) => {
  const tracker = await createTracker(payload, user as never, body as never)
  return { id: tracker.id, status: tracker.status }
})

/** GET /api/tracker — my trackers (the list of monitored brands). */
export const listTrackersHandler = defineRoute(listTrackersRoute, async ({ payload, user, query }) => listMyTrackers(payload, user as never, query.page))

/** POST /api/tracker/suggest — step 2's topics and competitors from the catalogue. */
export const suggestHandler = defineRoute(suggestRoute, async ({ payload, body }) => {
  const language = body.language ?? detectLanguage(`${body.brandName} ${body.description}`)
  const catalogue = createPayloadCatalogue(payload, env().SITE_URL)
  return suggestKeywords(catalogue, { ...body, language })
})

/** POST /api/tracker/website — step 1 "by website address": a draft read from the site. */
export function websiteHandler(fetchOptions: SafeFetchOptions = {}) {
  return defineRoute(websiteRoute, async ({ body }) => {
    const draft = await readBrandFromWebsite(body.url, fetchOptions)
    return { url: draft.url, brandName: draft.brandName, description: draft.description, tags: draft.tags, language: draft.language }
  })
}

/** POST /api/tracker/{id}/start — start the analysis; 429 beyond the daily limit. */
export const startHandler = defineRoute(startRunRoute, async ({ payload, user, params }) => {
  const { run, created } = await startTrackerRun(payload, user as never, trackerId(params.id))
  return { runId: run.id, status: run.status, created }
})

/** GET /api/tracker/{id}/status — the tracker's state and its latest run's progress per step. */
export const statusHandler = defineRoute(statusRoute, async ({ payload, user, params }) => trackerStatus(payload, user as never, trackerId(params.id)))

/** GET /api/tracker/{id}/report[?runId=] — the report; public trackers' reports need no login. */
export const reportHandler = defineRoute(reportRoute, async ({ payload, user, query, params }) => {
  const runs = idParam.optional().safeParse(query.runId)
  // No run has such an id: the report of it does not exist.
  if (!runs.success) throw new TrackerRefused(404, 'No content')
  return trackerReport(payload, user as never, trackerId(params.id), runs.data)
})

/** GET /api/tracker/ranking — the public brand ranking. */
export const rankingHandler = defineRoute(rankingRoute, async ({ payload }) => brandRanking(payload))

/** GET /api/tracker/viewing — reports others are viewing (brand search dropdown). */
export const viewingHandler = defineRoute(viewingRoute, async ({ payload }) => reportsOthersAreViewing(payload))
