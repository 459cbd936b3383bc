import type { Locale } from '../locales'
import type { SearchEntity } from './documents'
import type { AppliedFacet } from './understand'

export type SearchQuery = {
  text: string
  locale: Locale
  entities?: SearchEntity[]
  limit?: number
  offset?: number
}

export type SearchHit = {
  entity: SearchEntity
  id: number
  key: string
  title: string
  summary: string
  score: number
  /** true when found by typo-tolerant name similarity rather than by its words */
  fuzzy: boolean
}

/**
 * `total`: how many records match, exact unless `more`: then products were counted only up to a cap
 * and more match (a page shows "1,000+"); the hits are still the exact ranking at any offset.
 * `facets`: the filters the query's words named (shown to the visitor, who may remove them).
 */
export type SearchResult = { hits: SearchHit[]; total: number; more?: boolean; facets?: AppliedFacet[] }

/**
 * The search engine behind the site. PostgreSQL full-text search implements it today; a dedicated
 * engine can replace it at scale without touching callers.
 */
export interface SearchIndex {
  /** Re-read one record and (re)write its documents in every locale; removes them if it is not published. */
  index(entity: SearchEntity, id: number): Promise<void>
  remove(entity: SearchEntity, id: number): Promise<void>
  /** Rebuild everything (or some kinds) from the CMS; returns the number of documents written. */
  rebuild(entities?: SearchEntity[]): Promise<number>
  search(query: SearchQuery): Promise<SearchResult>
}
