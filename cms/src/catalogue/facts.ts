import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

/** The figures a summary of the catalogue states (llms.txt): published counts and the category list. */
export type CatalogueFacts = {
  /** When the figures were read (ISO string: the cache stores JSON). */
  readAt: string
  counts: { products: number; models: number; mcpServers: number; news: number; guides: number }
  categoryGroups: { name: string; categories: { key: string; name: string; description: string | null; products: number }[] }[]
}

/** The published counts and the product categories with products, English names, in editorial order. */
export async function catalogueFacts(payload: Payload): Promise<CatalogueFacts> {
  const db = poolOf(payload)
  const [counts, categories] = await Promise.all([
    db.query(`SELECT (SELECT count(*) FROM products WHERE status = 'published') AS products,
                     (SELECT count(*) FROM ai_models WHERE status = 'published') AS models,
                     (SELECT count(*) FROM mcp_servers WHERE status = 'published') AS mcp,
                     (SELECT count(*) FROM news WHERE status = 'published') AS news,
                     (SELECT count(*) FROM guides WHERE status = 'published') AS guides`),
    // English names (the file is in English), groups and categories in their editorial order.
    db.query(`SELECT g.id AS group_id, gl.name AS group_name, c.key, cl.name, cl.description,
                     (SELECT count(*) FROM products p WHERE p.category_id = c.id AND p.status = 'published') AS products
                FROM categories c
                JOIN categories g ON g.id = c.parent_id
                LEFT JOIN categories_locales gl ON gl._parent_id = g.id AND gl._locale = 'en'
                LEFT JOIN categories_locales cl ON cl._parent_id = c.id AND cl._locale = 'en'
               WHERE c.kind = 'product'
               ORDER BY g."order", g.id, c."order", c.id`),
  ])
  const c = counts.rows[0]
  const groups = new Map<number, CatalogueFacts['categoryGroups'][number]>()
  for (const r of categories.rows) {
    if (Number(r.products) === 0) continue
    let group = groups.get(r.group_id)
    if (!group) groups.set(r.group_id, (group = { name: r.group_name ?? '', categories: [] }))
    group.categories.push({ key: r.key, name: r.name ?? r.key, description: r.description ?? null, products: Number(r.products) })
  }
  return {
    readAt: new Date().toISOString(),
    counts: { products: Number(c.products), models: Number(c.models), mcpServers: Number(c.mcp), news: Number(c.news), guides: Number(c.guides) },
    categoryGroups: [...groups.values()],
  }
}
