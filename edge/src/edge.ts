import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pipeline } from 'node:stream/promises'
import { Agent, cacheStores, type Dispatcher, interceptors } from 'undici'

/**
 * The edge: a shared HTTP cache in front of the storefront, standing in on one machine for the CDN
 * that DESIGN.md puts in front of every storefront. It keeps what the storefront marks as shareable
 * (RFC 9111 through undici's cache interceptor: s-maxage, public max-age, stale-while-revalidate,
 * Vary), passes everything else through untouched, and forgets everything when the storefront
 * accepts an on-demand revalidation (POST /api/revalidate), so an edited page shows at once.
 *
 * A cached page costs a map lookup here instead of a trip through Next's pipeline (bench/).
 */
export type EdgeOptions = {
  /** The storefront behind the edge, e.g. http://127.0.0.1:3002. */
  origin: string
  port: number
  host?: string
  /** Total bytes of cached answers kept in memory. */
  maxBytes?: number
  /** Paths whose answer depends on a cookie: a request carrying it always reaches the storefront. */
  cookieRoutes?: CookieRoute[]
}

export type CookieRoute = { path: string; cookie: string }

/**
 * The storefront answers `/` by the `locale` cookie (SPEC §2: the international edition sends a
 * visitor who chose another language to that language's home). Next overwrites any Vary header a
 * page sets, so the edge is told here, as a CDN would be by a cache rule.
 */
export const storefrontCookieRoutes: CookieRoute[] = [{ path: '/', cookie: 'locale' }]

const hasCookie = (header: string | undefined, name: string) => header?.split(';').some((c) => c.trim().startsWith(`${name}=`)) ?? false
const needsOrigin = (routes: CookieRoute[], req: http.IncomingMessage) =>
  routes.some((r) => (req.url ?? '/').split('?')[0] === r.path && hasCookie(req.headers.cookie, r.cookie))

export type Edge = { url: string; server: http.Server; purge(): void; close(): Promise<void> }

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are never forwarded. So is
// Expect: Node's server has already answered 100 Continue to the client (and undici refuses it).
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect'])
// Set by the edge from the connection itself: whatever a client sends under these names is a claim.
const forwarding = new Set(['x-real-ip', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'])

/** The on-demand revalidation that, once the storefront accepts it, empties the edge too. */
export const isRevalidation = (method: string | undefined, url: string | undefined) => method === 'POST' && url?.split('?')[0] === '/api/revalidate'

function forwardedHeaders(req: http.IncomingMessage): Record<string, string | string[]> {
  const named = new Set((String(req.headers.connection ?? '')).split(',').map((h) => h.trim().toLowerCase()))
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || hopByHop.has(name) || named.has(name) || forwarding.has(name)) continue
    headers[name] = value
  }
  const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  headers['x-real-ip'] = client
  headers['x-forwarded-for'] = client
  headers['x-forwarded-proto'] = 'http'
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host
  return headers
}

function answerHeaders(upstream: Dispatcher.ResponseData['headers']): http.OutgoingHttpHeaders {
  const named = new Set(String(upstream.connection ?? '').split(',').map((h) => h.trim().toLowerCase()))
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || hopByHop.has(name) || named.has(name)) continue
    headers[name] = value
  }
  return headers
}

/**
 * How long the edge may hand out a stale page while it fetches a fresh one. Next marks its pages
 * stale-while-revalidate for a year; an answer that then turns uncacheable (a page unpublished or
 * blocked by a route rule without a purge) would never replace the stale one, so the edge caps the
 * window: past it the next visitor waits for the storefront instead.
 */
export const MAX_STALE_SECONDS = 60

const capped = (cacheControl: string) =>
  cacheControl.replace(/stale-while-revalidate=(\d+)/i, (_, seconds: string) => `stale-while-revalidate=${Math.min(Number(seconds), MAX_STALE_SECONDS)}`)

/**
 * The edge's policy on what the storefront says about caching: the stale window is capped, and an
 * answer that sets a cookie is never shared, whatever it says (RFC 9111 would let a shared cache
 * keep it, and hand one visitor's cookie to the next).
 */
function edgePolicy(headers: Record<string, string | string[] | undefined>) {
  if (headers['set-cookie'] !== undefined) headers['cache-control'] = 'private, no-store'
  const cacheControl = headers['cache-control']
  if (typeof cacheControl === 'string') headers['cache-control'] = capped(cacheControl)
}

/**
 * Sits below the cache, so the cache sees the policy's headers. Only handlers of undici's current
 * API (the cache's own) are wrapped; an answer that bypasses the cache is never stored anyway.
 */
const applyEdgePolicy: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) => {
  if (typeof handler.onResponseStart !== 'function') return dispatch(options, handler)
  return dispatch(options, {
    onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
    onRequestUpgrade: (controller, statusCode, headers, socket) => handler.onRequestUpgrade?.(controller, statusCode, headers, socket),
    onResponseStart: (controller, statusCode, headers, statusMessage) => {
      edgePolicy(headers)
      handler.onResponseStart?.(controller, statusCode, headers, statusMessage)
    },
    onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
    onResponseEnd: (controller, trailers) => handler.onResponseEnd?.(controller, trailers),
    onResponseError: (controller, error) => handler.onResponseError?.(controller, error),
  })
}

export async function startEdge({ origin, port, host = '0.0.0.0', maxBytes = 256 * 1024 * 1024, cookieRoutes = storefrontCookieRoutes }: EdgeOptions): Promise<Edge> {
  // Answers can stream for minutes (GEO progress); only the wait for the first byte is bounded.
  const agent = new Agent({ connections: 256, keepAliveTimeout: 30_000, headersTimeout: 120_000, bodyTimeout: 0 })
  const cached = () =>
    agent.compose(
      applyEdgePolicy,
      interceptors.cache({
        store: new cacheStores.MemoryCacheStore({ maxSize: maxBytes, maxCount: 50_000, maxEntrySize: 8 * 1024 * 1024 }),
        methods: ['GET', 'HEAD'],
        type: 'shared',
      }),
    )
  let dispatcher = cached()
  const purge = () => {
    dispatcher = cached()
  }

  const server = http.createServer(async (req, res) => {
    const method = req.method ?? 'GET'
    const hasBody = method !== 'GET' && method !== 'HEAD'
    try {
      const upstream = await (needsOrigin(cookieRoutes, req) ? agent : dispatcher).request({
        origin,
        path: req.url ?? '/',
        method: method as Dispatcher.HttpMethod,
        headers: forwardedHeaders(req),
        body: hasBody ? req : undefined,
      })
      if (isRevalidation(method, req.url) && upstream.statusCode >= 200 && upstream.statusCode < 300) purge()
      res.writeHead(upstream.statusCode, answerHeaders(upstream.headers))
      await pipeline(upstream.body, res)
    } catch (error) {
      if (res.headersSent) return void res.destroy()
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
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}`,
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
