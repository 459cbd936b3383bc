import type { Locale } from '@aidir/cms/locales'
import { relatedNews, relatedProducts } from '@aidir/cms/catalogue'
import { cardOf, type ProductCard } from '@/features/catalogue/productCards'
import { cachedInPage } from '@/lib/cached'
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

/**
 * The three strips and the news, each one SQL statement in the catalogue domain (published only,
 * texts in the page's language), instead of a Local API find per strip and per related collection.
 */
async function readRelated(locale: Locale, p: Subject): Promise<RelatedContent> {
  const payload = await getPayload()
  const [products, news] = await Promise.all([
    relatedProducts(payload, locale, { id: p.id, categoryId: p.category?.id ?? null, alternativeIds: p.alternativeIds }, RELATED_LIMIT),
    relatedNews(payload, locale, p.id, NEWS_LIMIT),
  ])
  return {
    similarOpenSource: products.similarOpenSource.map(cardOf),
    alternatives: products.alternatives.map(cardOf),
    alternativesFromCategory: products.alternativesFromCategory,
    news,
  }
}

/** Everything the lower tabs show, read in parallel; tagged on the page like the product itself. */
export const getRelatedContent = cachedInPage(
  (locale: Locale, p: Subject) => readRelated(locale, { id: p.id, category: p.category, alternativeIds: p.alternativeIds }),
  // Its category's products, its alternatives, and news naming it (a news change names the products it relates).
  (_locale, p) => [idTag('products', p.id), ...(p.category ? [idTag('categories', p.category.id)] : []), ...p.alternativeIds.map((id) => idTag('products', id))],
)
