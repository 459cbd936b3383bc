import { poolOf, type Queryable } from '../db/pool'
import type { Payload } from 'payload'
import { locales } from '../locales'
import { buildSearchRow, searchEntities, type SearchEntity, type SearchRow } from './documents'
import { createDocumentReader, type LocalizedDocs } from './readDocuments'
import { containsCjk, normalize } from './segment'
import type { SearchHit, SearchIndex, SearchQuery, SearchResult } from './SearchIndex'
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

/** The misspelt-name fallback runs only when the words find fewer records than this… */
const FUZZY_WHEN_FEWER = 3
/** …and adds at most this many. It never depends on the page asked for, so a query has one result set. */
const FUZZY_MAX = 10
/** Bonus for records whose text has the query's words together and in its order. */
const PHRASE_BONUS = 0.5

/**
 * Full-text search over the index, read the way the visitor means it (understand.ts: facets become
 * filters, synonyms and phrases), falling back to name similarity for misspelt Latin names.
 *
 * One query gives one result set whatever page or sort is asked for: the matches by their words,
 * then (only when there are next to none) up to FUZZY_MAX names that look alike, counted in the
 * total; so the finder's sorted views, which read every candidate, see the same records as its
 * relevance view, which reads a page.
 */
export async function searchDocuments(db: Queryable, query: SearchQuery, vocabulary: Vocabulary = emptyVocabulary): Promise<SearchResult> {
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
    })
  let result = await run(understood)
  // Nothing has all the words: the records with most of them are better than an empty page (and
  // whether this applies depends on the query alone, so every page and sort sees the same set).
  if (result.total === 0 && understood.relaxed) result = await run(understood.relaxed)
  return { ...result, facets: understood.facets }
}

type RunArgs = {
  locale: string
  entities: readonly string[] | null
  products: string | null
  others: string | null
  productRank: string | null
  phrase: string | null
  name: string
  fuzzy: boolean
  limit: number
  offset: number
}

async function runSearch(db: Queryable, a: RunArgs): Promise<{ hits: SearchHit[]; total: number }> {
  if (!a.products && !a.others) return { hits: [], total: 0 }

  // One pass over the matches: each is ranked (it has to be, to sort) and counted from the same
  // narrow intermediate result; only the page's rows are read back in full. Products match their
  // words and facets; records without facets match the words (a category's name is a word to them).
  // The two are looked up apart, the rest in its own small index (migration
  // 20261127_041500_search_others_index): a category's names in four languages would otherwise
  // find every product that has those words, each one then thrown away for being a product.
  const rank = (query: string) =>
    `(COALESCE(ts_rank(tsv, CAST(${query} AS tsquery), 1), 1)
        + CASE WHEN tsv @@ CAST($8 AS tsquery) THEN ${PHRASE_BONUS} ELSE 0 END) * (1 + popularity)
        + CASE WHEN name_lc = $9 THEN 10 ELSE 0 END`
  const found = await db.query(
    `WITH matches AS MATERIALIZED (
       SELECT entity, entity_id, 0 AS tier, ${rank('$6')} AS score
         FROM search_documents
        WHERE locale = $1 AND entity = 'products' AND tsv @@ CAST($3 AS tsquery)
       UNION ALL
       SELECT entity, entity_id, 0 AS tier, ${rank('$7')} AS score
         FROM search_documents
        WHERE locale = $1 AND entity <> 'products' AND ($2::text[] IS NULL OR entity = ANY($2::text[]))
          AND tsv @@ CAST($4 AS tsquery)
     ), fuzzy AS MATERIALIZED (
       SELECT d.entity, d.entity_id, 1 AS tier, similarity(d.name_lc, $9) AS score
         FROM search_documents d
        WHERE $5::boolean AND (SELECT count(*) FROM matches) < ${FUZZY_WHEN_FEWER}
          AND d.locale = $1 AND d.name_lc % $9 AND ($2::text[] IS NULL OR d.entity = ANY($2::text[]))
          AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.entity = d.entity AND m.entity_id = d.entity_id)
        ORDER BY score DESC, d.entity_id
        LIMIT ${FUZZY_MAX}
     ), hits AS (
       SELECT * FROM matches UNION ALL SELECT * FROM fuzzy
     ), page AS (
       SELECT * FROM hits ORDER BY tier, score DESC, entity_id LIMIT $10 OFFSET $11
     )
     SELECT t.total, p.entity, p.entity_id, p.score, p.tier, d.key, d.title, d.summary
       FROM (SELECT count(*) AS total FROM hits) t
       LEFT JOIN (page p JOIN search_documents d ON d.entity = p.entity AND d.entity_id = p.entity_id AND d.locale = $1) ON true
      ORDER BY p.tier, p.score DESC, p.entity_id`,
    [a.locale, a.entities, a.products, a.others, a.fuzzy, a.productRank, a.others, a.phrase, a.name, a.limit, a.offset],
  )
  const total = found.rows.length ? Number(found.rows[0].total) : 0
  const hits: SearchHit[] = found.rows.filter((r) => r.entity !== null).map((r) => toHit(r, Number(r.tier) === 1))
  return { hits, total }
}

function toHit(r: any, fuzzy: boolean): SearchHit {
  return { entity: r.entity, id: r.entity_id, key: r.key, title: r.title, summary: r.summary, score: Number(r.score), fuzzy }
}
