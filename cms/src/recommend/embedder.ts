import type { Locale } from '../locales'
import type { RecommendedEntity } from './types'

export type Neighbour = { entity: RecommendedEntity; id: number; similarity: number }

/**
 * The semantic half of hybrid retrieval: records whose meaning is near a text, whatever words
 * they use. An implementation embeds the catalogue (a vendor's embedding API or a local model,
 * vectors kept in pgvector or a vector store) and answers nearest neighbours. The default is the
 * no-op below, so retrieval is lexical (the search index) plus catalogue facts; one ranked list
 * more is all an embedder adds to the fusion (`fuseRanks`).
 */
export interface Embedder {
  readonly name: string
  nearest(text: string, options: { locale: Locale; entities: RecommendedEntity[]; limit: number }): Promise<Neighbour[]>
}

export const noEmbedder: Embedder = {
  name: 'none',
  nearest: async () => [],
}

/**
 * Reciprocal rank fusion: each ranked list votes 1 / (k + rank) for what it holds, times its
 * weight. Lists with incomparable scores (ts_rank, visits, cosine similarity) combine by rank alone.
 */
export function fuseRanks<T extends string | number>(lists: { ids: T[]; weight: number }[], k = 60): Map<T, number> {
  const score = new Map<T, number>()
  for (const { ids, weight } of lists) ids.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + weight / (k + rank + 1)))
  return score
}
