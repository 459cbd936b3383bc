import type { Locale } from '@aidir/cms/locales'
import { fragment } from '@/lib/fragments'
import { getPayload } from '@/lib/payload'

/** A category as pages show it; its icon is chosen by its key (features/icons/categoryIcons.ts). */
export type CategoryNode = { id: number; key: string; name: string; description: string; productCount: number }
export type CategoryGroup = CategoryNode & { children: CategoryNode[] }

/** How many published products a visitor can see in the given categories. */
async function countProducts(categoryIds: number[]): Promise<number> {
  if (categoryIds.length === 0) return 0
  const payload = await getPayload()
  const { totalDocs } = await payload.count({ collection: 'products', overrideAccess: false, where: { category: { in: categoryIds } } })
  return totalDocs
}

/**
 * The product category tree (groups, then their categories, in editorial order) with the number of
 * published products in each; a group's count is the sum of its categories'.
 */
async function loadCategoryTree(locale: Locale): Promise<CategoryGroup[]> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'categories',
    locale,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    where: { kind: { equals: 'product' } },
    sort: ['order', 'id'],
    select: { key: true, name: true, description: true, parent: true },
  })
  const node = (d: (typeof docs)[number]): Omit<CategoryNode, 'productCount'> => ({
    id: d.id as number,
    key: d.key as string,
    name: d.name as string,
    description: (d.description as string | undefined) ?? '',
  })
  const children = docs.filter((d) => d.parent != null)
  const counts = new Map(await Promise.all(children.map(async (c) => [c.id as number, await countProducts([c.id as number])] as const)))
  return docs
    .filter((d) => d.parent == null)
    .map((g) => {
      const kids = children
        .filter((c) => (typeof c.parent === 'object' && c.parent ? c.parent.id : c.parent) === g.id)
        .map((c) => ({ ...node(c), productCount: counts.get(c.id as number) ?? 0 }))
      return { ...node(g), productCount: kids.reduce((sum, k) => sum + k.productCount, 0), children: kids }
    })
}

/** Held in memory per language (lib/fragments.ts): every category page and the home page read it. */
export const getCategoryTree = fragment(loadCategoryTree, 'catalogue:category-tree', ['categories', 'products'])

/** A category page's subject: a category, or a group standing for all of its categories. */
export type CategoryScope = { node: CategoryNode; group: CategoryGroup | null; subcategories: CategoryNode[]; categoryIds: number[] }

export async function findCategoryScope(locale: Locale, key: string): Promise<CategoryScope | null> {
  const tree = await getCategoryTree(locale)
  for (const group of tree) {
    if (group.key === key) return { node: group, group: null, subcategories: group.children, categoryIds: group.children.map((c) => c.id) }
    const child = group.children.find((c) => c.key === key)
    if (child) return { node: child, group, subcategories: [], categoryIds: [child.id] }
  }
  return null
}
