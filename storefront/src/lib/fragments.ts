import { CONTENT_TAG } from '@aidir/cms/revalidation'
import { heldFragment } from '@/features/cache/fragmentStore.mjs'
import { CONTENT_REVALIDATE_SECONDS, tagRender } from './cached'

/**
 * A read every page's layout makes (menu, footer settings, category tree), held in memory per
 * arguments and dropped when one of its tags is revalidated (features/cache/fragmentStore.mjs);
 * after `maxAgeSeconds` (what the data cache kept it for) it is rebuilt in the background, so a
 * change made without a revalidation still shows about that soon. Unlike `cached()`, a held read
 * costs no data-cache lookup and no copy.
 *
 * A page still carries the read's tags, as it would through the data cache: its cached render is
 * dropped with the fragment. Arguments are joined into the key, so keep them to a few strings.
 * Outside a Next server (tests, scripts) the read goes straight to `build`.
 */
export function fragment<Args extends (string | number)[], R>(
  build: (...args: Args) => Promise<R>,
  key: string,
  tags: string[],
  maxAgeSeconds: number = CONTENT_REVALIDATE_SECONDS,
): (...args: Args) => Promise<R> {
  if (!process.env.NEXT_RUNTIME) return build
  const allTags = [CONTENT_TAG, ...tags]
  const maxAgeMs = maxAgeSeconds * 1000
  return (...args: Args) => {
    tagRender(allTags, maxAgeSeconds)
    return heldFragment(`${key}:${args.join(':')}`, allTags, maxAgeMs, () => build(...args))
  }
}
