import type { LookupAddress } from 'node:dns'
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { Transform, type Readable } from 'node:stream'
import { checkedAddress, parseUrl, SafeFetchError, type SafeFetchOptions } from './safeFetch'

/**
 * The streaming sibling of `safeFetch`, for protocols whose answers arrive over time (Server-Sent
 * Events, MCP's streamable HTTP): the same address checks, pinned socket and re-checked
 * redirects, but the promise settles on the answer's headers and the body is a stream that
 * - fails with `too_large` past `maxBytes` (counted as it arrives; a declared larger length is
 *   refused before a byte is read);
 * - is cut with `timeout` once `lifetimeMs` has passed since the request began, so a stream that
 *   never ends cannot hold a socket;
 * - ends when the caller's signal aborts.
 */
export type SafeStreamOptions = Omit<SafeFetchOptions, 'contentTypes' | 'acceptErrorStatus' | 'method'> & {
  method?: string
  /** Allowed URL schemes; default https only. */
  protocols?: readonly ('http:' | 'https:')[]
  /** `manual` answers a redirect as it is (the caller follows it, through here again). */
  redirect?: 'follow' | 'manual'
  /** The whole exchange including the body; `timeoutMs` bounds the wait for the headers. */
  lifetimeMs?: number
}

export type SafeStreamResponse = {
  url: string
  status: number
  headers: IncomingHttpHeaders
  body: Readable
  redirects: string[]
  address: string
}

const defaults = { maxBytes: 4 * 1024 * 1024, timeoutMs: 10_000, lifetimeMs: 60_000, maxRedirects: 3 }

export async function safeStream(target: string, options: SafeStreamOptions = {}): Promise<SafeStreamResponse> {
  const maxBytes = options.maxBytes ?? defaults.maxBytes
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs
  const lifetimeMs = Math.max(options.lifetimeMs ?? defaults.lifetimeMs, timeoutMs)
  const maxRedirects = options.maxRedirects ?? defaults.maxRedirects
  const protocols = options.protocols ?? ['https:']
  const lifetime = new AbortController()
  const timer = setTimeout(() => lifetime.abort(new SafeFetchError('timeout', `cut after ${lifetimeMs} ms`)), lifetimeMs)
  timer.unref?.()
  const signal = options.signal ? AbortSignal.any([options.signal, lifetime.signal]) : lifetime.signal
  const redirects: string[] = []
  let url = allowedUrl(target, protocols)
  let method = options.method ?? 'GET'
  let body = options.body
  let headers = options.headers
  try {
    for (let hop = 0; ; hop++) {
      // A resolver that hangs is cut by the same lifetime as everything else.
      const pinned = await untilAborted(checkedAddress(url.hostname, options), signal, timeoutMs)
      if (signal.aborted) throw new SafeFetchError('timeout', `no answer within ${timeoutMs} ms`)
      const res = await open(url, pinned, { method, body, headers, signal, timeoutMs, userAgent: options.userAgent })
      const status = res.statusCode ?? 0
      const location = typeof res.headers.location === 'string' ? res.headers.location : undefined
      if (status >= 300 && status < 400 && location && options.redirect !== 'manual') {
        res.resume()
        if (hop >= maxRedirects) throw new SafeFetchError('too_many_redirects', `more than ${maxRedirects} redirects`)
        const next = allowedUrl(new URL(location, url).toString(), protocols)
        // Another origin gets none of the caller's headers but the plain ones: an API key typed
        // for one server must not follow a redirect to another.
        if (next.origin !== url.origin) headers = plainHeaders(headers)
        url = next
        redirects.push(url.toString())
        if (status === 303 || ((status === 301 || status === 302) && method !== 'GET' && method !== 'HEAD')) {
          method = 'GET'
          body = undefined
        }
        continue
      }
      const declared = Number(res.headers['content-length'])
      if (Number.isFinite(declared) && declared > maxBytes) {
        res.destroy()
        throw new SafeFetchError('too_large', `answer larger than ${maxBytes} bytes`, status)
      }
      const capped = res.pipe(byteCap(maxBytes, status))
      res.on('error', (err) => capped.destroy(wrap(err, signal, lifetimeMs)))
      const stop = () => {
        const reason = signal.reason instanceof SafeFetchError ? signal.reason : new SafeFetchError('timeout', 'cancelled')
        res.destroy()
        capped.destroy(reason)
      }
      signal.addEventListener('abort', stop, { once: true })
      capped.on('close', () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', stop)
      })
      return { url: url.toString(), status, headers: res.headers, body: capped, redirects, address: pinned.address }
    }
  } catch (err) {
    clearTimeout(timer)
    throw wrap(err, signal, timeoutMs)
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal, ms: number): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason)
    const timer = setTimeout(() => reject(new SafeFetchError('timeout', `no answer within ${ms} ms`)), ms)
    signal.addEventListener('abort', stop, { once: true })
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer)
      signal.removeEventListener('abort', stop)
    })
  })
}

const plain = new Set(['accept', 'content-type', 'cache-control', 'last-event-id'])

function plainHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  return headers && Object.fromEntries(Object.entries(headers).filter(([name]) => plain.has(name.toLowerCase())))
}

function allowedUrl(value: string, protocols: readonly string[]): URL {
  const url = parseUrl(value)
  if (!protocols.includes(url.protocol)) throw new SafeFetchError('invalid_url', `only ${protocols.map((p) => p.replace(':', '')).join(' and ')}`)
  return url
}

function byteCap(maxBytes: number, status: number): Transform {
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > maxBytes) callback(new SafeFetchError('too_large', `answer larger than ${maxBytes} bytes`, status))
      else callback(null, chunk)
    },
  })
}

type OpenOptions = { method: string; body?: string | Uint8Array; headers?: Record<string, string>; signal: AbortSignal; timeoutMs: number; userAgent?: string }

function open(url: URL, pinned: { address: string; family: 4 | 6 }, o: OpenOptions): Promise<http.IncomingMessage> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (err: null, addresses: LookupAddress[]) => void)(null, [{ address: pinned.address, family: pinned.family }])
    else callback(null, pinned.address, pinned.family)
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const waiting = setTimeout(() => req.destroy(new SafeFetchError('timeout', `no answer within ${o.timeoutMs} ms`)), o.timeoutMs)
    const req = client.request(url, { method: o.method, lookup, signal: o.signal, headers: { 'user-agent': o.userAgent ?? 'AIDirectoryFetcher/1.0', 'accept-encoding': 'identity', ...o.headers } }, (res) => {
      clearTimeout(waiting)
      resolve(res)
    })
    req.on('error', (err) => {
      clearTimeout(waiting)
      reject(err)
    })
    req.end(o.body)
  })
}

function wrap(err: unknown, signal: AbortSignal, ms: number): SafeFetchError {
  if (err instanceof SafeFetchError) return err
  if (signal.reason instanceof SafeFetchError) return signal.reason
  if (signal.aborted) return new SafeFetchError('timeout', `no answer within ${ms} ms`)
  return new SafeFetchError('network', (err as Error).message)
}

