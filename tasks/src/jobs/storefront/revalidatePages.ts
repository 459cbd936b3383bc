import { env } from '@aidir/cms'
import { revalidateToken } from '@aidir/cms/hooks'
import { createHttpCachePurge, type HttpCachePurge } from '@aidir/cms/revalidation'
import type { JobData } from '@aidir/cms'
import type { Handler, JobContext } from '../types'

/**
 * Tells the storefront (through the edge, which purges the same tags) which cached pages and data
 * a content change touched, so they are dropped now rather than within 60 s; then, when an HTTP
 * cache stands in front of several storefronts (HTTP_CACHE_PURGE_URL, Varnish), purges the same
 * tags there — after the storefront, so the cache cannot fetch the old page again. A storefront
 * that is not running has nothing cached: that is not a failure. Any other failure is retried
 * (both calls are idempotent; the change still shows within 60 s if every retry fails).
 * `storefrontUrl` stands in for STOREFRONT_INTERNAL_URL in tests.
 */
export const createRevalidatePagesHandler =
  (options: { storefrontUrl?: () => string } = {}): Handler<'storefront.revalidate'> =>
  async (data, { log }) => {
    const settings = env()
    const storefrontUrl = options.storefrontUrl?.() ?? settings.STOREFRONT_INTERNAL_URL
    return revalidateAndPurge({ storefrontUrl, secret: settings.PAYLOAD_SECRET, purgeUrl: settings.HTTP_CACHE_PURGE_URL }, data, log)
  }

export const revalidatePages = createRevalidatePagesHandler()

export type RevalidationTargets = { storefrontUrl: string; secret: string; purgeUrl?: string }
type Log = Pick<JobContext['log'], 'debug'>

export async function revalidateAndPurge(targets: RevalidationTargets, { collection, tags }: JobData<'storefront.revalidate'>, log: Log) {
  const url = `${targets.storefrontUrl}/api/revalidate`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateToken(targets.secret)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collection, tags }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    if (code === 'ECONNREFUSED') {
      log.debug({ url }, 'storefront not running: nothing to revalidate')
      return { revalidated: false }
    }
    throw error
  }
  if (!response.ok) throw new Error(`storefront revalidation answered HTTP ${response.status}`)
  const revalidated = revalidatedTags(await response.text(), tags)
  if (!targets.purgeUrl) return { revalidated: true, collection, tags }
  const { purged } = await httpCachePurge(targets.purgeUrl)(revalidated)
  log.debug({ tags: revalidated, purged }, 'HTTP cache purged')
  return { revalidated: true, collection, tags, purged }
}

/** The tags the storefront says it revalidated (`{ data: { revalidated: [...] } }`), else the job's own. */
function revalidatedTags(body: string, asked: string[]): string[] {
  try {
    const tags = (JSON.parse(body) as { data?: { revalidated?: unknown } }).data?.revalidated
    if (Array.isArray(tags) && tags.length > 0 && tags.every((t) => typeof t === 'string')) return tags
  } catch {}
  return asked.length > 0 ? asked : ['content']
}

// One client per address, so its circuit breaker and bulkhead span the worker's jobs.
const purgers = new Map<string, HttpCachePurge>()
const httpCachePurge = (url: string) => {
  let purge = purgers.get(url)
  if (!purge) purgers.set(url, (purge = createHttpCachePurge(url)))
  return purge
}
