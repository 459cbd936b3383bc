/**
 * Listing pages (category, tag, tools, models, MCP, news, agent, paid / open-source, services, the
 * ranking boards) take their page, sort and filters from the query string. A page that reads `searchParams`
 * can never be kept in Next's route cache, so proxy.ts moves a listing's query into one path segment
 * (`/en/class/chat?page=2` is served by `/en/class/chat/q/<base64url of "page=2">`) and the page reads
 * it from `params` (a `q/[query]` route, or the end of a catch-all: `splitListingQuery`): every
 * variant is rendered once and then served from the cache like any page.
 * The visitor's URL does not change (a rewrite), and canonical URLs still name the plain listing.
 */
export const QUERY_SEGMENT = 'q'

type Listing = { path: RegExp; /** Only these parameters make a variant (others, e.g. utm_*, are dropped); all when absent. */ keys?: readonly string[] }

/** Ranking boards: the table's order and the snapshot a reader is pinned to (features/rankings/sort.ts, snapshotPin.ts). */
const rankingKeys = ['sort', 'dir', 'v'] as const

const listings: Listing[] = [
  { path: /^\/class\/[^/]+$/ },
  { path: /^\/tag\/[^/]+$/ },
  { path: /^\/(tools|models|mcp|news|news\/daily|agent)$/ },
  { path: /^\/products\/(paid|open-source)$/ },
  { path: /^\/services$/, keys: ['kind'] },
  // The model comparison (its models) and the cost calculator (its workload and filters).
  { path: /^\/models\/compare$/, keys: ['m'] },
  { path: /^\/models\/cost$/, keys: ['requestsPerDay', 'inputTokens', 'outputTokens', 'cachedShare', 'reasoningTokens', 'currency', 'usdCny', 'minContext', 'modality', 'feature', 'sort', 'bench'] },
  // The compute-market assistant: its workload.
  { path: /^\/market\/compute\/assistant$/, keys: ['params', 'mode', 'precision', 'context', 'batch', 'budget', 'currency'] },
  // The MCP client guide's generator: the chosen server and client.
  { path: /^\/mcp\/client$/, keys: ['server', 'client'] },
  { path: /^\/business$/, keys: ['tab'] },
  // The deployable apps: their search.
  { path: /^\/deployment$/, keys: ['q'] },
  { path: /^\/best-ai-tools\/(weekly|monthly|quarterly)(\/[^/]+)*$/, keys: rankingKeys },
  { path: /^\/best-ai-apps\/(android|ios)(\/[^/]+)*$/, keys: rankingKeys },
]

/** Next's own query parameters (RSC cache busting) are not part of what the page shows. */
const internal = new Set(['_rsc'])

export type ListingQuery = Record<string, string | string[] | undefined>

/** The path (without language prefix) serving this listing query, or null when nothing moves. */
export function listingQueryPath(path: string, search: URLSearchParams): string | null {
  const listing = listings.find((l) => l.path.test(path))
  if (!listing) return null
  const wanted = (key: string) => !internal.has(key) && (!listing.keys || listing.keys.includes(key))
  // Sorted, so `?sort=x&page=2` and `?page=2&sort=x` share one cache entry.
  const entries = [...search.entries()].filter(([key]) => wanted(key)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  if (entries.length === 0) return null
  const encoded = Buffer.from(new URLSearchParams(entries).toString(), 'utf8').toString('base64url')
  return `${path.replace(/\/+$/, '')}/${QUERY_SEGMENT}/${encoded}`
}

/** Decodes a query segment ({} for none; garbage decodes to {}). */
export function decodeListingQuery(raw: string | undefined): ListingQuery {
  if (!raw || !/^[A-Za-z0-9_-]+$/.test(raw)) return {}
  const query: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(Buffer.from(raw, 'base64url').toString('utf8'))) {
    const seen = query[key]
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return query
}

/** The listing query a `q/[query]` page was served with. */
export async function listingQuery(params: Promise<{ query?: string }>): Promise<ListingQuery> {
  return decodeListingQuery((await params).query)
}

/** A catch-all page's slug without its trailing `q/<query>` segment, and that query. */
export function splitListingQuery(slug: string[] = []): { slug: string[]; query: ListingQuery } {
  if (slug.length >= 2 && slug.at(-2) === QUERY_SEGMENT) return { slug: slug.slice(0, -2), query: decodeListingQuery(slug.at(-1)) }
  return { slug, query: {} }
}
