import type { Locale } from '@aidir/cms/locales'
import type { ProductCard } from '@/features/catalogue/productCards'
import { readProductPage } from '@/features/catalogue/productPage'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/** Products per home section: two rows of four on a wide screen. */
export const HOME_SECTION_SIZE = 8

export type Recommend = 'global_hot' | 'editor_pick' | 'cn_pick' | 'overseas_pick'
export type ProductSection = { total: number; items: ProductCard[] }

/** Products carrying one recommendation flag, most visited first (then by name while traffic is unknown). */
async function loadRecommended(locale: Locale, flag: Recommend): Promise<ProductSection> {
  const r = await readProductPage(locale, { recommend: { in: [flag] } }, 'popular', 1, HOME_SECTION_SIZE)
  return { total: r.total, items: r.items }
}

/** The newest products: latest published first, then latest created. */
async function loadNewest(locale: Locale): Promise<ProductSection> {
  const r = await readProductPage(locale, {}, 'latest', 1, HOME_SECTION_SIZE)
  return { total: r.total, items: r.items }
}

/** Catalogue sizes for the hero copy, counted in the database rather than claimed. */
async function loadTotals(): Promise<{ products: number; models: number; mcp: number }> {
  const payload = await getPayload()
  const [products, models, mcp] = await Promise.all(
    (['products', 'ai-models', 'mcp-servers'] as const).map((collection) => payload.count({ collection, overrideAccess: false }).then((r) => r.totalDocs)),
  )
  return { products: products!, models: models!, mcp: mcp! }
}

export const findRecommended = cached(loadRecommended, 'home:recommended', ['products'])
export const findNewest = cached(loadNewest, 'home:newest', ['products'])
export const findTotals = cached(loadTotals, 'home:totals', ['products', 'ai-models', 'mcp-servers'])
