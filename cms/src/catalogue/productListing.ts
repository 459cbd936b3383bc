import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

/**
 * One page of a product listing (a category, a group of categories, or the whole catalogue) in one
 * statement: the ids of the page and the total. Through the Local API a listing page cost two to
 * four finds, each with a count query, because Payload cannot sort a missing figure last; here
 * `NULLS LAST` does it. The default sort of one category is read from an index of its own
 * (migration 20261127_170000_product_listing_indexes), rows and total alike.
 *
 * Access as for an anonymous visitor: published products only. The orders are those of the
 * storefront's sorts (storefront/src/features/catalogue/sort.ts, SPEC §9): the sorted figure or
 * date, highest first, products without it after all that have it, then the same tie-breakers.
 */
export const listingOrders = {
  rating: 'p.rating DESC NULLS LAST, p.name ASC, p.id ASC',
  downloads: 'p.downloads DESC NULLS LAST, p.name ASC, p.id ASC',
  time: 'p.created_at DESC NULLS LAST, p.id DESC',
  latest: 'p.published_at DESC NULLS LAST, p.created_at DESC, p.id DESC',
  popular: 'p.traffic_monthly_visits DESC NULLS LAST, p.name ASC, p.id ASC',
  views: 'p.counters_views DESC NULLS LAST, p.name ASC, p.id ASC',
  likes: 'p.counters_likes DESC NULLS LAST, p.name ASC, p.id ASC',
} as const

export type ListingOrder = keyof typeof listingOrders

/** Published products of the listing, as a condition on `alias`; the category ids are parameter `$n`. */
function scopeOf(alias: string, categoryIds: number[] | undefined, n: number): string {
  const published = `${alias}.status = 'published'`
  if (!categoryIds) return published
  // One category: an equality, so the listing index answers in its own order (no sort of the category).
  return categoryIds.length === 1 ? `${published} AND ${alias}.category_id = $${n}::int` : `${published} AND ${alias}.category_id = ANY($${n}::int[])`
}

/** `categoryIds` absent: the whole catalogue. `page` counts from 1. */
export async function productListingPage(
  payload: Payload,
  options: { categoryIds?: number[]; order: ListingOrder; page: number; size: number },
): Promise<{ total: number; ids: number[] }> {
  const pool = poolOf(payload)
  const { categoryIds } = options
  const ids = categoryIds ? [categoryIds.length === 1 ? categoryIds[0] : categoryIds] : []
  // The total as a subquery, not a window over the page's query: counted from the index alone, while
  // the page itself stops after its rows.
  const { rows } = await pool.query<{ id: number; total: string }>(
    `SELECT p.id, (SELECT count(*) FROM products c WHERE ${scopeOf('c', categoryIds, 3)}) AS total
       FROM products p WHERE ${scopeOf('p', categoryIds, 3)}
      ORDER BY ${listingOrders[options.order]} LIMIT $1 OFFSET $2`,
    [options.size, (options.page - 1) * options.size, ...ids],
  )
  if (rows.length > 0) return { total: Number(rows[0]!.total), ids: rows.map((r) => r.id) }
  // Past the last page no row carries the total: count on its own.
  const counted = await pool.query<{ total: string }>(`SELECT count(*) AS total FROM products c WHERE ${scopeOf('c', categoryIds, 1)}`, ids)
  return { total: Number(counted.rows[0]!.total), ids: [] }
}
