import { retryAfterMs } from '../resilience'
import { LlmError } from './errors'

/**
 * One JSON POST to a vendor, with its failures translated into LlmError kinds. The vendors all
 * answer errors the same way at the HTTP level (401/403 key, 429 rate limit with Retry-After,
 * 5xx or Anthropic's 529 overloaded), so the protocol clients only parse successful bodies.
 */
export async function postJson(
  platform: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    })
  } catch (err) {
    throw fetchFailure(platform, err, signal)
  }

  let text: string
  try {
    text = await response.text()
  } catch (err) {
    throw fetchFailure(platform, err, signal)
  }

  if (!response.ok) throw statusFailure(platform, response, text)
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new LlmError('bad_response', platform, `response is not JSON (${text.slice(0, 80)})`, { status: response.status, cause: err })
  }
}

function fetchFailure(platform: string, err: unknown, signal?: AbortSignal): LlmError {
  const reason = signal?.aborted ? signal.reason : err
  const name = (reason as Error | undefined)?.name
  if (name === 'TimeoutError' || name === 'AbortError') return new LlmError('timeout', platform, 'request timed out or was cancelled', { cause: reason })
  return new LlmError('network', platform, `request failed: ${(err as Error).message}`, { cause: err })
}

function statusFailure(platform: string, response: Response, text: string): LlmError {
  const status = response.status
  const detail = vendorMessage(text) ?? response.statusText
  if (status === 401 || status === 403) return new LlmError('auth', platform, `rejected the key (${status}): ${detail}`, { status })
  if (status === 429) return new LlmError('rate_limited', platform, `rate limited: ${detail}`, { status, retryAfterMs: retryAfterMs(response.headers) })
  if (status >= 500 || status === 408) {
    return new LlmError('server_error', platform, `server error ${status}: ${detail}`, { status, retryAfterMs: retryAfterMs(response.headers) })
  }
  return new LlmError('bad_request', platform, `refused the request (${status}): ${detail}`, { status })
}

/** The error text vendors put in their bodies: {error:{message}}, {error:"…"}, {message}, {error_msg}. */
function vendorMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Record<string, any>
    const m = body?.error?.message ?? body?.error ?? body?.message ?? body?.error_msg
    return typeof m === 'string' ? m.slice(0, 200) : undefined
  } catch {
    return text ? text.slice(0, 200) : undefined
  }
}
