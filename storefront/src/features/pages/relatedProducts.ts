import type { Locale } from '@aidir/cms/locales'
import { productCardsByIds } from '@aidir/cms/catalogue'
import { cardOf, type ProductCard } from '@/features/catalogue/productCards'
import { getPayload } from '@/lib/payload'
import { cached } from '@/lib/cached'
import { idTag } from '@aidir/cms/revalidation'

/** Cards of the products an article or guide links to, in the editor's order (unpublished ones drop out). */
export const findProductCardsByIds = cached(
  async (locale: Locale, ids: number[]): Promise<ProductCard[]> => {
    if (ids.length === 0) return []
    return (await productCardsByIds(await getPayload(), locale, ids)).map(cardOf)
  },
  'products:by-ids',
  (_locale, ids) => ids.map((id) => idTag('products', id)),
)
