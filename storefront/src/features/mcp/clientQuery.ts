import { z } from 'zod'
import { type ClientId, isClientId } from './installConfig'

/** A server or client key as the CMS writes keys; anything else never reaches a read. */
const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)
const key = z.preprocess(first, z.string().trim().max(200).optional()).catch(undefined)

/**
 * The generator's choice from the query (`?server=…&client=…`, moved into the path by proxy.ts).
 * An empty value is no choice; a value that cannot be a key is kept as `invalid` so the page can say
 * it was not found instead of silently showing nothing.
 */
export type ClientChoice = { server?: string; client?: ClientId; invalidServer?: string; invalidClient?: string }

export function parseClientChoice(query: Record<string, unknown>): ClientChoice {
  const parsed = z.object({ server: key, client: key }).parse(query)
  const choice: ClientChoice = {}
  if (parsed.server) {
    if (KEY.test(parsed.server)) choice.server = parsed.server
    else choice.invalidServer = parsed.server
  }
  if (parsed.client) {
    if (isClientId(parsed.client)) choice.client = parsed.client
    else choice.invalidClient = parsed.client
  }
  return choice
}
