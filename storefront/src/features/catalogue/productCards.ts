import type { Locale } from '@aidir/cms/locales'
import type { Sort, Where } from 'payload'
import { productCardsByIds, type ProductCardRow } from '@aidir/cms/catalogue'
import { logoMediaOf, type LogoMedia } from '@/features/logo/media'
import { getPayload } from '@/lib/payload'

/** What a product card shows, in one language: the catalogue's row with the logo as the page draws it. */
export type ProductCard = Omit<ProductCardRow, 'category' | 'logo'> & {
  category: { key: string; name: string } | null
  logo: LogoMedia | null
}

/**
 * Published products as a visitor sees them (anonymous: the access rules apply). The Local API
 * chooses the page of products (filters, sort, totals, exactly as before) reading only their ids;
 * the cards themselves are one SQL statement of the catalogue domain, not a find per populated
 * relation (category, logo).
 */
export async function findProductCards(options: { locale: Locale; where?: Where; sort?: Sort; limit?: number; page?: number; count?: boolean }) {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'products',
    locale: options.locale,
    where: options.where,
    sort: options.sort ?? '-updatedAt',
    limit: options.limit ?? 24,
    page: options.page ?? 1,
    depth: 0,
    // A strip of cards (related products) needs no total: skip the count query.
    pagination: options.count !== false,
    overrideAccess: false,
    select: { id: true } as never,
  })
  const rows = await productCardsByIds(payload, options.locale, (result.docs as unknown as { id: number }[]).map((d) => d.id))
  return {
    total: result.totalDocs,
    page: result.page ?? 1,
    totalPages: result.totalPages,
    items: rows.map(cardOf),
  }
}

/** A card row of the catalogue domain as the card components take it. */
export function cardOf(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    url: row.url,
    tagline: row.tagline,
    type: row.type,
    pricingModel: row.pricingModel,
    category: row.category ? { key: row.category.key, name: row.category.name } : null,
    logo: logoMediaOf(row.logo),
    monthlyVisits: row.monthlyVisits,
    rating: row.rating,
  }
}
