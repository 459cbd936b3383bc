import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'

/** The site's own operations: this document, and the revalidation the tasks worker calls. */
export const openApiRoute = {
  method: 'GET', path: '/api/openapi.json', auth: 'none', static: true, cache: 'public, max-age=3600',
  openapi: { summary: 'This OpenAPI document of the /api contract', tags: ['site'], produces: 'application/json' },
} satisfies RouteDeclaration

const expected = 'Expected { collection }'
export const revalidateBody = z.object({ collection: z.string({ error: expected }).min(1, { error: expected }).max(64, { error: expected }) }, { error: expected })

export const revalidateRoute = {
  method: 'POST', path: '/api/revalidate', auth: 'none', body: revalidateBody,
  // Internal: the route file adds the guard that checks the worker's bearer token.
  openapi: { summary: 'Drop cached pages and data after a content change (internal: the tasks worker)', tags: ['internal'], errors: { 401: "'Unauthorized': not the worker's bearer token" }, data: { type: 'object', properties: { revalidated: { type: 'string' } } } },
} satisfies RouteDeclaration
