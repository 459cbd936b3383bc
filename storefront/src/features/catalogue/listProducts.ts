import type { Locale } from '@aidir/cms'
import { getPayload } from '@/lib/payload'

export type ProductCard = {
  id: number
  key: string
  name: string
  url: string
  tagline: string
  type: 'paid' | 'open_source'
  category: string | null
}

/** Published products for a visitor (anonymous: access rules apply), newest first. */
export async function listProducts(locale: Locale, limit = 24): Promise<{ items: ProductCard[]; total: number }> {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    limit,
    sort: '-updatedAt',
    overrideAccess: false,
    select: { key: true, name: true, url: true, tagline: true, type: true, category: true },
    populate: { categories: { name: true } },
  })
  return {
    total: result.totalDocs,
    items: result.docs.map((doc: any) => ({
      id: doc.id,
      key: doc.key,
      name: doc.name,
      url: doc.url,
      tagline: doc.tagline ?? '',
      type: doc.type,
      category: typeof doc.category === 'object' && doc.category ? doc.category.name : null,
    })),
  }
}
