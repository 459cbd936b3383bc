import { ownOrigin } from './ownOrigin'
import { compileRulesOnce, type RouteRule } from './ruleMatch'

/**
 * The route rules as proxy.ts sees them. The proxy fetches them from this same app's
 * /api/route/rule?list=1 instead of opening the Payload Local API itself: that keeps Payload and
 * the database driver out of the proxy bundle (a second Payload instance and pool in the process),
 * costs one local HTTP call per minute, and the API's own read is cached already.
 * The call goes to 127.0.0.1 on the server's own port, never to the request's Host header, which
 * a client could point at a server of its choosing and so poison the shared list.
 * Stale-while-revalidate: after the first load, a request never waits for a refresh. A failed load
 * lets every page through (SPEC §8: a failed route check is logged and ignored) and is retried
 * after a few seconds.
 */
export const PROXY_RULES_TTL_MS = 60_000
const RETRY_AFTER_FAILURE_MS = 5_000
const FIRST_LOAD_TIMEOUT_MS = 10_000
const REFRESH_TIMEOUT_MS = 3_000

type Compiled = ReturnType<typeof compileRulesOnce>
type Entry = { rules: Compiled; expires: number }

const entries = new Map<1 | 2, Entry>()
const inFlight = new Map<1 | 2, Promise<Compiled>>()

async function fetchRules(variant: 1 | 2, timeoutMs: number): Promise<Compiled> {
  try {
    const response = await fetch(`${ownOrigin()}/api/route/rule?useWebsite=${variant}&list=1`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as { data?: { rules?: RouteRule[] } }
    if (!Array.isArray(body.data?.rules)) throw new Error('answer without data.rules')
    const rules = compileRulesOnce(body.data.rules)
    entries.set(variant, { rules, expires: Date.now() + PROXY_RULES_TTL_MS })
    return rules
  } catch (error) {
    console.warn(`route rules could not be loaded, pages are served unchecked: ${(error as Error).message}`)
    const stale = entries.get(variant)?.rules ?? []
    entries.set(variant, { rules: stale, expires: Date.now() + RETRY_AFTER_FAILURE_MS })
    return stale
  } finally {
    inFlight.delete(variant)
  }
}

function load(variant: 1 | 2, timeoutMs: number): Promise<Compiled> {
  let pending = inFlight.get(variant)
  if (!pending) {
    pending = fetchRules(variant, timeoutMs)
    inFlight.set(variant, pending)
  }
  return pending
}

export async function proxyRouteRules(variant: 1 | 2): Promise<Compiled> {
  const entry = entries.get(variant)
  if (!entry) return load(variant, FIRST_LOAD_TIMEOUT_MS)
  if (entry.expires <= Date.now()) void load(variant, REFRESH_TIMEOUT_MS)
  return entry.rules
}
