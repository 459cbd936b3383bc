import type { SearchEntity, SearchHit, SearchResult } from '@aidir/cms'
import type { Locale } from '@aidir/cms/locales'
import type { AppliedFacet } from '@aidir/cms/search'
import { getSearchIndex } from '@/lib/searchIndex'

/** How many product hits the finder filters and sorts at most (beyond that, relevance is noise). */
export const MAX_CANDIDATES = 1000
/** The index returns at most this many hits per call. */
const BATCH = 100

const index = getSearchIndex

/**
 * `total`: how many products the finder can list (its pages come from these); `more`: the search
 * stopped counting, so more match than `counted` says ("1,000+"); `counted`: the number to show.
 */
export type ProductMatches = { ids: number[]; total: number; counted: number; more: boolean; facets: AppliedFacet[] }

/** What the finder says about a search's count: at most MAX_CANDIDATES, with "+" when there are more. */
function countOf(result: SearchResult): { counted: number; more: boolean } {
  return { counted: Math.min(result.total, MAX_CANDIDATES), more: Boolean(result.more) || result.total > MAX_CANDIDATES }
}
/** How many of a search's results the finder can page through. */
const listedOf = (result: SearchResult) => Math.min(result.listed ?? result.total, MAX_CANDIDATES)

/**
 * Product ids matching the text, best first, to be filtered and sorted by the CMS afterwards.
 * The index answers in batches (its result set does not depend on the batch: the typo fallback is
 * part of it); stop at the first short batch.
 */
export async function productCandidates(text: string, locale: Locale): Promise<ProductMatches> {
  const search = await index()
  const ids: number[] = []
  let first: SearchResult | null = null
  for (let offset = 0; offset < MAX_CANDIDATES; offset += BATCH) {
    const result = await search.search({ text, locale, entities: ['products'], limit: BATCH, offset })
    first ??= result
    ids.push(...result.hits.map((h) => h.id))
    if (result.hits.length < BATCH || ids.length >= listedOf(result)) break
  }
  return { ids: [...new Set(ids)], total: listedOf(first!), ...countOf(first!), facets: first!.facets ?? [] }
}

/**
 * One page of products straight from the index (relevance order, no filters): exact and cheap. The
 * result set is the first MAX_CANDIDATES (or the index's window of a very broad query), as for the
 * other sorts, so the count never depends on the sort.
 */
export async function productPage(text: string, locale: Locale, offset: number, limit: number): Promise<ProductMatches> {
  const search = await index()
  const within = Math.max(0, Math.min(limit, MAX_CANDIDATES - offset))
  const result = await search.search({ text, locale, entities: ['products'], limit: Math.max(within, 1), offset })
  return { ids: result.hits.slice(0, within).map((h) => h.id), total: listedOf(result), ...countOf(result), facets: result.facets ?? [] }
}

export const secondaryEntities = ['ai-models', 'mcp-servers', 'news'] as const satisfies readonly SearchEntity[]

/** Matching models, MCP servers and news, shown compactly beside the products. */
export async function secondaryHits(text: string, locale: Locale, limit = 9): Promise<SearchHit[]> {
  const search = await index()
  const result = await search.search({ text, locale, entities: [...secondaryEntities], limit })
  return result.hits
}
