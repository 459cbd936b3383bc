import type { Locale } from '@aidir/cms/locales'
import type { Sort, Where } from 'payload'
import { logoMediaOf, logoMediaSelect, type LogoMedia } from '@/features/logo/media'
import { getPayload } from '@/lib/payload'

/** What a product card shows, in one language. */
export type ProductCard = {
  id: number
  key: string
  name: string
  url: string
  tagline: string
  type: 'paid' | 'open_source'
  pricingModel: string | null
  category: { key: string; name: string } | null
  logo: LogoMedia | null
  monthlyVisits: number | null
  rating: number | null
}

const select = { key: true, name: true, url: true, tagline: true, type: true, pricingModel: true, category: true, logo: true, traffic: { monthlyVisits: true }, rating: true } as const

/** Published products as a visitor sees them (anonymous: the access rules apply). */
export async function findProductCards(options: { locale: Locale; where?: Where; sort?: Sort; limit?: number; page?: number; count?: boolean }) {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'products',
    locale: options.locale,
    where: options.where,
    sort: options.sort ?? '-updatedAt',
    limit: options.limit ?? 24,
    page: options.page ?? 1,
    depth: 1,
    // A strip of cards (related products) needs no total: skip the count query.
    pagination: options.count !== false,
    overrideAccess: false,
    select: select as never,
    populate: { categories: { key: true, name: true }, media: logoMediaSelect } as never,
  })
  return {
    total: result.totalDocs,
    page: result.page ?? 1,
    totalPages: result.totalPages,
    items: result.docs.map(toCard),
  }
}

export function toCard(doc: any): ProductCard {
  return {
    id: doc.id,
    key: doc.key,
    name: doc.name,
    url: doc.url,
    tagline: doc.tagline ?? '',
    type: doc.type,
    pricingModel: doc.pricingModel ?? null,
    category: doc.category && typeof doc.category === 'object' ? { key: doc.category.key, name: doc.category.name } : null,
    logo: logoMediaOf(doc.logo),
    monthlyVisits: doc.traffic?.monthlyVisits ?? null,
    rating: doc.rating ?? null,
  }
}
