import type { Locale } from '@aidir/cms/locales'
import type { Sort, Where } from 'payload'
import { productCardsByIds, productListingPage } from '@aidir/cms/catalogue'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { cardOf, findProductCards, type ProductCard } from './productCards'
import { payloadSort, sortFields, type SortOption } from './sort'

export const PRODUCTS_PER_PAGE = 24

type Page = { total: number; page: number; totalPages: number; items: ProductCard[] }

/** `count` products from position `offset` of a sorted query, read as at most two pages of `size`. */
async function readRange(locale: Locale, where: Where, sort: Sort, offset: number, count: number, size: number) {
  // Only the total is needed when nothing of this part fits on the page.
  if (count <= 0) return { total: (await findProductCards({ locale, where, sort, limit: 1 })).total, items: [] }
  const first = Math.floor(offset / size) + 1
  const a = await findProductCards({ locale, where, sort, limit: size, page: first })
  let items = a.items.slice(offset % size)
  if (items.length < count && first < a.totalPages) {
    const b = await findProductCards({ locale, where, sort, limit: size, page: first + 1 })
    items = items.concat(b.items)
  }
  return { total: a.total, items: items.slice(0, count) }
}

/**
 * One page of products in a sort, with products that lack the sorted figure (no rating, no traffic
 * estimate, no publication date) after all that have it. PostgreSQL puts NULL first in a
 * descending sort, which would present unmeasured products as the most popular; Payload cannot say
 * NULLS LAST, so the two parts are read separately and joined.
 */
export async function readProductPage(locale: Locale, where: Where, sort: SortOption, page: number, size = PRODUCTS_PER_PAGE): Promise<Page> {
  const scope = listingScope(where)
  if (scope) return readListing(locale, scope, sort, page, size)
  const field = sortFields[sort]
  const order = payloadSort(sort)
  const withField: Where = { and: [where, { [field]: { exists: true } }] }
  const withoutField: Where = { and: [where, { [field]: { exists: false } }] }
  const start = (page - 1) * size
  const measured = await readRange(locale, withField, order, start, size, size)
  const unmeasured = await readRange(locale, withoutField, order.slice(1), Math.max(0, start - measured.total), size - measured.items.length, size)
  const total = measured.total + unmeasured.total
  return { total, page, totalPages: Math.ceil(total / size), items: measured.items.concat(unmeasured.items) }
}

/**
 * The listings that need no filter of Payload's (the whole catalogue, or categories by id: category
 * and group pages) as `{ categoryIds }`; any other filter goes through the Local API above.
 */
function listingScope(where: Where): { categoryIds?: number[] } | null {
  const keys = Object.keys(where)
  if (keys.length === 0) return {}
  const ids = keys.length === 1 ? (where.category as { in?: unknown } | undefined)?.in : undefined
  if (Array.isArray(ids) && Object.keys(where.category as object).length === 1 && ids.every((id) => Number.isInteger(id))) return { categoryIds: ids as number[] }
  return null
}

/** A listing page as two statements of the catalogue domain: the page's ids with the total, then their cards. */
async function readListing(locale: Locale, scope: { categoryIds?: number[] }, sort: SortOption, page: number, size: number): Promise<Page> {
  const payload = await getPayload()
  const { total, ids } = await productListingPage(payload, { ...scope, order: sort, page, size })
  const rows = await productCardsByIds(payload, locale, ids)
  return { total, page, totalPages: Math.ceil(total / size), items: rows.map(cardOf) }
}

/** One page of product cards for a list page, cached for 60 s per filter, sort and page. */
export const findProductPage = cached(readProductPage, 'catalogue:product-page', ['products'])
