import type { Locale } from '@aidir/cms/locales'
import { findProductCards, type ProductCard } from '@/features/catalogue/productCards'
import { cached } from '@/lib/cached'
import { idTag } from '@aidir/cms/revalidation'

/** Cards of the products an article or guide links to, in the editor's order (unpublished ones drop out). */
export const findProductCardsByIds = cached(
  async (locale: Locale, ids: number[]): Promise<ProductCard[]> => {
    if (ids.length === 0) return []
    const { items } = await findProductCards({ locale, where: { id: { in: ids } }, limit: ids.length })
    const byId = new Map(items.map((p) => [p.id, p]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  },
  'products:by-ids',
  (_locale, ids) => ids.map((id) => idTag('products', id)),
)
