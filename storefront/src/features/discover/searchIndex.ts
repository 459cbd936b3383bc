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
 * `total`: how many products the finder can list (at most MAX_CANDIDATES); `more`: more match than
 * that (the index stopped counting, or found more than the finder lists), shown as "1,000+".
 */
export type ProductMatches = { ids: number[]; total: number; more: boolean; facets: AppliedFacet[] }

const moreThanListed = (result: SearchResult) => Boolean(result.more) || result.total > MAX_CANDIDATES

/**
 * Product ids matching the text, best first, to be filtered and sorted by the CMS afterwards.
 * The index answers in batches (its result set does not depend on the batch: the typo fallback is
 * part of it); stop at the first short batch.
 */
export async function productCandidates(text: string, locale: Locale): Promise<ProductMatches> {
  const search = await index()
  const ids: number[] = []
  let total = 0
  let more = false
  let facets: AppliedFacet[] = []
  for (let offset = 0; offset < MAX_CANDIDATES; offset += BATCH) {
    const result = await search.search({ text, locale, entities: ['products'], limit: BATCH, offset })
    total = Math.max(total, result.total)
    more ||= moreThanListed(result)
    if (offset === 0) facets = result.facets ?? []
    ids.push(...result.hits.map((h) => h.id))
    if (result.hits.length < BATCH || ids.length >= result.total) break
  }
  return { ids: [...new Set(ids)], total: Math.min(total, MAX_CANDIDATES), more, facets }
}

/**
 * One page of products straight from the index (relevance order, no filters): exact and cheap. The
 * result set is the first MAX_CANDIDATES, as for the other sorts, so the count never depends on the sort.
 */
export async function productPage(text: string, locale: Locale, offset: number, limit: number): Promise<ProductMatches> {
  const search = await index()
  const within = Math.max(0, Math.min(limit, MAX_CANDIDATES - offset))
  const result = await search.search({ text, locale, entities: ['products'], limit: Math.max(within, 1), offset })
  return { ids: result.hits.slice(0, within).map((h) => h.id), total: Math.min(result.total, MAX_CANDIDATES), more: moreThanListed(result), facets: result.facets ?? [] }
}

export const secondaryEntities = ['ai-models', 'mcp-servers', 'news'] as const satisfies readonly SearchEntity[]

/** Matching models, MCP servers and news, shown compactly beside the products. */
export async function secondaryHits(text: string, locale: Locale, limit = 9): Promise<SearchHit[]> {
  const search = await index()
  const result = await search.search({ text, locale, entities: [...secondaryEntities], limit })
  return result.hits
}
