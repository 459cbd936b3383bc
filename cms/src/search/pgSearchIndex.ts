import { poolOf, type Queryable } from '../db/pool'
import type { Payload, Where } from 'payload'
import { locales, type Locale } from '../locales'
import { buildSearchRow, searchEntities, searchSelect, type SearchEntity, type SearchRow } from './documents'
import { containsCjk, normalize, queryTerms } from './segment'
import type { SearchHit, SearchIndex, SearchQuery, SearchResult } from './SearchIndex'
import { toTsqueryLiteral } from './tsvector'


const MAX_LIMIT = 100
const PAGE = 200

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

export function createPgSearchIndex(payload: Payload): SearchIndex {
  const db = poolOf(payload)

  async function load(entity: SearchEntity, where: Where, locale: Locale, page: number) {
    // A system action: the index holds only published records, so it reads as the CMS itself.
    return payload.find({
      collection: entity,
      where: { and: [where, { status: { equals: 'published' } }] },
      locale,
      depth: 1,
      select: searchSelect[entity] as never,
      limit: PAGE,
      page,
      sort: 'id',
      overrideAccess: true,
    })
  }

  const index: SearchIndex = {
    async index(entity, id) {
      const rows: SearchRow[] = []
      for (const locale of locales) {
        const found = await load(entity, { id: { equals: id } }, locale, 1)
        const doc = found.docs[0]
        if (!doc) return index.remove(entity, id)
        rows.push(buildSearchRow(entity, doc as Record<string, any>, locale))
      }
      await writeSearchRows(db, rows)
    },

    async remove(entity, id) {
      await db.query('DELETE FROM search_documents WHERE entity = $1 AND entity_id = $2', [entity, id])
    },

    async rebuild(entities = [...searchEntities]) {
      let written = 0
      for (const entity of entities) {
        const seen: number[] = []
        for (const locale of locales) {
          for (let page = 1; ; page++) {
            const result = await load(entity, {}, locale, page)
            const rows = result.docs.map((doc) => buildSearchRow(entity, doc as Record<string, any>, locale))
            await writeSearchRows(db, rows)
            written += rows.length
            if (locale === 'en') seen.push(...rows.map((r) => r.entityId))
            if (!result.hasNextPage) break
          }
        }
        // Anything no longer published loses its documents.
        await db.query('DELETE FROM search_documents WHERE entity = $1 AND NOT (entity_id = ANY($2::int[]))', [entity, seen])
      }
      return written
    },

    search: (query) => searchDocuments(db, query),
  }
  return index
}

/** Full-text search over the index, falling back to name similarity for misspelt Latin names. */
export async function searchDocuments(db: Queryable, query: SearchQuery): Promise<SearchResult> {
  const limit = Math.min(Math.max(query.limit ?? 20, 1), MAX_LIMIT)
  const offset = Math.max(query.offset ?? 0, 0)
  const terms = queryTerms(query.text, query.locale)
  if (terms.length === 0) return { hits: [], total: 0 }
  const entities = query.entities?.length ? query.entities : null
  const tsquery = toTsqueryLiteral(terms)
  const name = normalize(query.text.trim())

  // One pass over the matches: each is ranked (it has to be, to sort) and counted from the same
  // narrow intermediate result; only the page's rows are read back in full.
  const found = await db.query(
    `WITH matches AS MATERIALIZED (
       SELECT entity, entity_id,
              ts_rank(tsv, q, 1) * (1 + popularity) + CASE WHEN name_lc = $6 THEN 10 ELSE 0 END AS score
         FROM search_documents, CAST($2 AS tsquery) AS q
        WHERE locale = $1 AND tsv @@ q AND ($3::text[] IS NULL OR entity = ANY($3::text[]))
     ), page AS (
       SELECT * FROM matches ORDER BY score DESC, entity_id LIMIT $4 OFFSET $5
     )
     SELECT p.entity, p.entity_id, p.score, d.key, d.title, d.summary, (SELECT count(*) FROM matches) AS total
       FROM page p JOIN search_documents d ON d.entity = p.entity AND d.entity_id = p.entity_id AND d.locale = $1
      ORDER BY p.score DESC, p.entity_id`,
    [query.locale, tsquery, entities, limit, offset, name],
  )
  const hits: SearchHit[] = found.rows.map((r) => toHit(r, false))
  let total = found.rows.length ? Number(found.rows[0].total) : 0
  if (found.rows.length === 0 && offset > 0) {
    // Paged past the end: the caller still wants the count.
    const counted = await db.query(
      `SELECT count(*)::int AS total FROM search_documents
        WHERE locale = $1 AND tsv @@ CAST($2 AS tsquery) AND ($3::text[] IS NULL OR entity = ANY($3::text[]))`,
      [query.locale, tsquery, entities],
    )
    total = counted.rows[0]?.total ?? 0
  }

  if (hits.length < limit && offset === 0 && !containsCjk(query.text) && name.length >= 3) {
    const fuzzy = await db.query(
      `SELECT entity, entity_id, key, title, summary, similarity(name_lc, $2) AS score
         FROM search_documents
        WHERE locale = $1 AND name_lc % $2 AND ($3::text[] IS NULL OR entity = ANY($3::text[]))
        ORDER BY score DESC, entity_id
        LIMIT $4`,
      [query.locale, name, entities, limit],
    )
    const have = new Set(hits.map((h) => `${h.entity}:${h.id}`))
    for (const row of fuzzy.rows) {
      if (hits.length >= limit) break
      const hit = toHit(row, true)
      if (have.has(`${hit.entity}:${hit.id}`)) continue
      hits.push(hit)
      total++
    }
  }
  return { hits, total }
}

function toHit(r: any, fuzzy: boolean): SearchHit {
  return { entity: r.entity, id: r.entity_id, key: r.key, title: r.title, summary: r.summary, score: Number(r.score), fuzzy }
}
