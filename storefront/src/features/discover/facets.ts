import type { Locale } from '@aidir/cms/locales'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/**
 * The choices of the finder's filters: product categories (grouped) and the tags products use.
 * They change only when editors change the catalogue, so they are cached (lib/cached: 60 s).
 */

export type FacetOption = { id: number; key: string; name: string }
export type CategoryGroup = { key: string; name: string; categories: FacetOption[] }

const byName = (locale: Locale) => (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale)

/** Product categories under their groups, in the editors' order. */
export const getCategoryGroups = cached(
  async (locale: Locale): Promise<CategoryGroup[]> => {
    const payload = await getPayload()
    const found = await payload.find({
      collection: 'categories',
      where: { kind: { equals: 'product' } },
      locale,
      depth: 0,
      limit: 500,
      sort: ['order', 'id'],
      overrideAccess: false,
      select: { key: true, name: true, parent: true },
    })
    const docs = found.docs as unknown as { id: number; key: string; name: string; parent?: number | null }[]
    const groups = docs.filter((d) => d.parent == null).map((g) => ({ id: g.id, key: g.key, name: g.name, categories: [] as FacetOption[] }))
    const groupOf = new Map(groups.map((g) => [g.id, g]))
    for (const d of docs) {
      if (d.parent != null) groupOf.get(d.parent)?.categories.push({ id: d.id, key: d.key, name: d.name })
    }
    return groups.filter((g) => g.categories.length > 0).map(({ key, name, categories }) => ({ key, name, categories }))
  },
  'discover:category-groups',
  ['categories'],
)

/** Tags that at least one published product carries (the others would only filter to nothing). */
export const getProductTags = cached(
  async (locale: Locale): Promise<FacetOption[]> => {
    const payload = await getPayload()
    const distinct = await payload.findDistinct({ collection: 'products', field: 'tags', limit: 1000, depth: 0, overrideAccess: false })
    const ids = (distinct.values as { tags: unknown }[]).map((v) => v.tags).filter((id): id is number => typeof id === 'number')
    if (ids.length === 0) return []
    const found = await payload.find({
      collection: 'tags',
      where: { id: { in: ids } },
      locale,
      depth: 0,
      limit: ids.length,
      overrideAccess: false,
      select: { key: true, name: true },
    })
    return (found.docs as unknown as FacetOption[]).map(({ id, key, name }) => ({ id, key, name })).sort(byName(locale))
  },
  'discover:product-tags',
  ['tags', 'products'],
)

/** The categories with the most published products: suggestions when a search finds nothing. */
export const getPopularCategories = cached(
  async (locale: Locale, count: number): Promise<(FacetOption & { products: number })[]> => {
    const payload = await getPayload()
    const categories = (await getCategoryGroups(locale)).flatMap((g) => g.categories)
    const counted = await Promise.all(
      categories.map(async (c) => {
        const { totalDocs } = await payload.count({ collection: 'products', where: { category: { equals: c.id } }, overrideAccess: false })
        return { ...c, products: totalDocs }
      }),
    )
    return counted.filter((c) => c.products > 0).sort((a, b) => b.products - a.products).slice(0, count)
  },
  'discover:popular-categories',
  ['categories', 'products'],
)
