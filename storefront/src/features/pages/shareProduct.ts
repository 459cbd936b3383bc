import type { Locale } from '@aidir/cms/locales'
import { z } from 'zod'
import { findProductCards, type ProductCard } from '@/features/catalogue/productCards'
import { cached } from '@/lib/cached'
import { idTag } from '@aidir/cms/revalidation'

/** A product id in a URL (/short-link/{id}, /share-demo?id=): a positive integer, nothing else. */
const idSchema = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().int().max(2_147_483_647))

export function parseProductId(value: string | string[] | undefined): number | null {
  const parsed = idSchema.safeParse(Array.isArray(value) ? value[0] : value)
  return parsed.success ? parsed.data : null
}

/** The published product with this id as a card, or null. */
export const findProductCardById = cached(
  async (locale: Locale, id: number): Promise<ProductCard | null> => {
    const { items } = await findProductCards({ locale, where: { id: { equals: id } }, limit: 1 })
    return items[0] ?? null
  },
  'products:card-by-id',
  (_locale, id) => [idTag('products', id)],
)

/**
 * The most popular published product: most page views on this site, then most monthly visits
 * from traffic statistics, then the oldest record, so the choice is stable when counters are equal.
 */
export const findMostPopularProduct = cached(
  async (locale: Locale): Promise<ProductCard | null> => {
    const { items } = await findProductCards({ locale, sort: ['-counters.views', '-traffic.monthlyVisits', 'id'], limit: 1 })
    return items[0] ?? null
  },
  'products:most-popular',
  ['products'],
)
