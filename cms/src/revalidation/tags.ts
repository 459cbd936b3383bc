import { z } from 'zod'

/**
 * The cache tags shared by the storefront's cached reads, the `storefront.revalidate` job and the
 * edge. A change in the CMS names the tags of what it can have changed; the storefront expires
 * exactly those reads and the pages that made them, and the edge forgets those pages.
 *
 * - `content`: every cached read (the broad flush, for changes shown on every page).
 * - `<listing>` (a collection slug, or `rankings`, `search`): every read that lists records of it
 *   (listings, home, counts, facets, suggestions). Listings are tagged per collection, not per filter:
 *   an edit can move a record into any filtered or sorted list.
 * - `<collection>:<key>`: the reads of one record by its key (its detail page, every language).
 * - `<collection>#<id>`: reads that show one record by id (related cards, alternatives), and
 *   `categories#<id>`: reads of one category's products (a product page's related tabs).
 */
export const CONTENT_TAG = 'content'

/** A tag travels in a comma-separated header to the edge and Next allows 256 characters. */
export const cacheTag = z.string().min(1).max(256).regex(/^[^\s,]+$/, 'a tag has no spaces or commas')

export const recordTag = (collection: string, key: string) => `${collection}:${key}`

/** The arena leaderboard pages (every language): a new board version, or the reference ratings shown beside it. */
export const ARENA_LEADERBOARD_TAG = 'arena-leaderboard'
export const idTag = (collection: string, id: number | string) => `${collection}#${id}`

/** Collections whose records have detail pages, and the listings a change of one of them reaches. */
const recordListings: Record<string, string[]> = {
  products: ['products', 'rankings', 'search'],
  'ai-models': ['ai-models', 'search'],
  'mcp-servers': ['mcp-servers', 'search'],
  news: ['news', 'search'],
  guides: ['guides', 'search'],
}

/** Collections shown only in their own listings. */
const listingOnly: Record<string, string[]> = {
  faqs: ['faqs'],
  datasets: ['datasets'],
  // The client guide (/mcp/client) is the only page that shows MCP clients.
  'mcp-clients': ['mcp-clients'],
  'compute-offers': ['compute-offers'],
  // GPU specifications: read by the compute assistant only.
  gpus: ['gpus'],
  'ai-services': ['ai-services'],
  'ad-positions': ['ad-positions'],
  // A campaign starting, pausing or ending changes the ads shown in its position (features/adDisplay).
  'ad-campaigns': ['ad-campaigns'],
  'service-packages': ['ai-services'],
  ranking_snapshots: ['rankings'],
  // The MCP boards (mcpRankings): a new snapshot each hour.
  mcp_ranking_snapshots: ['mcp-rankings'],
  // The arena boards: a new version of any language board (arena/computeLeaderboard.ts).
  arena_leaderboards: [ARENA_LEADERBOARD_TAG],
  // How queries are read: every search result and suggestion.
  'search-synonyms': ['search-synonyms', 'search'],
}

/**
 * Globals and the cache tags of the reads that render them. A global no page renders names none, so
 * saving it revalidates nothing (the MCP registry sync's state, the invoice seller); one that is
 * rendered names the tag its reads carry (the footer and the legal pages read site settings under
 * `site-settings`). A global missing here flushes everything, as an unknown collection does.
 */
export const SITE_SETTINGS_TAG = 'site-settings'
const globalReads: Record<string, string[]> = {
  'site-settings': [SITE_SETTINGS_TAG],
  // The public reference ratings the leaderboard shows beside ours.
  'arena-reference-ratings': [ARENA_LEADERBOARD_TAG],
  // Printed on invoices only (the PDF is made when support issues one), never on a page.
  'invoice-settings': [],
  // Where the registry sync stands, for staff in the admin; the servers it writes revalidate their own tags.
  'mcp-registry-sync': [],
}

/** The cache tags a save of a global can have changed: none when no page renders it. */
export function globalChangeTags(slug: string): string[] {
  const tags = globalReads[slug]
  return tags ? valid(tags) : [CONTENT_TAG]
}

/** The globals whose tags are declared above (a test fails for a global that is not). */
export const declaredGlobals = (): string[] => Object.keys(globalReads)

type Doc = Record<string, unknown> | null | undefined

const idOf = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return undefined
}
const idsOf = (value: unknown): (number | string)[] => (Array.isArray(value) ? value.map(idOf).filter((v) => v !== undefined) : [])
const keyOf = (doc: Doc) => (typeof doc?.key === 'string' && doc.key ? doc.key : undefined)

/** Tags that only valid names survive: a malformed key falls back to the broad flush. */
function valid(tags: Iterable<string>): string[] {
  const all = [...new Set(tags)]
  return all.every((t) => cacheTag.safeParse(t).success) ? all.sort() : [CONTENT_TAG]
}

/**
 * What a change to one record (its state before and after; either is absent on create or delete)
 * can have changed on the storefront. Unknown collections, menus, categories, tags and media are
 * shown on every page (the menu, every product card's category and tags, images): they flush
 * broadly. Globals have their own list (`globalChangeTags`).
 */
export function changeTags(collection: string, doc: Doc, previousDoc?: Doc): string[] {
  const listings = recordListings[collection]
  if (!listings) return listingOnly[collection] ?? [CONTENT_TAG]
  const tags = new Set(listings)
  for (const d of [doc, previousDoc]) {
    if (!d) continue
    const key = keyOf(d)
    if (key) tags.add(recordTag(collection, key))
    const id = idOf(d.id)
    if (id !== undefined) tags.add(idTag(collection, id))
    if (collection === 'products') {
      const category = idOf(d.category)
      // A product page's related tabs list its category's products.
      if (category !== undefined) tags.add(idTag('categories', category))
    }
    if (collection === 'news') {
      // A product page lists the news that name it.
      for (const product of idsOf(d.relatedProducts)) tags.add(idTag('products', product))
    }
  }
  return valid(tags)
}
