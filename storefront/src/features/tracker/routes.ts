import { brandInfoInput, trackerInput, trackerMessages, websiteInput } from '@aidir/cms/tracker'
import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'

/**
 * The brand tracker's operations (`/api/tracker/…`), declared for the route kit and the OpenAPI
 * document. The tracker body is validated by createTracker with the same schema.
 */
// A record id is a PostgreSQL integer: anything else names no record.
export const idParam = z.coerce.number().int().positive().max(2_147_483_647)
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) })
export const reportQuery = z.object({ runId: z.string().optional() })

const badJson = trackerMessages.validationFailed
const notFound = { 404: "'Tracker not found'" }

export const listTrackersRoute = { method: 'GET', path: '/api/tracker', auth: 'required', query: pageQuery, openapi: { summary: 'My trackers (the monitored brands)', tags: ['tracker'] } } satisfies RouteDeclaration
export const createTrackerRoute = {
  method: 'POST', path: '/api/tracker', auth: 'required', body: trackerInput, bodyCheckedByDomain: true, badJson,
  openapi: { summary: 'Create a tracker (steps 1 and 2)', tags: ['tracker'], data: { type: 'object', properties: { id: { type: 'integer' }, status: { type: 'string' } } } },
} satisfies RouteDeclaration
export const suggestRoute = { method: 'POST', path: '/api/tracker/suggest', auth: 'required', body: brandInfoInput, badJson, openapi: { summary: 'Topics and competitors suggested for step 2', tags: ['tracker'] } } satisfies RouteDeclaration
export const websiteRoute = {
  method: 'POST', path: '/api/tracker/website', auth: 'required', body: websiteInput, badJson,
  outbound: { calls: 'the brand’s website (SSRF-safe fetch)', limit: { per: 'user', max: 20, windowSeconds: 60 } },
  openapi: { summary: 'Brand name, description and tags drafted from the brand’s website', tags: ['tracker'], errors: { 422: "'Cannot obtain website information at present'" } },
} satisfies RouteDeclaration
export const startRunRoute = {
  method: 'POST', path: '/api/tracker/{id}/start', auth: 'required',
  outbound: { calls: 'the LLM platforms (a queued run)', limit: { per: 'user', max: 20, windowSeconds: 60 } },
  openapi: { summary: 'Start the analysis', tags: ['tracker'], errors: { ...notFound, 429: "'Submission limit reached'" } },
} satisfies RouteDeclaration
export const statusRoute = { method: 'GET', path: '/api/tracker/{id}/status', auth: 'required', openapi: { summary: 'The tracker’s state and its latest run’s progress per step', tags: ['tracker'], errors: notFound } } satisfies RouteDeclaration
export const reportRoute = {
  method: 'GET', path: '/api/tracker/{id}/report', auth: 'optional', query: reportQuery,
  openapi: { summary: 'The report, its trend and questions; public trackers need no login', tags: ['tracker'], errors: { 404: "'No content'" } },
} satisfies RouteDeclaration
export const rankingRoute = { method: 'GET', path: '/api/tracker/ranking', auth: 'none', cache: 'public, max-age=60', openapi: { summary: 'The public brand ranking (rank, brand name, score)', tags: ['tracker'] } } satisfies RouteDeclaration
export const viewingRoute = { method: 'GET', path: '/api/tracker/viewing', auth: 'none', cache: 'public, max-age=30', openapi: { summary: 'Public reports others are viewing', tags: ['tracker'] } } satisfies RouteDeclaration

export const trackerRoutes = [listTrackersRoute, createTrackerRoute, suggestRoute, websiteRoute, startRunRoute, statusRoute, reportRoute, rankingRoute, viewingRoute]
