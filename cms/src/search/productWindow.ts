import type { Queryable } from '../db/pool'

/**
 * How far one search goes in a large catalogue. Product matches are counted up to `countCap`
 * (beyond it the page says "1,000+", as large directories do); a query with more matches than
 * that ranks a window of its `window` most popular matches instead of every one of them.
 *
 * Why: a category named alone ("图像", "images") matches 6,000–12,600 products of a 100,000-product
 * catalogue; reading, ranking and counting each of them took 50–100 ms, and none of them past the
 * first few hundred is ever looked at (the finder pages through at most 1,000).
 */
export type SearchLimits = { countCap: number; window: number }
export const defaultSearchLimits: SearchLimits = { countCap: 1000, window: 200 }

/**
 * The popularity walk looks at no more than this many products per place of the window before it
 * falls back to collecting every match: a query matching one product in a hundred would otherwise
 * walk most of the catalogue.
 */
const WALK_PER_PLACE = 25

/** How many products match, counted up to `upTo`: the GIN index finds them, at most `upTo` rows are read. */
export async function countProducts(db: Queryable, locale: string, tsquery: string, upTo: number): Promise<number> {
  const found = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM search_documents WHERE locale = $1 AND entity = 'products' AND tsv @@ CAST($2 AS tsquery) LIMIT $3
     ) m`,
    [locale, tsquery, upTo],
  )
  return found.rows[0]?.n ?? 0
}

/**
 * The ids of the `size` most popular matching products (ties by id), and of a product that has
 * exactly the query as its name wherever it stands, so a search for a name always shows it.
 *
 * The products are walked in popularity order (search_documents_products_popularity_idx), each
 * tested against the query, until `size` match: for a broad query, the case this is for, that reads
 * size ÷ (share of products that match) rows rather than every match. The walk's subquery has its
 * own LIMIT (and OFFSET 0) so PostgreSQL keeps that order instead of collecting every match from
 * the GIN index and sorting them. The result depends on the query alone, never on the page asked
 * for: every page of one search comes from the same window.
 */
export async function popularWindow(db: Queryable, locale: string, tsquery: string, size: number, name: string): Promise<number[]> {
  const walked = await db.query<{ entity_id: number }>(
    `SELECT entity_id FROM (
       SELECT entity_id, popularity, tsv FROM search_documents
        WHERE locale = $1 AND entity = 'products'
        ORDER BY popularity DESC, entity_id
        LIMIT $4 OFFSET 0
     ) p
     WHERE tsv @@ CAST($2 AS tsquery)
     ORDER BY popularity DESC, entity_id
     LIMIT $3`,
    [locale, tsquery, size, size * WALK_PER_PLACE],
  )
  let ids = walked.rows.map((r) => r.entity_id)
  if (ids.length < size) {
    // Too few among the most popular: the matches are sparse, so there are few enough to collect.
    const all = await db.query<{ entity_id: number }>(
      `SELECT entity_id FROM search_documents
        WHERE locale = $1 AND entity = 'products' AND tsv @@ CAST($2 AS tsquery)
        ORDER BY popularity DESC, entity_id
        LIMIT $3`,
      [locale, tsquery, size],
    )
    ids = all.rows.map((r) => r.entity_id)
  }
  const exact = await db.query<{ entity_id: number }>(
    `SELECT entity_id FROM search_documents
      WHERE locale = $1 AND entity = 'products' AND name_lc = $2 AND tsv @@ CAST($3 AS tsquery)`,
    [locale, name, tsquery],
  )
  return [...new Set([...ids, ...exact.rows.map((r) => r.entity_id)])]
}
