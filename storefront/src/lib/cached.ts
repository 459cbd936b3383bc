import { CONTENT_TAG } from '@aidir/cms/revalidation'
import { unstable_cache } from 'next/cache'
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
