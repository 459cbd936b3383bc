import { env } from '@aidir/cms'
import { createPayloadCatalogue, detectLanguage } from '@aidir/cms/llm/index'
import { brandInfoInput, readBrandFromWebsite, suggestKeywords, TrackerRefused, websiteInput, type SafeFetchOptions } from '@aidir/cms/tracker/index'
import { createTracker } from '@aidir/cms/tracker/createTracker'
import { brandRanking, listMyTrackers, reportsOthersAreViewing, trackerReport, trackerStatus } from '@aidir/cms/tracker/readTracker'
import { startTrackerRun } from '@aidir/cms/tracker/startRun'
import type { Payload } from 'payload'
import { z } from 'zod'
import { currentUser } from './currentUser'
import { jsonBody, loginFirst, ok, problem } from './responses'

/**
 * The tracker's API (`/api/tracker/…`) as plain functions of (payload, request), so the route
 * files stay one line each and tests call the same code. Every read and write goes through the
 * Local API as the signed-in user (`overrideAccess: false`) inside the library functions.
 */
// A record id is a PostgreSQL integer: anything else names no record (a larger number reached the
// database and failed there with a 500).
const idParam = z.coerce.number().int().positive().max(2_147_483_647)
const trackerId = (id: string | undefined) => {
  const parsed = idParam.safeParse(id)
  if (!parsed.success) throw new TrackerRefused(404, 'Tracker not found')
  return parsed.data
}
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) })
const reportQuery = z.object({ runId: idParam.optional() })

type Handler = (payload: Payload, request: Request, id?: string) => Promise<Response>

const signedIn =
  (fn: (payload: Payload, request: Request, user: NonNullable<Awaited<ReturnType<typeof currentUser>>>, id?: string) => Promise<Response>): Handler =>
  async (payload, request, id) => {
    const user = await currentUser(payload, request)
    if (!user) return loginFirst()
    try {
      return await fn(payload, request, user, id)
    } catch (err) {
      return problem(err)
    }
  }

/** POST /api/tracker — steps 1 and 2 submitted: the tracker, validated with SPEC §5's messages. */
export const createTrackerHandler = signedIn(async (payload, request, user) => {
  const tracker = await createTracker(payload, user, (await jsonBody(request)) as never)
  return ok({ id: tracker.id, status: tracker.status })
})

/** GET /api/tracker — my trackers (the list of monitored brands). */
export const listTrackersHandler = signedIn(async (payload, request, user) => {
  const { page } = pageQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  return ok(await listMyTrackers(payload, user, page))
})

/** POST /api/tracker/suggest — step 2's topics and competitors from the catalogue. */
export const suggestHandler = signedIn(async (payload, request) => {
  const info = brandInfoInput.parse(await jsonBody(request))
  const language = info.language ?? detectLanguage(`${info.brandName} ${info.description}`)
  const catalogue = createPayloadCatalogue(payload, env().SITE_URL)
  return ok(await suggestKeywords(catalogue, { ...info, language }))
})

/** POST /api/tracker/website — step 1 "by website address": a draft read from the site. */
export function websiteHandler(fetchOptions: SafeFetchOptions = {}): Handler {
  return signedIn(async (_payload, request) => {
    const { url } = websiteInput.parse(await jsonBody(request))
    const draft = await readBrandFromWebsite(url, fetchOptions)
    return ok({ url: draft.url, brandName: draft.brandName, description: draft.description, tags: draft.tags, language: draft.language })
  })
}

/** POST /api/tracker/{id}/start — start the analysis; 429 beyond the daily limit. */
export const startHandler = signedIn(async (payload, _request, user, id) => {
  const { run, created } = await startTrackerRun(payload, user, trackerId(id))
  return ok({ runId: run.id, status: run.status, created })
})

/** GET /api/tracker/{id}/status — the tracker's state and its latest run's progress per step. */
export const statusHandler = signedIn(async (payload, _request, user, id) => ok(await trackerStatus(payload, user, trackerId(id))))

/** GET /api/tracker/{id}/report[?runId=] — the report; public trackers' reports need no login. */
export const reportHandler: Handler = async (payload, request, id) => {
  try {
    const user = await currentUser(payload, request)
    const runs = reportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    // No run has such an id: the report of it does not exist.
    if (!runs.success) throw new TrackerRefused(404, 'No content')
    const { runId } = runs.data
    return ok(await trackerReport(payload, user, trackerId(id), runId))
  } catch (err) {
    return problem(err)
  }
}

/** GET /api/tracker/ranking — the public brand ranking. */
export const rankingHandler: Handler = async (payload) => ok(await brandRanking(payload), { 'Cache-Control': 'public, max-age=60' })

/** GET /api/tracker/viewing — reports others are viewing (brand search dropdown). */
export const viewingHandler: Handler = async (payload) => ok(await reportsOthersAreViewing(payload), { 'Cache-Control': 'public, max-age=30' })
