import { defineRoute, methodsNotAllowed } from '@/features/api/route'
import { sharedCacheStatus } from '@/features/cache/sharedCache.mjs'
import { healthRoute } from '@/features/openapi/routes'

/**
 * GET /api/health: 200 while this instance serves. A shared cache that Redis cannot reach is
 * "degraded", not down: the instance still answers from its memory and the database, so a load
 * balancer keeps sending it traffic; monitoring alerts on the state.
 */
export const GET = defineRoute(healthRoute, async () => {
  const cache = sharedCacheStatus()
  return { status: cache.state, cache }
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
