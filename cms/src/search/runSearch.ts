import type { Queryable } from '../db/pool'
import { isLocale } from '../locales'
import type { SearchHit } from './SearchIndex'

/** The misspelt-name fallback runs only when the words find fewer records than this… */
const FUZZY_WHEN_FEWER = 3
/** …and adds at most this many. It never depends on the page asked for, so a query has one result set. */
const FUZZY_MAX = 10
/** Bonus for records whose text has the query's words together and in its order. */
const PHRASE_BONUS = 0.5

/**
 * How far a search counts products whose order is popularity alone (a query naming only facets:
 * "图像", "free video"). Past it the total says "at least" (`more`); the finder lists at most this
 * many anyway, and a category of a large catalogue matches ten times as many.
 */
export const COUNT_CAP = 1000

export type RunArgs = {
  locale: string
  entities: readonly string[] | null
  /** What products must match (words and facets). */
  products: string | null
  /** What records without facets must match. */
  others: string | null
  /** The words products are ranked by; null when the query named only facets. */
  productRank: string | null
  phrase: string | null
  name: string
  fuzzy: boolean
  limit: number
  offset: number
  countCap: number
}

export type Found = { hits: SearchHit[]; total: number; more?: boolean }

/**
 * The language goes into the statement as a literal, not a parameter: each language's products have
 * their own partial GIN index (migration 20261127_140000_search_products_by_locale), which the
 * planner can only choose when it sees the value. It is one of the four, so quoting is trivial.
 */
function localeLiteral(locale: string): string {
  if (!isLocale(locale)) throw new Error(`unknown search locale ${JSON.stringify(locale)}`)
  return `'${locale}'`
}

/**
 * A record's score: how well its words match (1 when nothing is ranked by words), the phrase bonus,
 * times popularity; an exact name first. `query`, `phrase` and `name` are the statement's parameters.
 */
const rank = (query: string, phrase: string, name: string) =>
  `(COALESCE(ts_rank(tsv, CAST(${query} AS tsquery), 1), 1)
      + CASE WHEN tsv @@ CAST(${phrase} AS tsquery) THEN ${PHRASE_BONUS} ELSE 0 END) * (1 + popularity)
      + CASE WHEN name_lc = ${name} THEN 10 ELSE 0 END`

export async function runSearch(db: Queryable, a: RunArgs): Promise<Found> {
  if (!a.products && !a.others) return { hits: [], total: 0 }
  const locale = localeLiteral(a.locale)
  // Products ranked by popularity alone need not all be read: when there are many, walk them in
  // that order to the page asked for. (Neither the phrase bonus nor the misspelt-name fallback can
  // apply: both need words.)
  if (a.products && !a.productRank && (await countProducts(db, locale, a.products, a.countCap + 1)) > a.countCap) {
    return byPopularity(db, locale, a)
  }
  return rankEvery(db, locale, a)
}

/** How many products match, counted up to `upTo` (at most that many rows are read). */
async function countProducts(db: Queryable, locale: string, tsquery: string, upTo: number): Promise<number> {
  const found = await db.query(
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM search_documents WHERE locale = ${locale} AND entity = 'products' AND tsv @@ CAST($1 AS tsquery) LIMIT $2
     ) m`,
    [tsquery, upTo],
  )
  return Number(found.rows[0]?.n ?? 0)
}

/**
 * Every match ranked and counted in one pass, from a narrow intermediate result; only the page's
 * rows are read back in full. Products match their words and facets; records without facets match
 * the words (a category's name is a word to them). The two are looked up apart, each in its own
 * index: the products of the language, and the small one of the rest (migration
 * 20261127_041500_search_others_index), so a category's names in four languages do not find every
 * product that has those words only to throw it away.
 */
async function rankEvery(db: Queryable, locale: string, a: RunArgs): Promise<Found> {
  const found = await db.query(
    `WITH matches AS MATERIALIZED (
       SELECT entity, entity_id, 0 AS tier, ${rank('$5', '$6', '$7')} AS score
         FROM search_documents
        WHERE locale = ${locale} AND entity = 'products' AND tsv @@ CAST($2 AS tsquery)
       UNION ALL
       SELECT entity, entity_id, 0 AS tier, ${rank('$3', '$6', '$7')} AS score
         FROM search_documents
        WHERE locale = ${locale} AND entity <> 'products' AND ($1::text[] IS NULL OR entity = ANY($1::text[]))
          AND tsv @@ CAST($3 AS tsquery)
     ), fuzzy AS MATERIALIZED (
       SELECT d.entity, d.entity_id, 1 AS tier, similarity(d.name_lc, $7) AS score
         FROM search_documents d
        WHERE $4::boolean AND (SELECT count(*) FROM matches) < ${FUZZY_WHEN_FEWER}
          AND d.locale = ${locale} AND d.name_lc % $7 AND ($1::text[] IS NULL OR d.entity = ANY($1::text[]))
          AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.entity = d.entity AND m.entity_id = d.entity_id)
        ORDER BY score DESC, d.entity_id
        LIMIT ${FUZZY_MAX}
     ), hits AS (
       SELECT * FROM matches UNION ALL SELECT * FROM fuzzy
     ), page AS (
       SELECT * FROM hits ORDER BY tier, score DESC, entity_id LIMIT $8 OFFSET $9
     )
     SELECT t.total, p.entity, p.entity_id, p.score, p.tier, d.key, d.title, d.summary
       FROM (SELECT count(*) AS total FROM hits) t
       LEFT JOIN (page p JOIN search_documents d ON d.entity = p.entity AND d.entity_id = p.entity_id AND d.locale = ${locale}) ON true
      ORDER BY p.tier, p.score DESC, p.entity_id`,
    [a.entities, a.products, a.others, a.fuzzy, a.productRank, a.phrase, a.name, a.limit, a.offset],
  )
  const total = found.rows.length ? Number(found.rows[0].total) : 0
  return { hits: found.rows.filter((r) => r.entity !== null).map(toHit), total }
}

/**
 * The same order as rankEvery for a query whose products are ranked by popularity alone, reading
 * only as many products as the page needs: the walk of `(locale, 1 + popularity DESC, entity_id)`
 * stops at offset + limit matches (for a category that is a tenth of the catalogue, ten rows read
 * per result instead of every match). A product named exactly as the query outranks popularity and
 * is looked up by name. Scores are the same expression as rankEvery's, so the pages are the same;
 * the products are counted only to `countCap` (`more`), the records without facets exactly.
 */
async function byPopularity(db: Queryable, locale: string, a: RunArgs): Promise<Found> {
  const found = await db.query(
    `WITH walked AS MATERIALIZED (
       SELECT entity, entity_id, 0 AS tier, ${rank('NULL', 'NULL', '$4')} AS score
         FROM search_documents
        WHERE locale = ${locale} AND entity = 'products' AND tsv @@ CAST($2 AS tsquery)
        ORDER BY (1 + popularity) DESC, entity_id
        LIMIT $7
     ), named AS MATERIALIZED (
       SELECT entity, entity_id, 0 AS tier, ${rank('NULL', 'NULL', '$4')} AS score
         FROM search_documents d
        WHERE locale = ${locale} AND entity = 'products' AND name_lc = $4 AND tsv @@ CAST($2 AS tsquery)
          AND NOT EXISTS (SELECT 1 FROM walked w WHERE w.entity_id = d.entity_id)
     ), others AS MATERIALIZED (
       SELECT entity, entity_id, 0 AS tier, ${rank('$3', 'NULL', '$4')} AS score
         FROM search_documents
        WHERE locale = ${locale} AND entity <> 'products' AND ($1::text[] IS NULL OR entity = ANY($1::text[]))
          AND tsv @@ CAST($3 AS tsquery)
     ), page AS (
       SELECT * FROM (SELECT * FROM walked UNION ALL SELECT * FROM named UNION ALL SELECT * FROM others) h
        ORDER BY tier, score DESC, entity_id LIMIT $5 OFFSET $6
     )
     SELECT t.others, p.entity, p.entity_id, p.score, p.tier, d.key, d.title, d.summary
       FROM (SELECT count(*) AS others FROM others) t
       LEFT JOIN (page p JOIN search_documents d ON d.entity = p.entity AND d.entity_id = p.entity_id AND d.locale = ${locale}) ON true
      ORDER BY p.tier, p.score DESC, p.entity_id`,
    [a.entities, a.products, a.others, a.name, a.limit, a.offset, a.offset + a.limit],
  )
  const others = found.rows.length ? Number(found.rows[0].others) : 0
  return { hits: found.rows.filter((r) => r.entity !== null).map(toHit), total: a.countCap + others, more: true }
}

function toHit(r: any): SearchHit {
  return { entity: r.entity, id: r.entity_id, key: r.key, title: r.title, summary: r.summary, score: Number(r.score), fuzzy: Number(r.tier) === 1 }
}
