import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './addressClass'

/**
 * Fetches a page a user named, on the server, without letting the user aim us at our own network
 * (SSRF). The host is resolved once and every address is checked before connecting; the socket
 * then connects to the checked address (no second DNS answer can differ: no rebinding). Each
 * redirect (at most 3) is checked the same way. http/https only, default ports are not required
 * but credentials in the URL are refused; the body is cut at `maxBytes`, the whole exchange at
 * `timeoutMs`, and only HTML is accepted.
 */
export type SafeFetchOptions = {
  maxBytes?: number
  timeoutMs?: number
  maxRedirects?: number
  /** Extra addresses to allow (tests serve pages on 127.0.0.1). Production passes nothing. */
  allowAddress?: (address: string) => boolean
  /** Resolver to use instead of the system's (tests). */
  resolve?: (host: string) => Promise<string[]>
  userAgent?: string
}

export type SafeFetchErrorCode = 'invalid_url' | 'blocked_address' | 'dns' | 'too_many_redirects' | 'too_large' | 'timeout' | 'not_html' | 'http_status' | 'network'

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'SafeFetchError'
  }
}

export type FetchedPage = { url: string; status: number; contentType: string; body: string; redirects: string[] }

const HTML_TYPES = ['text/html', 'application/xhtml+xml']

const systemResolve = (host: string) =>
  new Promise<string[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses: LookupAddress[]) => (err ? reject(err) : resolve(addresses.map((a) => a.address)))),
  )

export async function safeFetchHtml(target: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const maxBytes = options.maxBytes ?? 1024 * 1024
  const timeoutMs = options.timeoutMs ?? 8000
  const maxRedirects = options.maxRedirects ?? 3
  const deadline = AbortSignal.timeout(timeoutMs)
  const redirects: string[] = []
  let url = parse(target)
  for (let hop = 0; ; hop++) {
    const address = await checkedAddress(url.hostname, options)
    const response = await request(url, address, { maxBytes, signal: deadline, userAgent: options.userAgent })
    if (response.status >= 300 && response.status < 400 && response.location) {
      if (hop >= maxRedirects) throw new SafeFetchError('too_many_redirects', `more than ${maxRedirects} redirects`)
      url = parse(new URL(response.location, url).toString())
      redirects.push(url.toString())
      continue
    }
    if (response.status >= 400) throw new SafeFetchError('http_status', `the site answered ${response.status}`)
    const contentType = response.contentType.split(';')[0]!.trim().toLowerCase()
    if (!HTML_TYPES.includes(contentType)) throw new SafeFetchError('not_html', `not an HTML page (${contentType || 'no content type'})`)
    return { url: url.toString(), status: response.status, contentType, body: decode(response.body, response.contentType), redirects }
  }
}

function parse(value: string): URL {
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

async function checkedAddress(hostname: string, options: SafeFetchOptions): Promise<{ address: string; family: 4 | 6 }> {
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
  const bad = addresses.find((a) => !ok(a))
  if (bad) throw new SafeFetchError('blocked_address', `${host} resolves to a non-public address`)
  const address = addresses[0]!
  return { address, family: isIP(address) === 6 ? 6 : 4 }
}

type RawResponse = { status: number; location?: string; contentType: string; body: Buffer }

function request(url: URL, pinned: { address: string; family: 4 | 6 }, o: { maxBytes: number; signal: AbortSignal; userAgent?: string }): Promise<RawResponse> {
  // The socket connects to the address we checked, whatever DNS would say now.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as any)(null, [{ address: pinned.address, family: pinned.family }])
    else callback(null, pinned.address, pinned.family)
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    if (o.signal.aborted) return reject(new SafeFetchError('timeout', 'timed out'))
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup,
        signal: o.signal,
        headers: { 'user-agent': o.userAgent ?? 'AIDirectoryBrandReader/1.0', accept: 'text/html,application/xhtml+xml;q=0.9', 'accept-encoding': 'identity' },
      },
      (res) => {
        const status = res.statusCode ?? 0
        const location = typeof res.headers.location === 'string' ? res.headers.location : undefined
        if (status >= 300 && status < 400) {
          res.resume()
          return resolve({ status, location, contentType: '', body: Buffer.alloc(0) })
        }
        const declared = Number(res.headers['content-length'])
        if (Number.isFinite(declared) && declared > o.maxBytes) {
          res.destroy()
          return reject(new SafeFetchError('too_large', `page larger than ${o.maxBytes} bytes`))
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > o.maxBytes) {
            res.destroy()
            reject(new SafeFetchError('too_large', `page larger than ${o.maxBytes} bytes`))
          } else chunks.push(chunk)
        })
        res.on('end', () => resolve({ status, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }))
        res.on('error', (err) => reject(wrap(err, o.signal)))
      },
    )
    req.on('error', (err) => reject(wrap(err, o.signal)))
    req.end()
  })
}

function wrap(err: unknown, signal: AbortSignal): SafeFetchError {
  if (err instanceof SafeFetchError) return err
  if (signal.aborted) return new SafeFetchError('timeout', 'timed out')
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
