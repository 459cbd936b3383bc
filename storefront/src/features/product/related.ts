import type { Locale } from '@aidir/cms/locales'
import { findProductCards, type ProductCard } from '@/features/catalogue/productCards'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import type { ProductDetail } from './getProduct'
import { idTag } from '@aidir/cms/revalidation'

/** How many cards a related-products tab shows. */
const RELATED_LIMIT = 8
const NEWS_LIMIT = 6

export type RelatedNews = { key: string; title: string; summary: string; publishedAt: string | null }

export type RelatedContent = {
  similarOpenSource: ProductCard[]
  alternatives: ProductCard[]
  /** true when the product names no (published) alternatives and the tab shows its category instead */
  alternativesFromCategory: boolean
  news: RelatedNews[]
}

type Subject = Pick<ProductDetail, 'id' | 'category' | 'alternativeIds'>

/** Open-source products of the same category, other than this one. */
async function similarOpenSource(locale: Locale, p: Subject): Promise<ProductCard[]> {
  if (!p.category) return []
  const { items } = await findProductCards({
    locale,
    where: { and: [{ category: { equals: p.category.id } }, { type: { equals: 'open_source' } }, { id: { not_equals: p.id } }] },
    limit: RELATED_LIMIT,
    count: false,
  })
  return items
}

/** The product's own alternatives in the editor's order, or else other products of its category. */
async function alternatives(locale: Locale, p: Subject): Promise<{ items: ProductCard[]; fromCategory: boolean }> {
  if (p.alternativeIds.length > 0) {
    const { items } = await findProductCards({ locale, where: { id: { in: p.alternativeIds } }, limit: p.alternativeIds.length, count: false })
    if (items.length > 0) {
      const order = new Map(p.alternativeIds.map((id, i) => [id, i]))
      return { items: items.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)), fromCategory: false }
    }
  }
  if (!p.category) return { items: [], fromCategory: true }
  const { items } = await findProductCards({
    locale,
    where: { and: [{ category: { equals: p.category.id } }, { id: { not_equals: p.id } }] },
    limit: RELATED_LIMIT,
    count: false,
  })
  return { items, fromCategory: true }
}

/** Published news whose related products include this one, newest first. */
async function relatedNews(locale: Locale, productId: number): Promise<RelatedNews[]> {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'news',
    locale,
    where: { relatedProducts: { in: [productId] } },
    sort: '-publishedAt',
    limit: NEWS_LIMIT,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: { key: true, title: true, summary: true, publishedAt: true } as never,
  })
  return result.docs.map((d: any) => ({ key: d.key, title: d.title, summary: d.summary ?? '', publishedAt: d.publishedAt ?? null }))
}

async function readRelated(locale: Locale, p: Subject): Promise<RelatedContent> {
  const [similar, alts, news] = await Promise.all([similarOpenSource(locale, p), alternatives(locale, p), relatedNews(locale, p.id)])
  return { similarOpenSource: similar, alternatives: alts.items, alternativesFromCategory: alts.fromCategory, news }
}

/** Everything the lower tabs show, read in parallel and cached like the product itself. */
export const getRelatedContent = cached(
  (locale: Locale, p: Subject) => readRelated(locale, { id: p.id, category: p.category, alternativeIds: p.alternativeIds }),
  'product-related',
  // Its category's products, its alternatives, and news naming it (a news change names the products it relates).
  (_locale, p) => [idTag('products', p.id), ...(p.category ? [idTag('categories', p.category.id)] : []), ...p.alternativeIds.map((id) => idTag('products', id))],
)
