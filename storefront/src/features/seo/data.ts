import { poolOf, type Pool } from '@aidir/cms'
import { getPayload } from '@/lib/payload'
import type { SitemapPage } from './xml'
import { PRODUCTS_PER_FILE, type SinglePart } from './parts'
import { staticPages, type ContentTable } from './staticPages'
import { routes } from '@/lib/routes'

/**
 * What the sitemaps list, read with plain SQL through Payload's pool: only keys and updatedAt, never
 * whole documents (a products file is 10,000 rows). Each query applies the anonymous visitor's
 * access rule by hand (status = 'published'; categories, tags and services are public), so the
 * sitemap lists exactly what a visitor can open.
 */

export async function pool(): Promise<Pool> {
  const payload = await getPayload()
  return poolOf(payload)
}

/** Tables with a status column; the others are readable by anyone. */
const hasStatus = new Set<ContentTable>(['products', 'ai_models', 'mcp_servers', 'news', 'guides', 'datasets', 'compute_offers'])
const visible = (table: ContentTable, alias = table) => (hasStatus.has(table) ? `${alias}.status = 'published'` : 'true')

/** Categories with at least one published product: an empty category page is not worth crawling. */
const categoriesSql = `SELECT c.key, c.updated_at FROM categories c
  WHERE c.kind = 'product' AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.status = 'published')
  ORDER BY c.id`
/** Tags likewise (their product count is what makes the page). */
const tagsSql = `SELECT t.key, t.updated_at FROM tags t
  WHERE EXISTS (SELECT 1 FROM products_rels r JOIN products p ON p.id = r.parent_id
                WHERE r.tags_id = t.id AND r.path = 'tags' AND p.status = 'published')
  ORDER BY t.id`
const keyed = (table: ContentTable) => `SELECT key, updated_at FROM ${table} WHERE ${visible(table)} ORDER BY id`

const listed: Record<Exclude<SinglePart, 'static'>, { sql: string; path: (key: string) => string }> = {
  categories: { sql: categoriesSql, path: routes.category },
  tags: { sql: tagsSql, path: routes.tag },
  models: { sql: keyed('ai_models'), path: routes.model },
  mcp: { sql: keyed('mcp_servers'), path: routes.mcpServer },
  news: { sql: keyed('news'), path: routes.newsArticle },
  guides: { sql: keyed('guides'), path: routes.guide },
}

/** Newest visible change per content table, for the static pages' <lastmod>. */
async function newestChanges(db: Pool): Promise<Map<ContentTable, Date>> {
  const tables = [...new Set(staticPages.flatMap((p) => (p.source ? [p.source] : [])))]
  const sql = tables.map((t) => `SELECT '${t}' AS t, max(updated_at) AS m FROM ${t} WHERE ${visible(t)}`).join(' UNION ALL ')
  const { rows } = await db.query(sql)
  return new Map(rows.filter((r) => r.m).map((r) => [r.t as ContentTable, r.m as Date]))
}

/** The pages of one single-file part. */
export async function partPages(part: SinglePart): Promise<SitemapPage[]> {
  const db = await pool()
  if (part === 'static') {
    const newest = await newestChanges(db)
    return staticPages.map((p) => ({ path: p.path, lastmod: p.source ? newest.get(p.source) : undefined }))
  }
  const { sql, path } = listed[part]
  const { rows } = await db.query(sql)
  return rows.map((r) => ({ path: path(r.key), lastmod: r.updated_at }))
}

/**
 * One products file: the published products in id order, so a product keeps its file as the
 * catalogue grows (new ones land in the last file). Undefined beyond the last file.
 */
export async function productRows(page: number): Promise<{ key: string; updated_at: Date }[] | undefined> {
  const db = await pool()
  const { rows } = await db.query(
    `SELECT key, updated_at FROM products WHERE status = 'published' ORDER BY id LIMIT $1 OFFSET $2`,
    [PRODUCTS_PER_FILE, (page - 1) * PRODUCTS_PER_FILE],
  )
  // Page 1 exists even for an empty catalogue (the index always lists it).
  if (rows.length === 0 && page > 1) return undefined
  return rows
}

export type IndexFacts = { productFiles: { page: number; lastmod: Date | null }[]; lastmod: Partial<Record<SinglePart, Date | null>> }

/** What the sitemap index needs: the products files with their newest change, and each part's. */
export async function indexFacts(): Promise<IndexFacts> {
  const db = await pool()
  const [products, newest, parts] = await Promise.all([
    db.query(
      `SELECT page, max(updated_at) AS m
         FROM (SELECT (row_number() OVER (ORDER BY id) - 1) / $1 + 1 AS page, updated_at FROM products WHERE status = 'published') s
        GROUP BY page ORDER BY page`,
      [PRODUCTS_PER_FILE],
    ),
    newestChanges(db),
    db.query(
      Object.entries(listed)
        .map(([name, { sql }]) => `SELECT '${name}' AS part, max(updated_at) AS m FROM (${sql}) ${name}_rows`)
        .join(' UNION ALL '),
    ),
  ])
  const files = products.rows.map((r) => ({ page: Number(r.page), lastmod: r.m as Date }))
  // An empty catalogue still has products-1.xml (an empty urlset), so the index shape never changes.
  const productFiles = files.length > 0 ? files : [{ page: 1, lastmod: null }]
  const staticNewest = [...newest.values()].reduce<Date | null>((a, b) => (a && a > b ? a : b), null)
  const lastmod: IndexFacts['lastmod'] = { static: staticNewest }
  for (const r of parts.rows) lastmod[r.part as SinglePart] = r.m
  return { productFiles, lastmod }
}
