import { newestChanges, publishedProductPage, sitemapFacts, sitemapKeys } from '@aidir/cms/catalogue'
import { getPayload } from '@/lib/payload'
import type { SitemapPage } from './xml'
import { PRODUCTS_PER_FILE, type SinglePart } from './parts'
import { staticPages } from './staticPages'
import { routes } from '@/lib/routes'

/**
 * What the sitemaps list: keys and updatedAt of what an anonymous visitor can open, read by the
 * catalogue domain (cms/src/catalogue/sitemap.ts), turned into site paths here.
 */

const paths: Record<Exclude<SinglePart, 'static'>, (key: string) => string> = {
  categories: routes.category,
  tags: routes.tag,
  models: routes.model,
  mcp: routes.mcpServer,
  news: routes.newsArticle,
  guides: routes.guide,
}

const staticSources = [...new Set(staticPages.flatMap((p) => (p.source ? [p.source] : [])))]

/** The pages of one single-file part. */
export async function partPages(part: SinglePart): Promise<SitemapPage[]> {
  const payload = await getPayload()
  if (part === 'static') {
    const newest = await newestChanges(payload, staticSources)
    return staticPages.map((p) => ({ path: p.path, lastmod: p.source ? newest.get(p.source) : undefined }))
  }
  const rows = await sitemapKeys(payload, part)
  return rows.map((r) => ({ path: paths[part](r.key), lastmod: r.updated_at }))
}

/**
 * One products file: the published products in id order, so a product keeps its file as the
 * catalogue grows (new ones land in the last file). Undefined beyond the last file.
 */
export async function productRows(page: number): Promise<{ key: string; updated_at: Date }[] | undefined> {
  const rows = await publishedProductPage(await getPayload(), page, PRODUCTS_PER_FILE)
  // Page 1 exists even for an empty catalogue (the index always lists it).
  if (rows.length === 0 && page > 1) return undefined
  return rows
}

export type IndexFacts = { productFiles: { page: number; lastmod: Date | null }[]; lastmod: Partial<Record<SinglePart, Date | null>> }

/** What the sitemap index needs: the products files with their newest change, and each part's. */
export async function indexFacts(): Promise<IndexFacts> {
  const facts = await sitemapFacts(await getPayload(), PRODUCTS_PER_FILE, staticSources)
  // An empty catalogue still has products-1.xml (an empty urlset), so the index shape never changes.
  const productFiles = facts.productPages.length > 0 ? facts.productPages : [{ page: 1, lastmod: null }]
  const staticNewest = [...facts.newest.values()].reduce<Date | null>((a, b) => (a && a > b ? a : b), null)
  return { productFiles, lastmod: { static: staticNewest, ...facts.lists } }
}
