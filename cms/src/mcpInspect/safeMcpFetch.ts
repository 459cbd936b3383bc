import { Readable } from 'node:stream'
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js'
import { SafeFetchError } from '../net/safeFetch'
import { safeStream } from '../net/safeStream'
import type { Caps, TargetPolicy } from './policy'

/** Statuses whose Response may not carry a body. */
const bodiless = new Set([101, 204, 205, 304])

/**
 * A `fetch` for the SDK's transports that goes through the SSRF-safe stream of `net/`: every
 * request (and every redirect) checked against the policy, the socket pinned, each answer capped
 * in bytes and in lifetime. A fault (a cap hit mid-stream, a blocked redirect) is also handed to
 * `onFault`, since the SDK may swallow a stream's error and leave a request waiting.
 */
export function safeMcpFetch(policy: TargetPolicy, caps: Caps, onFault: (err: SafeFetchError) => void): FetchLike {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : (input as Request).url
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value
    })
    const body = init?.body
    if (body != null && typeof body !== 'string' && !(body instanceof Uint8Array)) throw new SafeFetchError('invalid_url', 'unsupported request body')
    try {
      const answer = await safeStream(url, {
        method: init?.method ?? 'GET',
        headers,
        body: body ?? undefined,
        protocols: policy.protocols,
        allowAddress: policy.allowAddress,
        resolve: policy.resolve,
        redirect: init?.redirect === 'manual' ? 'manual' : 'follow',
        maxBytes: caps.maxBytes,
        timeoutMs: caps.headersTimeoutMs,
        lifetimeMs: caps.streamLifetimeMs,
        signal: init?.signal ?? undefined,
        userAgent: 'AIDirectoryMcpInspector/1.0',
      })
      answer.body.on('error', (err) => {
        if (err instanceof SafeFetchError && err.message !== 'cancelled') onFault(err)
      })
      const responseHeaders = new Headers()
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined) continue
        for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v)
      }
      const stream = bodiless.has(answer.status) ? null : (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>)
      if (!stream) answer.body.destroy()
      const response = new Response(stream, { status: answer.status, headers: responseHeaders })
      Object.defineProperty(response, 'url', { value: answer.url })
      return response
    } catch (err) {
      if (err instanceof SafeFetchError) onFault(err)
      throw err
    }
  }
}
