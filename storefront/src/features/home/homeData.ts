import type { Locale } from '@aidir/cms/locales'
import type { ProductCard } from '@/features/catalogue/productCards'
import { readProductPage } from '@/features/catalogue/productPage'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/** Products per home section: two rows of four on a wide screen. */
export const HOME_SECTION_SIZE = 8
/** Products in the house strip that stands in for an unsold banner: one row on a wide screen. */
export const HOUSE_STRIP_SIZE = 4
/**
 * Candidates read per section: the recommendation flags overlap (a product can be a global hot, an
 * editor's pick and an overseas pick at once), and each product is shown in one section only.
 */
export const HOME_CANDIDATES = HOME_SECTION_SIZE * 4

export type Recommend = 'global_hot' | 'editor_pick' | 'cn_pick' | 'overseas_pick'
export type ProductSection = { total: number; items: ProductCard[] }

/** Products carrying one recommendation flag, most visited first (then by name while traffic is unknown). */
async function loadRecommended(locale: Locale, flag: Recommend): Promise<ProductSection> {
  const r = await readProductPage(locale, { recommend: { in: [flag] } }, 'popular', 1, HOME_CANDIDATES)
  return { total: r.total, items: r.items }
}

/** The most visited products of the whole catalogue: house content where an ad position is unsold. */
async function loadPopular(locale: Locale): Promise<ProductSection> {
  const r = await readProductPage(locale, {}, 'popular', 1, HOME_CANDIDATES)
  return { total: r.total, items: r.items }
}

/** The newest products: latest published first, then latest created. */
async function loadNewest(locale: Locale): Promise<ProductSection> {
  const r = await readProductPage(locale, {}, 'latest', 1, HOME_CANDIDATES)
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
export const findPopular = cached(loadPopular, 'home:popular', ['products'])
export const findTotals = cached(loadTotals, 'home:totals', ['products', 'ai-models', 'mcp-servers'])
