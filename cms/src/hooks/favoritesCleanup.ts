import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { favoriteTargets } from '../accounts/favoriteTargets'

const targets = new Set<string>(Object.values(favoriteTargets))

/**
 * A deleted product, model or MCP server takes its favourites with it: the relation row goes with
 * the item, and a favourite left behind would point at nothing and still count in the user's
 * total. A system action (no user owns all the favourites), in the delete's own transaction.
 */
const dropFavorites =
  (slug: string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    const suffix = `:${slug}:${doc.id}`
    // `like` is a substring match; the exact suffix decides (`:products:12` is inside `:products:123`).
    const found = await req.payload.find({ collection: 'favorites', where: { key: { like: suffix } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
    const ids = found.docs.filter((f) => String(f.key).endsWith(suffix)).map((f) => f.id)
    if (ids.length > 0) await req.payload.delete({ collection: 'favorites', where: { id: { in: ids } }, overrideAccess: true, req })
    return doc
  }

export function withFavoritesCleanup(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => (targets.has(c.slug) ? { ...c, hooks: { ...c.hooks, afterDelete: [...(c.hooks?.afterDelete ?? []), dropFavorites(c.slug)] } } : c))
}
