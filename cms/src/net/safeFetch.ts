import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './addressClass'

/**
 * Fetches a URL that someone else chose (a brand's website, an MCP server, a feed, a webhook
 * receiver) without letting them aim us at our own network (SSRF):
 * - http and https only, no credentials in the URL;
 * - an IP literal is checked; a name is resolved once and EVERY address it answers is checked
 *   (one public and one private answer is refused);
 * - the socket connects to the checked address, whatever DNS says a moment later (no rebinding);
 * - each redirect is checked the same way, at most `maxRedirects`;
 * - the body is cut at `maxBytes`, the whole exchange (redirects included) at `timeoutMs`;
 * - the final answer's content type must be one the caller allows.
 */
export type SafeFetchOptions = {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT'
  headers?: Record<string, string>
  body?: string | Uint8Array
  /** Media types accepted for a successful answer ("text/html"); omitted = any. */
  contentTypes?: readonly string[]
  /** Answers of 400 and above are returned instead of failing with `http_status`. */
  acceptErrorStatus?: boolean
  maxBytes?: number
  timeoutMs?: number
  maxRedirects?: number
  /** The caller's own cancellation, on top of `timeoutMs`. */
  signal?: AbortSignal
  /** Extra addresses to allow (tests serve pages on 127.0.0.1). Production passes nothing. */
  allowAddress?: (address: string) => boolean
  /** Resolver used instead of the system's (tests: a name that answers a private address). */
  resolve?: (host: string) => Promise<string[]>
  userAgent?: string
}

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'dns'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'content_type'
  | 'not_html'
  | 'http_status'
  | 'network'

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'SafeFetchError'
  }
}

export type SafeResponse = {
  /** The final URL, after redirects. */
  url: string
  status: number
  headers: IncomingHttpHeaders
  /** The media type alone, lower case ("text/html"). */
  contentType: string
  body: Buffer
  /** Each redirect's target, in order. */
  redirects: string[]
  /** The address the final answer came from. */
  address: string
  /** The body as text, in the charset the answer declared (or UTF-8). */
  text(): string
}

const defaults = { maxBytes: 1024 * 1024, timeoutMs: 8000, maxRedirects: 3 }

const systemResolve = (host: string) =>
  new Promise<string[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses: LookupAddress[]) => (err ? reject(err) : resolve(addresses.map((a) => a.address)))),
  )

export async function safeFetch(target: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxBytes = options.maxBytes ?? defaults.maxBytes
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs
  const maxRedirects = options.maxRedirects ?? defaults.maxRedirects
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const redirects: string[] = []
  let url = parseUrl(target)
  let method = options.method ?? 'GET'
  let body = options.body
  for (let hop = 0; ; hop++) {
    const pinned = await checkedAddress(url.hostname, options)
    if (signal.aborted) throw new SafeFetchError('timeout', `no answer within ${timeoutMs} ms`)
    const response = await request(url, pinned, { method, body, headers: options.headers, maxBytes, signal, timeoutMs, userAgent: options.userAgent, contentTypes: options.contentTypes })
    if (response.status >= 300 && response.status < 400 && response.location) {
      if (hop >= maxRedirects) throw new SafeFetchError('too_many_redirects', `more than ${maxRedirects} redirects`)
      url = parseUrl(new URL(response.location, url).toString())
      redirects.push(url.toString())
      // As browsers do: 303 (and 301/302 after a POST) continue as a GET without the body.
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method !== 'GET' && method !== 'HEAD')) {
        method = 'GET'
        body = undefined
      }
      continue
    }
    if (response.status >= 400 && !options.acceptErrorStatus) throw new SafeFetchError('http_status', `the site answered ${response.status}`, response.status)
    const contentType = mediaType(response.headers)
    const rawType = String(response.headers['content-type'] ?? '')
    return {
      url: url.toString(),
      status: response.status,
      headers: response.headers,
      contentType,
      body: response.body,
      redirects,
      address: pinned.address,
      text: () => decode(response.body, rawType),
    }
  }
}

export function parseUrl(value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new SafeFetchError('invalid_url', 'not a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('invalid_url', 'only http and https')
  if (url.username || url.password) throw new SafeFetchError('invalid_url', 'credentials in the URL')
  return url
}

export async function checkedAddress(hostname: string, options: Pick<SafeFetchOptions, 'allowAddress' | 'resolve'>): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  if (isIP(host)) addresses = [host]
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host)
    } catch {
      throw new SafeFetchError('dns', `cannot resolve ${host}`)
    }
  }
  if (!addresses.length) throw new SafeFetchError('dns', `cannot resolve ${host}`)
  // Every address must be allowed: a name answering one public and one private address is refused.
  const ok = (a: string) => isPublicAddress(a) || Boolean(options.allowAddress?.(a))
  if (addresses.some((a) => !ok(a))) throw new SafeFetchError('blocked_address', `${host} resolves to a non-public address`)
  const address = addresses[0]!
  return { address, family: isIP(address) === 6 ? 6 : 4 }
}

export function mediaType(headers: IncomingHttpHeaders): string {
  return String(headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
}

type RawResponse = { status: number; location?: string; headers: IncomingHttpHeaders; body: Buffer }
type RequestOptions = {
  method: string
  body?: string | Uint8Array
  headers?: Record<string, string>
  maxBytes: number
  signal: AbortSignal
  timeoutMs: number
  userAgent?: string
  contentTypes?: readonly string[]
}

function request(url: URL, pinned: { address: string; family: 4 | 6 }, o: RequestOptions): Promise<RawResponse> {
  // The socket connects to the address we checked, whatever DNS would say now.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (err: null, addresses: LookupAddress[]) => void)(null, [{ address: pinned.address, family: pinned.family }])
    else callback(null, pinned.address, pinned.family)
  }
  const client = url.protocol === 'https:' ? https : http
  const accept = o.contentTypes?.length ? o.contentTypes.join(',') : '*/*'
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: o.method,
        lookup,
        signal: o.signal,
        headers: { 'user-agent': o.userAgent ?? 'AIDirectoryFetcher/1.0', accept, 'accept-encoding': 'identity', ...o.headers },
      },
      (res) => {
        const status = res.statusCode ?? 0
        const location = typeof res.headers.location === 'string' ? res.headers.location : undefined
        const fail = (error: SafeFetchError) => {
          res.destroy()
          reject(error)
        }
        if (status >= 300 && status < 400 && location) {
          res.resume()
          return resolve({ status, location, headers: res.headers, body: Buffer.alloc(0) })
        }
        // Refuse a wrong type before reading a byte of it.
        const type = mediaType(res.headers)
        if (status < 300 && o.contentTypes?.length && !o.contentTypes.includes(type)) {
          return fail(new SafeFetchError('content_type', `not an accepted content type (${type || 'none'})`, status))
        }
        const declared = Number(res.headers['content-length'])
        if (Number.isFinite(declared) && declared > o.maxBytes) return fail(new SafeFetchError('too_large', `answer larger than ${o.maxBytes} bytes`, status))
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > o.maxBytes) fail(new SafeFetchError('too_large', `answer larger than ${o.maxBytes} bytes`, status))
          else chunks.push(chunk)
        })
        res.on('end', () => resolve({ status, location, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', (err) => reject(wrap(err, o)))
      },
    )
    req.on('error', (err) => reject(wrap(err, o)))
    req.end(o.body)
  })
}

function wrap(err: unknown, o: RequestOptions): SafeFetchError {
  if (err instanceof SafeFetchError) return err
  if (o.signal.aborted) return new SafeFetchError('timeout', `no answer within ${o.timeoutMs} ms`)
  return new SafeFetchError('network', (err as Error).message)
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(charset.toLowerCase()).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}
