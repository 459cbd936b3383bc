import { geoCheckInput } from '@aidir/cms/geo'
import { geoLeadInput } from '@aidir/cms/geo'
import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'
import { geoApiMessages } from './messages'

/**
 * The GEO checker's operations (`/api/geo/…`), declared for the route kit and the OpenAPI
 * document. The check and lead bodies are validated by their cms functions with the same schemas.
 */
export const historyQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), limit: z.coerce.number().int().min(1).max(50).default(10) })
export const exportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') })
export const keywordQuery = z.object({ q: z.string().max(500).default(''), langType: z.string().max(8).optional(), limit: z.coerce.number().int().min(1).max(30).default(12) })

const domainBody = { bodyCheckedByDomain: true, badJson: geoApiMessages.validationFailed } as const
const notYours = { 404: `'${geoApiMessages.notFound}': no such check, or not yours` }

export const createCheckRoute = {
  method: 'POST', path: '/api/geo/checks', auth: 'required', body: geoCheckInput, ...domainBody,
  outbound: { calls: 'the LLM platforms (queued detections)', limit: { per: 'user', max: 20, windowSeconds: 60 } },
  openapi: { summary: 'Start a GEO check: one detection task per platform', tags: ['geo'], errors: { 429: `'${geoApiMessages.limitReached}': the daily limit` } },
} satisfies RouteDeclaration
export const checkHistoryRoute = { method: 'GET', path: '/api/geo/checks', auth: 'required', query: historyQuery, openapi: { summary: 'My past checks (history tab)', tags: ['geo'] } } satisfies RouteDeclaration
export const checkRoute = { method: 'GET', path: '/api/geo/checks/{id}', auth: 'required', openapi: { summary: 'One check: live task status, results and evidence', tags: ['geo'], errors: notYours } } satisfies RouteDeclaration
export const exportCheckRoute = {
  method: 'GET', path: '/api/geo/checks/{id}/export', auth: 'required', query: exportQuery,
  openapi: { summary: 'The finished check as a CSV or XLSX file', tags: ['geo'], produces: 'text/csv', errors: { ...notYours, 409: `'${geoApiMessages.exportNotReady}'` } },
} satisfies RouteDeclaration
export const redetectRoute = {
  method: 'POST', path: '/api/geo/detections/{id}/redetect', auth: 'required',
  outbound: { calls: 'an LLM platform (a queued detection)', limit: { per: 'user', max: 30, windowSeconds: 60 } },
  openapi: { summary: 'Re-detect one platform of a check', tags: ['geo'], errors: { ...notYours, 409: `'${geoApiMessages.retryFailed}': still running` } },
} satisfies RouteDeclaration
export const keywordsRoute = { method: 'GET', path: '/api/geo/keywords', auth: 'none', query: keywordQuery, cache: 'public, max-age=60', openapi: { summary: 'Keyword suggestions (keyword, hot value, optimisation difficulty)', tags: ['geo'] } } satisfies RouteDeclaration
export const leadRoute = {
  method: 'POST', path: '/api/geo/leads', auth: 'required', body: geoLeadInput, ...domainBody,
  outbound: { calls: 'mail to support', limit: { per: 'user', max: 10, windowSeconds: 3600 } },
  openapi: { summary: 'The GEO services contact form', tags: ['geo'] },
} satisfies RouteDeclaration

export const geoRoutes = [createCheckRoute, checkHistoryRoute, checkRoute, exportCheckRoute, redetectRoute, keywordsRoute, leadRoute]
