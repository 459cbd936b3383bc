import type http from 'node:http'
import type { Dispatcher } from 'undici'

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are never forwarded. So is
// Expect: Node's server has already answered 100 Continue to the client (and undici refuses it).
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect'])

// Set by the edge: X-Real-IP, Host and scheme claims from a client are dropped; X-Forwarded-For
// is kept and the connection's address appended, so the storefront (which believes only the proxies
// in TRUSTED_PROXIES, cms accounts/clientAddress.ts) reads the chain from the right and stops at the
// first hop that is not a trusted proxy — a client's own entries are never the answer.
const forwarding = new Set(['x-real-ip', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'])

// A client does not decide what the shared cache does (a CDN ignores these too): a no-cache or a
// conditional request would otherwise send every such request to a full render.
const cacheDirectives = new Set(['cache-control', 'pragma', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range'])

// The storefront's own request headers, set by its proxy for its pages (features/routing), and
// Next's internal subrequest marker: never taken from a client.
const internal = (name: string) => name.startsWith('x-aidir-') || name.startsWith('x-middleware-')

const connectionScoped = (value: string | string[] | undefined) =>
  new Set(String(value ?? '').split(',').map((h) => h.trim().toLowerCase()))

/** The request headers the storefront receives: the client's, less the above, plus who the client is. */
export function forwardedHeaders(req: http.IncomingMessage): Record<string, string | string[]> {
  const named = connectionScoped(req.headers.connection)
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || hopByHop.has(name) || named.has(name) || forwarding.has(name) || cacheDirectives.has(name) || internal(name)) continue
    headers[name] = value
  }
  const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  const claimed = ([] as string[]).concat(req.headers['x-forwarded-for'] ?? []).join(', ').trim()
  headers['x-forwarded-for'] = claimed ? `${claimed}, ${client}` : client
  headers['x-forwarded-proto'] = 'http'
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host
  return headers
}

// The cache tags a page tells the edge (tagIndex.ts): for the edge only.
const edgeOnly = new Set(['x-aidir-cache-tags'])

/** The answer's headers as the client receives them: the storefront's, less the connection's own and the edge's. */
export function answerHeaders(upstream: Dispatcher.ResponseData['headers']): http.OutgoingHttpHeaders {
  const named = connectionScoped(upstream.connection)
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || hopByHop.has(name) || named.has(name) || edgeOnly.has(name)) continue
    headers[name] = value
  }
  return headers
}
