import type { Locale } from '@aidir/cms/locales'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

export type TagInfo = { id: number; key: string; name: string; counts: { products: number; models: number; mcp: number } }

/** A tag by its key, with how many published products, models and MCP servers carry it; null if unknown. */
async function loadTag(locale: Locale, key: string): Promise<TagInfo | null> {
  const payload = await getPayload()
  const { docs } = await payload.find({ collection: 'tags', locale, overrideAccess: false, depth: 0, limit: 1, where: { key: { equals: key } }, select: { key: true, name: true } })
  const tag = docs[0]
  if (!tag) return null
  const where = { tags: { in: [tag.id] } }
  const [products, models, mcp] = await Promise.all(
    (['products', 'ai-models', 'mcp-servers'] as const).map((collection) => payload.count({ collection, overrideAccess: false, where }).then((r) => r.totalDocs)),
  )
  return { id: tag.id as number, key: tag.key as string, name: tag.name as string, counts: { products: products!, models: models!, mcp: mcp! } }
}

export const findTag = cached(loadTag, 'catalogue:tag', ['tags', 'products', 'ai-models', 'mcp-servers'])
