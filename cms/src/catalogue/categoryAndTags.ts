import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import { localeChain, translated } from './translations'

export type Label = { id: number; key: string; name: string }

const labelsSql = `SELECT 'category' AS kind, c.id, c.key, coalesce(${translated('categories_locales', 'name', 'c.id', '$1')}, c.key) AS name, 0::bigint AS ord
    FROM categories c WHERE c.id = $2
  UNION ALL
  SELECT 'tag', t.id, t.key, coalesce(${translated('tags_locales', 'name', 't.id', '$1')}, t.key), wanted.ord
    FROM unnest($3::int[]) WITH ORDINALITY AS wanted(id, ord) JOIN tags t ON t.id = wanted.id
  ORDER BY 1, 5`

/**
 * A record's category and tags by id, named in the page's language (fallback chain as Payload's),
 * in one statement: what a detail page (product, model, MCP server) shows of them. Categories and tags
 * are public, so no access rule applies; a tag that no longer exists is left out.
 */
export async function categoryAndTags(payload: Payload, locale: Locale, categoryId: number | null, tagIds: number[]): Promise<{ category: Label | null; tags: Label[] }> {
  if (categoryId === null && tagIds.length === 0) return { category: null, tags: [] }
  const { rows } = await poolOf(payload).query<Label & { kind: 'category' | 'tag' }>({
    name: 'catalogue.category-and-tags',
    text: labelsSql,
    values: [localeChain(locale), categoryId, tagIds],
  })
  const label = (r: Label) => ({ id: r.id, key: r.key, name: r.name })
  const category = rows.find((r) => r.kind === 'category')
  return { category: category ? label(category) : null, tags: rows.filter((r) => r.kind === 'tag').map(label) }
}
