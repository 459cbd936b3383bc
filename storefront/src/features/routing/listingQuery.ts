/**
 * Listing pages (category, tag, tools, models, MCP, news, agent, paid / open-source) take their
 * page, sort and filters from the query string. A page that reads `searchParams` can never be kept
 * in Next's route cache, so proxy.ts moves a listing's query into one path segment
 * (`/en/class/chat?page=2` is served by `/en/class/chat/q/<base64url of "page=2">`) and the page reads
 * it from `params`: every variant is rendered once and then served from the cache like any page.
 * The visitor's URL does not change (a rewrite), and canonical URLs still name the plain listing.
 */
export const QUERY_SEGMENT = 'q'

const listings = [/^\/class\/[^/]+$/, /^\/tag\/[^/]+$/, /^\/(tools|models|mcp|news|news\/daily|agent)$/, /^\/products\/(paid|open-source)$/]

/** Next's own query parameters (RSC cache busting) are not part of what the page shows. */
const internal = new Set(['_rsc'])

export type ListingQuery = Record<string, string | string[] | undefined>

/** The path (without language prefix) serving this listing query, or null when nothing moves. */
export function listingQueryPath(path: string, search: URLSearchParams): string | null {
  if (!listings.some((pattern) => pattern.test(path))) return null
  // Sorted, so `?sort=x&page=2` and `?page=2&sort=x` share one cache entry.
  const entries = [...search.entries()].filter(([key]) => !internal.has(key)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  if (entries.length === 0) return null
  const encoded = Buffer.from(new URLSearchParams(entries).toString(), 'utf8').toString('base64url')
  return `${path}/${QUERY_SEGMENT}/${encoded}`
}

/** The listing query a page was served with ({} for the plain listing; garbage decodes to {}). */
export async function listingQuery(params: Promise<{ query?: string }>): Promise<ListingQuery> {
  const raw = (await params).query
  if (!raw || !/^[A-Za-z0-9_-]+$/.test(raw)) return {}
  const query: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(Buffer.from(raw, 'base64url').toString('utf8'))) {
    const seen = query[key]
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return query
}
