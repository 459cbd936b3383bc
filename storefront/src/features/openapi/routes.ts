import { CONTENT_TAG, cacheTag } from '@aidir/cms/revalidation'
import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'

/** The site's own operations: this document, and the revalidation the tasks worker calls. */
export const openApiRoute = {
  method: 'GET', path: '/api/openapi.json', auth: 'none', static: true, cache: 'public, max-age=3600',
  openapi: { summary: 'This OpenAPI document of the /api contract', tags: ['site'], produces: 'application/json' },
} satisfies RouteDeclaration

const expected = 'Expected { tags } or { collection }'
const collectionName = z.string({ error: expected }).min(1, { error: expected }).max(64, { error: expected })
/** `{ tags }` names what changed; `{ collection }` alone (an older worker) means everything. */
export const revalidateBody = z.union(
  [
    z.object({ tags: z.array(cacheTag, { error: expected }).min(1, { error: expected }).max(200, { error: expected }), collection: collectionName.optional() }),
    z.object({ collection: collectionName }).transform(({ collection }) => ({ collection, tags: [CONTENT_TAG] })),
  ],
  { error: expected },
)

export const revalidateRoute = {
  method: 'POST', path: '/api/revalidate', auth: 'none', body: revalidateBody,
  // Internal: the route file adds the guard that checks the worker's bearer token.
  openapi: { summary: 'Drop cached pages and data after a content change (internal: the tasks worker)', tags: ['internal'], errors: { 401: "'Unauthorized': not the worker's bearer token" }, data: { type: 'object', properties: { revalidated: { type: 'array', items: { type: 'string' } } } } },
} satisfies RouteDeclaration

/** For load balancers and monitoring: this instance answers; its route cache is shared (Redis) and reachable, or degraded. */
export const healthRoute = {
  method: 'GET', path: '/api/health', auth: 'none', cache: 'no-store',
  openapi: { summary: "This instance's health: up, and whether its shared page cache (Redis) is reachable", tags: ['site'], data: { type: 'object', properties: { status: { type: 'string', enum: ['ok', 'degraded'] }, cache: { type: 'object', properties: { store: { type: 'string', enum: ['local', 'redis'] }, state: { type: 'string', enum: ['ok', 'degraded'] }, downSince: { type: 'string', format: 'date-time' } } } } } },
} satisfies RouteDeclaration
