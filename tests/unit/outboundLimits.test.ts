import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeCatalogue } from '@/features/openapi/catalogue'

/**
 * Every operation that makes the server call out is declared so, and limited: by the route kit
 * (a declared rule) or by its handler (the accounts and SMS limits). Adding an outbound operation
 * means adding it here, on purpose.
 */
const apiFolder = join(__dirname, '../../storefront/src/app/api')
const featuresFolder = join(__dirname, '../../storefront/src/features')

const routeSource = (path: string): string => {
  const file = join(apiFolder, ...path.replace(/^\/api\//, '').split('/').map((p) => p.replace(/^\{(\w+)\}$/, '[$1]')), 'route.ts')
  return readFileSync(file, 'utf8')
}

/** The feature handlers a route file re-exports, if any. */
const handlersOf = (source: string): string => {
  const feature = /from '@\/features\/([\w-]+)\/handlers'/.exec(source)?.[1]
  const file = feature ? join(featuresFolder, feature, 'handlers.ts') : ''
  return file && existsSync(file) ? readFileSync(file, 'utf8') : ''
}

describe('outbound operations are rate limited', () => {
  const outbound = routeCatalogue.filter((r) => r.outbound)

  it('names every operation that calls a website, an LLM platform, Google, mail or SMS', () => {
    expect(outbound.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/arena/battles/{id}/answers/{side}',
      'GET /api/auth/google/start',
      'GET /api/marketing/sendCode',
      'POST /api/account/login',
      'POST /api/ads/orders',
      'POST /api/arena/battles',
      'POST /api/auth/forgot',
      'POST /api/auth/register',
      'POST /api/deployment-requests',
      'POST /api/deployments',
      'POST /api/deployments/{id}/retry',
      'POST /api/geo/checks',
      'POST /api/geo/detections/{id}/redetect',
      'POST /api/geo/leads',
      'POST /api/market-requests',
      'POST /api/mcp/assistant',
      'POST /api/mcp/call',
      'POST /api/mcp/inspect',
      'POST /api/mcp/submissions/{id}/verify',
      'POST /api/orders',
      'POST /api/orders/{id}/pay',
      'POST /api/payments/sandbox',
      'POST /api/solutions',
      'POST /api/support/fact-reports',
      'POST /api/tracker/website',
      'POST /api/tracker/{id}/start',
      'POST /api/updates/orders',
    ])
  })

  it('gives each a limit: a rule the kit counts, or a limiter its handler calls', () => {
    for (const route of outbound) {
      const limit = route.outbound!.limit
      if (limit === 'handler') {
        // The handler, or the feature handlers it re-exports, counts in the shared limiter.
        const source = routeSource(route.path)
        expect(`${source}\n${handlersOf(source)}`, `${route.method} ${route.path}`).toMatch(/\blimit\(payload|hitLimit\(|accountLimits\(|exchangeTicket\(/)
      } else {
        if (route.outbound!.countedWithHandler) {
          // The kit leaves the rule to the handler, which must count it (with its own limits).
          const source = routeSource(route.path)
          expect(`${source}\n${handlersOf(source)}`, `${route.method} ${route.path}`).toMatch(/\bcallLimit\(/)
        }
        expect(limit.max, route.path).toBeGreaterThan(0)
        expect(limit.windowSeconds, route.path).toBeGreaterThan(0)
        if (limit.per === 'user') expect(route.auth, `${route.path} counts per user, so it needs one`).toBe('required')
      }
    }
  })
})
