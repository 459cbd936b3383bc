import type { Locale } from '@aidir/cms/locales'
import type { AppliedFacet } from '@aidir/cms/search'
import type { Where } from 'payload'
import { findProductCards, type ProductCard } from '@/features/catalogue/productCards'
import { getPayload } from '@/lib/payload'
import { getCategoryGroups, getProductTags } from './facets'
import { PAGE_SIZE, sortFields, type DiscoverQuery } from './query'
import { productCandidates, productPage } from './searchIndex'

/**
 * `total`: the count shown; `more`: more products may match than it says (the search matched more
 * than the finder lists), shown as "1,000+". `facets`: the filters the search text named ("free",
 * a category), shown above the results.
 */
export type DiscoverResults = { items: ProductCard[]; total: number; more?: boolean; page: number; totalPages: number; facets: AppliedFacet[] }

/** The filters as a CMS condition; keys unknown to the catalogue match nothing rather than everything. */
async function filterWhere(locale: Locale, q: DiscoverQuery): Promise<Where[]> {
  const and: Where[] = []
  if (q.type) and.push({ type: { equals: q.type } })
  if (q.lang) and.push({ contentLanguage: { equals: q.lang } })
  if (q.category) {
    const category = (await getCategoryGroups(locale)).flatMap((g) => g.categories).find((c) => c.key === q.category)
    and.push({ category: { equals: category?.id ?? -1 } })
  }
  if (q.tags.length) {
    // Any of the chosen tags: Payload cannot AND conditions on one hasMany relationship (they share
    // one join and never match together), and "any" is what a multi-select of topics suggests.
    const tags = await getProductTags(locale)
    const ids = q.tags.map((key) => tags.find((t) => t.key === key)?.id).filter((id): id is number => id !== undefined)
    and.push({ tags: { in: ids.length ? ids : [-1] } })
  }
  return and
}

const pages = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE))

/** Cards for ids, in the order of the ids (the Local API returns them in its own order). */
async function cardsInOrder(locale: Locale, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return []
  const found = await findProductCards({ locale, where: { id: { in: ids } }, limit: ids.length })
  const byId = new Map(found.items.map((c) => [c.id, c]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * Ids of a window of products ordered by a field, descending, with products that have no value last
 * (PostgreSQL would put NULLs first on a descending sort, e.g. unrated products above rated ones).
 */
async function sortedWindow(locale: Locale, where: Where, field: string, offset: number, limit: number) {
  const payload = await getPayload()
  const find = (w: Where, o: number, l: number) => windowIds(w, `-${field}`, o, l)
  const [withValue, total] = await Promise.all([
    payload.count({ collection: 'products', where: { and: [where, { [field]: { exists: true } }] }, locale, overrideAccess: false }),
    payload.count({ collection: 'products', where, locale, overrideAccess: false }),
  ])
  const valued = withValue.totalDocs
  const ids: number[] = []
  if (offset < valued) ids.push(...(await find({ and: [where, { [field]: { exists: true } }] }, offset, Math.min(limit, valued - offset))))
  const rest = limit - ids.length
  if (rest > 0 && offset + ids.length < total.totalDocs) {
    ids.push(...(await find({ and: [where, { [field]: { exists: false } }] }, Math.max(0, offset - valued), rest)))
  }
  return { ids, total: total.totalDocs }

  /** Ids at an arbitrary offset: the Local API pages by page number, so read the one or two pages around it. */
  async function windowIds(w: Where, sort: string, o: number, l: number): Promise<number[]> {
    const first = Math.floor(o / l) + 1
    const read = (page: number) =>
      payload.find({ collection: 'products', where: w, sort, limit: l, page, locale, depth: 0, overrideAccess: false, select: { key: true } })
    const a = await read(first)
    const docs = a.docs.map((d) => d.id as number)
    const skip = o - (first - 1) * l
    if (skip > 0 && a.hasNextPage) docs.push(...(await read(first + 1)).docs.map((d) => d.id as number))
    return docs.slice(skip, skip + l)
  }
}

/**
 * One page of the finder: products matching the search text (if any) and the filters, in the chosen
 * order. With text, the search index supplies candidates (best first, at most MAX_CANDIDATES) and the
 * CMS applies filters and sorts within them.
 */
export async function findDiscoverResults(locale: Locale, q: DiscoverQuery, text: string | null): Promise<DiscoverResults> {
  const offset = (q.page - 1) * PAGE_SIZE
  const filters = await filterWhere(locale, q)

  if (text && q.sort === 'relevance' && filters.length === 0) {
    const { ids, total, more, facets } = await productPage(text, locale, offset, PAGE_SIZE)
    return { items: await cardsInOrder(locale, ids), total, more, page: q.page, totalPages: pages(total), facets }
  }

  const where: Where = { and: [...filters] }
  let candidates: number[] | null = null
  let facets: AppliedFacet[] = []
  // The candidates are the search's first MAX_CANDIDATES; past them more may match (and pass the filters).
  let more = false
  if (text) {
    const found = await productCandidates(text, locale)
    candidates = found.ids
    facets = found.facets
    more = found.more
    where.and!.push({ id: { in: candidates.length ? candidates : [-1] } })
  }

  if (q.sort === 'relevance' && candidates) {
    // Keep the index's order: find which candidates pass the filters, then page through them.
    const payload = await getPayload()
    const passing = await payload.find({ collection: 'products', where, locale, depth: 0, pagination: false, overrideAccess: false, select: { key: true } })
    const ok = new Set(passing.docs.map((d) => d.id as number))
    const ordered = candidates.filter((id) => ok.has(id))
    return { items: await cardsInOrder(locale, ordered.slice(offset, offset + PAGE_SIZE)), total: ordered.length, more, page: q.page, totalPages: pages(ordered.length), facets }
  }

  const field = q.sort === 'relevance' ? sortFields.latest : sortFields[q.sort]
  const { ids, total } = await sortedWindow(locale, where, field, offset, PAGE_SIZE)
  return { items: await cardsInOrder(locale, ids), total, more, page: q.page, totalPages: pages(total), facets }
}
