import { derivedToken } from '../lib/derivedToken'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig } from 'payload'
import { enqueue } from '../jobs/enqueue'
import { changeTags, globalChangeTags } from '../revalidation/tags'

/**
 * On-demand revalidation of the storefront. Pages are kept in Next's route cache and regenerated at
 * most every 60 s; a change to content the storefront shows also queues a `storefront.revalidate`
 * job in the same transaction, so the worker tells the storefront only after the change commits
 * (a hook calling the storefront directly could make it re-render from the old, uncommitted data).
 * The job names the cache tags of what the change can have touched (revalidation/tags.ts), so the
 * storefront and the edge drop those pages and listings only.
 */
/** Collections whose records the public pages show (not users, orders, favourites or route rules). */
export const shownCollections = new Set([
  'products', 'categories', 'tags', 'ai-models', 'mcp-servers', 'news', 'guides', 'faqs', 'datasets',
  'compute-offers', 'ai-services', 'ad-positions', 'ad-campaigns', 'service-packages', 'nav-menus', 'media', 'search-synonyms',
])

const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection, context }) => {
  if (!context?.skipRevalidate) await enqueue('storefront.revalidate', { collection: collection.slug, tags: changeTags(collection.slug, doc, previousDoc) }, { req })
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, collection, context }) => {
  if (!context?.skipRevalidate) await enqueue('storefront.revalidate', { collection: collection.slug, tags: changeTags(collection.slug, doc) }, { req })
  return doc
}

/** A global revalidates the reads that render it, and nothing when no page does (revalidation/tags.ts). */
const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, req, global, context }) => {
  const tags = globalChangeTags(global.slug)
  if (tags.length > 0 && !context?.skipRevalidate) await enqueue('storefront.revalidate', { collection: global.slug, tags }, { req })
  return doc
}

export function withStorefrontRevalidation(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) =>
    !shownCollections.has(c.slug)
      ? c
      : { ...c, hooks: { ...c.hooks, afterChange: [...(c.hooks?.afterChange ?? []), afterChange], afterDelete: [...(c.hooks?.afterDelete ?? []), afterDelete] } },
  )
}

export function withGlobalRevalidation(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((g) => ({ ...g, hooks: { ...g.hooks, afterChange: [...(g.hooks?.afterChange ?? []), afterGlobalChange] } }))
}

/** The bearer token the worker shows the storefront: derived from the shared secret, never sent elsewhere. */
export function revalidateToken(secret: string): string {
  return derivedToken(secret, 'storefront.revalidate')
}
