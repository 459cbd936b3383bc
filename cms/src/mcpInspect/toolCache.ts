import { createHash } from 'node:crypto'
import type { ToolView } from './explore'

/**
 * The tools a server listed a moment ago, so a playground call (which follows its listing within
 * seconds) checks its arguments without listing again: one round trip less per call. Keyed by a
 * hash of the address and the headers sent (a server may list other tools to another key), so no
 * header value is kept. Per process, short-lived and bounded; a miss just lists again.
 */
const ttlMs = 60_000
const maxEntries = 500
const entries = new Map<string, { at: number; tools: ToolView[] }>()

export function toolCacheKey(url: string, headers: Record<string, string>): string {
  const sorted = Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]).sort()
  return createHash('sha256').update(JSON.stringify([url, sorted])).digest('base64url')
}

export function rememberTools(key: string, tools: ToolView[]): void {
  if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
  entries.delete(key)
  entries.set(key, { at: Date.now(), tools })
}

export function recentTools(key: string): ToolView[] | undefined {
  const hit = entries.get(key)
  if (!hit) return undefined
  if (Date.now() - hit.at > ttlMs) {
    entries.delete(key)
    return undefined
  }
  return hit.tools
}
