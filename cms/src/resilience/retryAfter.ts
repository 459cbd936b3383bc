/**
 * How long a server asked us to wait, in milliseconds: `Retry-After` in seconds (fractions
 * allowed) or as an HTTP date, or OpenAI's `retry-after-ms`. Undefined when it did not say or said
 * something unreadable. Accepts the response's headers or the bare `Retry-After` value.
 */
export function retryAfterMs(source: Headers | string | null | undefined, now = Date.now()): number | undefined {
  if (source == null) return undefined
  if (typeof source !== 'string') {
    const ms = source.get('retry-after-ms')
    if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms))
    return retryAfterMs(source.get('retry-after'), now)
  }
  const value = source.trim()
  if (!value) return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}
