import type { EventEmitter } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pipeline } from 'node:stream/promises'
import { Agent, cacheStores, type Dispatcher, interceptors } from 'undici'
import { answerHeaders, forwardedHeaders } from './headers'
import { applyEdgePolicy, type CookieRoute, dependsOnCookie, storefrontCookieRoutes } from './policy'
import { CACHE_TAGS_HEADER, createTagIndex, EVERYTHING, parseTags } from './tagIndex'

/**
 * The edge: a shared HTTP cache in front of the storefront, standing in on one machine for the CDN
 * that DESIGN.md puts in front of every storefront. It keeps what the storefront marks as shareable
 * (RFC 9111 through undici's cache interceptor, with the rules of policy.ts), passes everything
 * else through, and when the storefront accepts an on-demand revalidation (POST /api/revalidate)
 * forgets the answers carrying the tags it revalidated (tagIndex.ts), so an edited page shows at
 * once and the rest stays cached.
 *
 * A cached page costs a map lookup here instead of a trip through Next's pipeline (bench/).
 */
export type EdgeOptions = {
  /** The storefront behind the edge, e.g. http://127.0.0.1:3002. */
  origin: string
  port: number
  host?: string
  /** Total bytes of cached answers kept in memory; past it the edge starts again empty. */
  maxBytes?: number
  /** Paths whose answer depends on a cookie: a request carrying it always reaches the storefront. */
  cookieRoutes?: CookieRoute[]
}

export type Edge = {
  url: string
  server: http.Server
  /** Forgets the answers carrying any of these tags (and every untagged one); everything without tags. */
  purge(tags?: string[]): void
  close(): Promise<void>
}

/** The on-demand revalidation that, once the storefront accepts it, purges the edge too. */
const isRevalidation = (method: string, url: string) => method === 'POST' && url.split('?')[0] === '/api/revalidate'

/** The tags the storefront says it revalidated (`{ data: { revalidated: [...] } }`); unreadable: everything. */
function revalidatedTags(body: string): string[] {
  try {
    const tags = (JSON.parse(body) as { data?: { revalidated?: unknown } }).data?.revalidated
    if (Array.isArray(tags) && tags.length > 0 && tags.every((t) => typeof t === 'string')) return tags
  } catch {}
  return [EVERYTHING]
}

/** An answer the cache may have kept (the interceptor decides; a superset is harmless to index). */
const mayBeShared = (statusCode: number, headers: Dispatcher.ResponseData['headers']) =>
  statusCode < 500 && !/\b(no-store|private)\b/.test(String(headers['cache-control'] ?? ''))

/** Past this many indexed paths the edge starts again empty, as it does when the store is full. */
const MAX_INDEXED_PATHS = 100_000

export async function startEdge({ origin, port, host = '127.0.0.1', maxBytes = 256 * 1024 * 1024, cookieRoutes = storefrontCookieRoutes }: EdgeOptions): Promise<Edge> {
  // Answers can stream for minutes (GEO progress); only the wait for the first byte is bounded.
  const agent = new Agent({ connections: 256, keepAliveTimeout: 30_000, headersTimeout: 120_000, bodyTimeout: 0 })
  let dispatcher: Dispatcher
  let store: InstanceType<typeof cacheStores.MemoryCacheStore>
  let index = createTagIndex()
  const empty = () => {
    store = new cacheStores.MemoryCacheStore({ maxSize: maxBytes, maxCount: 50_000, maxEntrySize: 8 * 1024 * 1024 })
    index = createTagIndex()
    // The store's own eviction halves each path's list of variants, which frees nothing when every
    // path has one (unique query strings): starting again empty is what keeps memory bounded.
    const events = store as unknown as EventEmitter // an EventEmitter, though its types do not say so
    events.once('maxSizeExceeded', empty)
    dispatcher = agent.compose(applyEdgePolicy, interceptors.cache({ store, methods: ['GET', 'HEAD'], type: 'shared' }))
  }
  const purge = (tags?: string[]) => {
    if (!tags || tags.includes(EVERYTHING)) return empty()
    // The store keys answers by origin and path (every method and variant of a path goes at once).
    for (const path of index.take(tags)) store.delete({ origin, path, method: 'GET' })
  }
  empty()

  const server = http.createServer(async (req, res) => {
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    // Only origin-form targets: an absolute URL would let the client pick the Host Next builds
    // redirects from, and `*` (OPTIONS) means nothing to the storefront.
    if (!url.startsWith('/')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      return void res.end('Bad request: the target must be a path\n')
    }
    const safe = method === 'GET' || method === 'HEAD'
    // A visitor who leaves before the answer starts stops the render too.
    const abandoned = new AbortController()
    res.once('close', () => !res.writableFinished && abandoned.abort())
    try {
      // Unsafe methods skip the cache entirely: RFC 9111 would have a POST's success evict the path for everyone.
      const cached = safe && !dependsOnCookie(cookieRoutes, req)
      const upstream = await (cached ? dispatcher : agent).request({
        origin,
        path: url,
        method: method as Dispatcher.HttpMethod,
        // The edge reads the revalidation's answer (the tags to purge): uncompressed.
        headers: isRevalidation(method, url) ? { ...forwardedHeaders(req), 'accept-encoding': 'identity' } : forwardedHeaders(req),
        body: safe ? undefined : req,
        signal: abandoned.signal,
      })
      if (cached && mayBeShared(upstream.statusCode, upstream.headers)) {
        index.record(url, parseTags(upstream.headers[CACHE_TAGS_HEADER]))
        if (index.size > MAX_INDEXED_PATHS) empty()
      }
      if (isRevalidation(method, url) && upstream.statusCode >= 200 && upstream.statusCode < 300) {
        const body = Buffer.from(await upstream.body.arrayBuffer())
        purge(upstream.headers['content-encoding'] ? [EVERYTHING] : revalidatedTags(body.toString('utf8')))
        res.writeHead(upstream.statusCode, answerHeaders(upstream.headers))
        return void res.end(body)
      }
      res.writeHead(upstream.statusCode, answerHeaders(upstream.headers))
      await pipeline(upstream.body, res)
    } catch (error) {
      if (res.headersSent || abandoned.signal.aborted) return void res.destroy()
      // The storefront is down or restarting: say so plainly, and never keep the answer.
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(`Bad gateway: the storefront did not answer (${(error as Error).message})\n`)
    }
  })
  // Matches Next's own keep-alive, so load balancers and benchmarks reuse connections.
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve))
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${bound}`,
    server,
    purge,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
      await agent.destroy()
    },
  }
}
