import { randomBytes, timingSafeEqual } from 'node:crypto'
import diagnostics from 'node:diagnostics_channel'

/**
 * The address of whoever opened the connection, for code that only sees a request's headers (Next
 * route handlers and Payload get a Web Request, never the socket). Node publishes every request on
 * the `http.server.request.start` channel before the server's handler runs; `watchPeers()`
 * (called from each app's instrumentation hook) writes the socket's address into a request header
 * there, with a key only this process knows, so a client sending the same header is not believed.
 */
export const PEER_HEADER = 'x-aidir-peer'

const keySymbol = Symbol.for('aidir.peerKey')
const watchingSymbol = Symbol.for('aidir.peerWatch')
type Holder = { [keySymbol]?: string; [watchingSymbol]?: boolean }

/** One key per process, shared by every bundle Next loads (hence on globalThis). */
function processKey(): string {
  const holder = globalThis as Holder
  holder[keySymbol] ??= randomBytes(18).toString('base64url')
  return holder[keySymbol]
}

const stamp = (address: string) => `${processKey()} ${address}`

type RequestStart = { request: { headers: Record<string, string | string[] | undefined> }; socket: { remoteAddress?: string } }

/** Stamp every request this process's HTTP servers receive with its peer (idempotent). */
export function watchPeers(): void {
  const holder = globalThis as Holder
  if (holder[watchingSymbol]) return
  holder[watchingSymbol] = true
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart
    request.headers[PEER_HEADER] = stamp(socket.remoteAddress ?? '')
  })
}

/** The connection's address as stamped by `watchPeers`, or undefined when the stamp is missing or forged. */
export function peerAddress(headers: Headers | undefined): string | undefined {
  const value = headers?.get(PEER_HEADER)
  const space = value?.indexOf(' ') ?? -1
  if (!value || space < 0) return undefined
  const key = Buffer.from(value.slice(0, space))
  const expected = Buffer.from(processKey())
  if (key.length !== expected.length || !timingSafeEqual(key, expected)) return undefined
  return value.slice(space + 1) || undefined
}

/**
 * Headers as a connection from `address` would bring them: for requests built in process (tests,
 * benchmarks calling handlers directly), which no socket stamped.
 */
export function withPeer(init: HeadersInit | undefined, address: string): Headers {
  const headers = new Headers(init)
  headers.set(PEER_HEADER, stamp(address))
  return headers
}
