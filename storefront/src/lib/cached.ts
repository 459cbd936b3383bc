import { unstable_cache } from 'next/cache'

/**
 * Caches a data read across requests for 60 s (SPEC: a content change appears within a minute),
 * tagged so a CMS change can also revalidate it at once.
 */
export const CONTENT_REVALIDATE_SECONDS = 60

export function cached<Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, key: string, tags: string[] = []) {
  return unstable_cache(fn, [key], { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['content', ...tags] })
}
