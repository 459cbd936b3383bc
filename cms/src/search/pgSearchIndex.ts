import { poolOf, type Queryable } from '../db/pool'
import type { Payload } from 'payload'
import { locales } from '../locales'
import { buildSearchRow, searchEntities, type SearchEntity, type SearchRow } from './documents'
import { createDocumentReader, type LocalizedDocs } from './readDocuments'
import { containsCjk, normalize } from './segment'
import { COUNT_CAP, runSearch } from './runSearch'
import type { SearchIndex, SearchQuery, SearchResult } from './SearchIndex'
import { understand } from './understand'
import { cachedVocabulary, emptyVocabulary, type Vocabulary } from './vocabulary'


const MAX_LIMIT = 100

export async function writeSearchRows(db: Queryable, rows: SearchRow[]): Promise<void> {
  if (rows.length === 0) return
  const col = <K extends keyof SearchRow>(k: K) => rows.map((r) => r[k])
  await db.query(
    `INSERT INTO search_documents (entity, entity_id, locale, key, title, summary, name_lc, tsv, popularity, published_at, updated_at)
     SELECT u.entity, u.entity_id, u.locale, u.key, u.title, u.summary, u.name_lc, u.tsv::tsvector, u.popularity, u.published_at, now()
       FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::real[], $10::timestamptz[])
         AS u(entity, entity_id, locale, key, title, summary, name_lc, tsv, popularity, published_at)
     ON CONFLICT (entity, entity_id, locale) DO UPDATE SET
       key = excluded.key, title = excluded.title, summary = excluded.summary, name_lc = excluded.name_lc,
       tsv = excluded.tsv, popularity = excluded.popularity, published_at = excluded.published_at, updated_at = now()`,
    [col('entity'), col('entityId'), col('locale'), col('key'), col('title'), col('summary'), col('nameLc'), col('tsv'), col('popularity'), col('publishedAt')],
  )
}

export type PgSearchIndexOptions = {
  /** Where the synonyms and category names come from; by default the process's copy (vocabulary.ts). */
  vocabulary?: () => Promise<Vocabulary>
}

export function createPgSearchIndex(payload: Payload, options: PgSearchIndexOptions = {}): SearchIndex {
  const db = poolOf(payload)
  const vocabulary = options.vocabulary ?? (() => cachedVocabulary(payload))
  const rowsOf = (entity: SearchEntity, docs: LocalizedDocs[]): SearchRow[] =>
    docs.flatMap((views) => locales.map((locale) => buildSearchRow(entity, views[locale], locale)))

  const index: SearchIndex = {
    async index(entity, id) {
      const { docs } = await createDocumentReader(payload).read(entity, { id: { equals: id } })
      if (docs.length === 0) return index.remove(entity, id)
      await writeSearchRows(db, rowsOf(entity, docs))
    },

    async remove(entity, id) {
      await db.query('DELETE FROM search_documents WHERE entity = $1 AND entity_id = $2', [entity, id])
    },

    async rebuild(entities = [...searchEntities]) {
      // One reader for the whole rebuild: each tag and category is read once.
      const reader = createDocumentReader(payload)
      let written = 0
      for (const entity of entities) {
        const seen: number[] = []
        for (let page = 1; ; page++) {
          const result = await reader.read(entity, {}, page)
          const rows = rowsOf(entity, result.docs)
          await writeSearchRows(db, rows)
          written += rows.length
          seen.push(...result.docs.map((views) => Number(views.en.id)))
          if (!result.hasNextPage) break
        }
        // Anything no longer published loses its documents.
        await db.query('DELETE FROM search_documents WHERE entity = $1 AND NOT (entity_id = ANY($2::int[]))', [entity, seen])
      }
      return written
    },

    search: async (query) => searchDocuments(db, query, await vocabulary()),
  }
  return index
}

/**
 * Full-text search over the index, read the way the visitor means it (understand.ts: facets become
 * filters, synonyms and phrases), falling back to name similarity for misspelt Latin names.
 *
 * One query gives one result set whatever page or sort is asked for: the matches by their words,
 * then (only when there are next to none) up to ten names that look alike, counted in the total; so
 * the finder's sorted views, which read every candidate, see the same records as its relevance view,
 * which reads a page. A query that names only facets and matches more than `countCap` products
 * (COUNT_CAP) keeps that order but counts no further: its total says "at least" (`more`).
 */
export async function searchDocuments(
  db: Queryable,
  query: SearchQuery,
  vocabulary: Vocabulary = emptyVocabulary,
  options: { countCap?: number } = {},
): Promise<SearchResult> {
  const limit = Math.min(Math.max(query.limit ?? 20, 1), MAX_LIMIT)
  const offset = Math.max(query.offset ?? 0, 0)
  const understood = understand(query.text, query.locale, vocabulary)
  const entities = query.entities?.length ? query.entities : null
  // Leave out the half of the query no asked-for kind can match (it would still walk the index).
  const products = !entities || entities.includes('products') ? understood.products : null
  const others = !entities || entities.some((e) => e !== 'products') ? understood.others : null
  if (!products && !others) return { hits: [], total: 0, facets: understood.facets }
  const name = normalize(query.text.trim())
  const fuzzy = understood.literal && !containsCjk(query.text) && name.length >= 3
  const run = (q: { products: string | null; productRank: string | null; others: string | null }) =>
    runSearch(db, {
      locale: query.locale,
      entities,
      products: products ? q.products : null,
      others: others ? q.others : null,
      productRank: q.productRank,
      phrase: understood.phrase,
      name,
      fuzzy,
      limit,
      offset,
      countCap: options.countCap ?? COUNT_CAP,
    })
  let result = await run(understood)
  // Nothing has all the words: the records with most of them are better than an empty page (and
  // whether this applies depends on the query alone, so every page and sort sees the same set).
  if (result.total === 0 && understood.relaxed) result = await run(understood.relaxed)
  return { ...result, facets: understood.facets }
}
