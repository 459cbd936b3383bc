import type { Payload } from 'payload'
import { poolOf, type Queryable } from '../db/pool'

/**
 * What the sitemaps list, read with plain SQL: only keys and updatedAt, never whole documents (a
 * products file is 10,000 rows). Each query applies the anonymous visitor's access rule by hand
 * (status = 'published'; categories, tags and services are public), so a sitemap lists exactly what
 * a visitor can open.
 */
export type CatalogueTable = 'products' | 'categories' | 'ai_models' | 'mcp_servers' | 'mcp_clients' | 'news' | 'guides' | 'datasets' | 'compute_offers' | 'ai_services'
/** The kinds of record listed one file each, beside the products files. */
export type SitemapList = 'categories' | 'tags' | 'models' | 'mcp' | 'news' | 'guides'
export type KeyedRow = { key: string; updated_at: Date }

/** Tables with a status column; the others are readable by anyone. */
const hasStatus = new Set<CatalogueTable>(['products', 'ai_models', 'mcp_servers', 'mcp_clients', 'news', 'guides', 'datasets', 'compute_offers'])
const visible = (table: CatalogueTable, alias: string = table) => (hasStatus.has(table) ? `${alias}.status = 'published'` : 'true')

/** Categories with at least one published product: an empty category page is not worth crawling. */
const categoriesSql = `SELECT c.key, c.updated_at FROM categories c
  WHERE c.kind = 'product' AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.status = 'published')
  ORDER BY c.id`
/** Tags likewise (their product count is what makes the page). */
const tagsSql = `SELECT t.key, t.updated_at FROM tags t
  WHERE EXISTS (SELECT 1 FROM products_rels r JOIN products p ON p.id = r.parent_id
                WHERE r.tags_id = t.id AND r.path = 'tags' AND p.status = 'published')
  ORDER BY t.id`
const keyed = (table: CatalogueTable) => `SELECT key, updated_at FROM ${table} WHERE ${visible(table)} ORDER BY id`

const listSql: Record<SitemapList, string> = {
  categories: categoriesSql,
  tags: tagsSql,
  models: keyed('ai_models'),
  mcp: keyed('mcp_servers'),
  news: keyed('news'),
  guides: keyed('guides'),
}

/** The visible records of one list, by key, in id order. */
export async function sitemapKeys(payload: Payload, list: SitemapList): Promise<KeyedRow[]> {
  const { rows } = await poolOf(payload).query(listSql[list])
  return rows as KeyedRow[]
}

/** Newest visible change per table (for the static pages' <lastmod>). */
export async function newestChanges(payload: Payload, tables: readonly CatalogueTable[]): Promise<Map<CatalogueTable, Date>> {
  return newestIn(poolOf(payload), tables)
}

async function newestIn(db: Queryable, tables: readonly CatalogueTable[]): Promise<Map<CatalogueTable, Date>> {
  if (tables.length === 0) return new Map()
  const sql = [...new Set(tables)].map((t) => `SELECT '${t}' AS t, max(updated_at) AS m FROM ${t} WHERE ${visible(t)}`).join(' UNION ALL ')
  const { rows } = await db.query(sql)
  return new Map(rows.filter((r) => r.m).map((r) => [r.t as CatalogueTable, r.m as Date]))
}

/** One page of published products in id order (a product keeps its page as the catalogue grows). */
export async function publishedProductPage(payload: Payload, page: number, perPage: number): Promise<KeyedRow[]> {
  const { rows } = await poolOf(payload).query(
    `SELECT key, updated_at FROM products WHERE status = 'published' ORDER BY id LIMIT $1 OFFSET $2`,
    [perPage, (page - 1) * perPage],
  )
  return rows as KeyedRow[]
}

export type SitemapFacts = {
  /** Each page of `perPage` published products with its newest change (none for an empty catalogue). */
  productPages: { page: number; lastmod: Date }[]
  /** Newest visible change of each static page source table. */
  newest: Map<CatalogueTable, Date>
  /** Newest change in each list. */
  lists: Partial<Record<SitemapList, Date | null>>
}

/** What a sitemap index needs, read at once. */
export async function sitemapFacts(payload: Payload, perPage: number, staticSources: readonly CatalogueTable[]): Promise<SitemapFacts> {
  const db = poolOf(payload)
  const [products, newest, lists] = await Promise.all([
    db.query(
      `SELECT page, max(updated_at) AS m
         FROM (SELECT (row_number() OVER (ORDER BY id) - 1) / $1 + 1 AS page, updated_at FROM products WHERE status = 'published') s
        GROUP BY page ORDER BY page`,
      [perPage],
    ),
    newestIn(db, staticSources),
    db.query(
      Object.entries(listSql)
        .map(([name, sql]) => `SELECT '${name}' AS part, max(updated_at) AS m FROM (${sql}) ${name}_rows`)
        .join(' UNION ALL '),
    ),
  ])
  const lastmod: SitemapFacts['lists'] = {}
  for (const r of lists.rows) lastmod[r.part as SitemapList] = r.m
  return { productPages: products.rows.map((r) => ({ page: Number(r.page), lastmod: r.m as Date })), newest, lists: lastmod }
}
