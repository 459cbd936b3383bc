import { createPgSearchIndex, type SearchEntity, type SearchHit } from '@aidir/cms'
import type { Locale } from '@aidir/cms/locales'
import { getPayload } from '@/lib/payload'

/** How many product hits the finder filters and sorts at most (beyond that, relevance is noise). */
export const MAX_CANDIDATES = 1000
/** The index returns at most this many hits per call. */
const BATCH = 100

async function index() {
  return createPgSearchIndex(await getPayload())
}

/**
 * Product ids matching the text, best first, to be filtered and sorted by the CMS afterwards.
 * The index answers in batches; stop at the first short batch (that includes the typo fallback,
 * which only runs on the first batch).
 */
export async function productCandidates(text: string, locale: Locale): Promise<{ ids: number[]; total: number }> {
  const search = await index()
  const ids: number[] = []
  let total = 0
  for (let offset = 0; offset < MAX_CANDIDATES; offset += BATCH) {
    const result = await search.search({ text, locale, entities: ['products'], limit: BATCH, offset })
    total = Math.max(total, result.total)
    ids.push(...result.hits.map((h) => h.id))
    if (result.hits.length < BATCH || ids.length >= result.total) break
  }
  return { ids: [...new Set(ids)], total }
}

/** One page of products straight from the index (relevance order, no filters): exact and cheap. */
export async function productPage(text: string, locale: Locale, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
  const search = await index()
  const result = await search.search({ text, locale, entities: ['products'], limit, offset })
  return { ids: result.hits.map((h) => h.id), total: result.total }
}

export const secondaryEntities = ['ai-models', 'mcp-servers', 'news'] as const satisfies readonly SearchEntity[]

/** Matching models, MCP servers and news, shown compactly beside the products. */
export async function secondaryHits(text: string, locale: Locale, limit = 9): Promise<SearchHit[]> {
  const search = await index()
  const result = await search.search({ text, locale, entities: [...secondaryEntities], limit })
  return result.hits
}
