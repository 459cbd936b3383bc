import { SafeFetchError } from '../net/safeFetch'

export type InspectErrorCode =
  | 'blocked' // the address or scheme is not allowed
  | 'unreachable' // DNS, connection refused, reset, an HTTP error status
  | 'timeout'
  | 'too_large'
  | 'protocol' // not an MCP server, or one that broke the protocol
  | 'unknown_tool'
  | 'invalid_arguments'

/** Why a connection to an MCP server failed, in terms the proxy can answer and the probe can record. */
export class InspectError extends Error {
  constructor(
    readonly code: InspectErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'InspectError'
  }
}

const fromNet: Record<SafeFetchError['code'], InspectErrorCode> = {
  invalid_url: 'blocked',
  blocked_address: 'blocked',
  dns: 'unreachable',
  too_many_redirects: 'unreachable',
  too_large: 'too_large',
  timeout: 'timeout',
  content_type: 'protocol',
  not_html: 'protocol',
  http_status: 'unreachable',
  network: 'unreachable',
}

export function fromSafeFetch(err: SafeFetchError): InspectError {
  return new InspectError(fromNet[err.code], err.message)
}

/** The SDK wraps what our fetch threw; the first SafeFetchError in the cause chain says what happened. */
export function toInspectError(err: unknown, fault?: SafeFetchError): InspectError {
  if (err instanceof InspectError) return err
  if (fault) return fromSafeFetch(fault)
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof SafeFetchError) return fromSafeFetch(e)
  }
  const message = err instanceof Error ? err.message : String(err)
  // The SDK follows a redirect only within the server's origin; any other is refused, never followed.
  if (/Redirect .*not followed/i.test(message)) return new InspectError('blocked', 'the server redirected elsewhere; redirects are followed within its own origin only')
  if (/timed? ?out/i.test(message)) return new InspectError('timeout', 'the server did not answer in time')
  if (/HTTP (4|5)\d\d|Error POSTing|Non-200/i.test(message)) return new InspectError('unreachable', message.slice(0, 300))
  return new InspectError('protocol', message.slice(0, 300))
}
