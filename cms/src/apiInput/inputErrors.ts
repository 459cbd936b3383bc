import type { AfterErrorHook } from 'payload'
import { TOO_MANY_MESSAGE } from '../lib/apiMessages'
import { apiInputMessages as messages } from './messages'
import { TooManyRequests } from './tooManyRequests'

/**
 * The last line of the API's input checks (`hooks.afterError` of the config): an error that says
 * the input was wrong becomes a 4xx with a message instead of Payload's 500 'Something went
 * wrong.'. PostgreSQL's data exceptions (class 22: a value that does not fit its column) and
 * integrity violations (class 23) are the client's input by nature; the checks before the
 * operation (operationInput.ts) catch the common cases with a precise message, this catches the
 * rest. A 429 gets the one wording of both APIs and its Retry-After.
 */
type Answer = { status: number; message: string }

/** The error, Payload's GraphQL wrapper's original, and the chain of causes (Drizzle wraps pg's). */
function* chainOf(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>()
  const queue = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    yield current as Record<string, unknown>
    queue.push((current as { originalError?: unknown }).originalError, (current as { cause?: unknown }).cause)
  }
}

function answerOf(error: unknown): Answer | null {
  for (const link of chainOf(error)) {
    if (link instanceof TooManyRequests || link.status === 429) return { status: 429, message: TOO_MANY_MESSAGE }
    const code = typeof link.code === 'string' ? link.code : ''
    if (code === '23503') return { status: 400, message: messages.missingRelation }
    if (code === '23505') return { status: 409, message: messages.duplicate }
    if (code.startsWith('22') || code.startsWith('23')) return { status: 400, message: messages.badValue }
    if (link instanceof URIError) return { status: 400, message: messages.badPath }
    if (code === '54001' || (link instanceof RangeError && /call stack/i.test(link.message))) return { status: 400, message: messages.tooDeep }
  }
  return null
}

function retryAfterOf(error: unknown): number | undefined {
  for (const link of chainOf(error)) if (link instanceof TooManyRequests) return link.retryAfter
  return undefined
}

export const answerInputErrors: AfterErrorHook = ({ error, req, graphqlResult }) => {
  const answer = answerOf(error)
  if (!answer) return
  const retryAfter = retryAfterOf(error)
  if (retryAfter !== undefined) {
    const headers = new Headers(req.responseHeaders)
    headers.set('Retry-After', String(Math.max(1, Math.ceil(retryAfter))))
    req.responseHeaders = headers
  }
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message: answer.message, extensions: { ...graphqlResult.extensions, statusCode: answer.status } } }
  return { response: { errors: [{ message: answer.message }] }, status: answer.status }
}
