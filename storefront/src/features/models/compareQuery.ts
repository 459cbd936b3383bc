import type { ListingQuery } from '@/features/routing/listingQuery'

/**
 * The models a compare URL names: `?m=a,b,c` (the shareable form) or `?m=a&m=b` (what the page's
 * add form submits). Two to four distinct model keys; anything else is a problem the page explains
 * instead of failing.
 */
export const MIN_COMPARE = 2
export const MAX_COMPARE = 4
const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** Far past any sensible URL: a longer list is refused before it is split. */
const MAX_RAW = 600

export type CompareProblem =
  | { kind: 'tooMany'; count: number }
  | { kind: 'duplicate'; keys: string[] }
  | { kind: 'invalid'; values: string[] }
  | { kind: 'unknown'; keys: string[] }

export type CompareQuery = { keys: string[]; problem: CompareProblem | null }

export function parseCompareQuery(query: ListingQuery): CompareQuery {
  const raw = query.m === undefined ? [] : Array.isArray(query.m) ? query.m : [query.m]
  const joined = raw.join(',')
  if (joined.length > MAX_RAW) return { keys: [], problem: { kind: 'tooMany', count: joined.split(',').length } }
  const values = joined
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  const invalid = values.filter((v) => !KEY.test(v) || v.length > 100)
  if (invalid.length) return { keys: [], problem: { kind: 'invalid', values: invalid.slice(0, MAX_COMPARE).map((v) => v.slice(0, 40)) } }
  const keys = [...new Set(values)]
  if (keys.length > MAX_COMPARE) return { keys: keys.slice(0, MAX_COMPARE), problem: { kind: 'tooMany', count: keys.length } }
  if (keys.length < values.length) {
    const duplicate = keys.filter((k) => values.indexOf(k) !== values.lastIndexOf(k))
    return { keys, problem: { kind: 'duplicate', keys: duplicate } }
  }
  return { keys, problem: null }
}

/** The canonical query of a comparison (`m=a,b,c`, commas kept readable). */
export function compareSearch(keys: string[]): string {
  return keys.length ? `?m=${keys.map(encodeURIComponent).join(',')}` : ''
}
