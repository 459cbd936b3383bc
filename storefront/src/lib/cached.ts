import { CONTENT_TAG } from '@aidir/cms/revalidation'
import { unstable_cache } from 'next/cache'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'
import { cache } from 'react'

/**
 * Caches a data read across requests for 60 s (SPEC: a content change appears within a minute),
 * tagged so a CMS change can revalidate it at once (cms/src/revalidation/tags.ts names the tags).
 * A read's tags also become the tags of every page that makes it, which is how a change to one
 * product drops that product's pages and listings and nothing else.
 *
 * `tags` is a list for reads of a whole listing, or a function of the arguments for reads of one
 * record (`(locale, key) => [recordTag('products', key)]`).
 */
export const CONTENT_REVALIDATE_SECONDS = 60

export function cached<Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, key: string, tags: string[] | ((...args: Args) => string[]) = []) {
  // Outside a Next server (tests, scripts) there is no incremental cache to keep it in: read directly.
  if (!process.env.NEXT_RUNTIME) return fn
  // React's cache() on top: a page and its generateMetadata asking for the same record in one render
  // share one read; on a first visit both would miss the data cache and read the database twice.
  if (typeof tags !== 'function') return cache(unstable_cache(fn, [key], { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [CONTENT_TAG, ...tags] }))
  // unstable_cache fixes its tags when it is made: one per call, keyed the same way (key + arguments).
  return cache((...args: Args): Promise<R> => unstable_cache(fn, [key], { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [CONTENT_TAG, ...tags(...args)] })(...args))
}

/**
 * A read of one record for the page that shows it (a product's own data, its related strips, its
 * traffic): no data-cache entry of its own. `cached()` wrote one on every first render, keyed by the
 * record, to be read again only if that record's page was rendered again within the minute — which
 * its route-cache entry answers instead. Each entry cost a JSON copy, a hash of its key and room in
 * the memory cache that pages need.
 *
 * What matters is kept: React's cache() shares one read between a page and its generateMetadata,
 * and the tags go on the page being rendered as unstable_cache puts its own there, so revalidating
 * a record's tag still drops its pages (and the edge's copies, through `x-aidir-cache-tags`).
 */
export function cachedInPage<Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, tags: (...args: Args) => string[]) {
  if (!process.env.NEXT_RUNTIME) return fn
  return cache((...args: Args): Promise<R> => {
    tagRender([CONTENT_TAG, ...tags(...args)], CONTENT_REVALIDATE_SECONDS)
    return fn(...args)
  })
}

/** The part of Next's render store that carries the result's cache tags and lifetime. */
type TaggedStore = { type: string; tags: string[] | null; revalidate: number }

// The stores whose result Next keeps (a page rendered for the route cache, a cache scope): those
// unstable_cache adds its tags to (next/dist/server/web/spec-extension/unstable-cache.js).
const keptStores = new Set(['prerender', 'prerender-runtime', 'prerender-legacy', 'cache', 'private-cache'])

/**
 * Adds `tags` to what is being rendered, exactly as unstable_cache does with its own: the route cache
 * stores the page under them and `revalidateTag` drops it; the page lives no longer than
 * `revalidateSeconds`. Next's render store is one module shared by the server and the bundled app
 * (`*.external`); outside a kept render (a request rendered per request, an API route) this does nothing.
 */
export function tagRender(tags: string[], revalidateSeconds: number): void {
  const store = workUnitAsyncStorage.getStore() as unknown as TaggedStore | undefined
  if (!store || !keptStores.has(store.type)) return
  if (store.tags === null) store.tags = [...tags]
  else for (const tag of tags) if (!store.tags.includes(tag)) store.tags.push(tag)
  if (store.revalidate > revalidateSeconds) store.revalidate = revalidateSeconds
}
