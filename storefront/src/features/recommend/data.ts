import type { Locale } from '@aidir/cms/locales'
import { cacheIdPattern, planByCacheId, popularScenarios } from '@aidir/cms/recommend'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { localePath } from '@/lib/site'

/** Stored answers change only when a fallback is replaced: a minute in the data cache is enough. */
export const RECOMMEND_TAG = 'scenario-plans'

export const findPlan = cached(
  async (cacheId: string) => (cacheIdPattern.test(cacheId) ? planByCacheId(await getPayload(), cacheId) : null),
  'recommend-plan',
  [RECOMMEND_TAG],
)

export const findPopular = cached(async (kind: 'solutions' | 'assistant', locale: Locale) => popularScenarios(await getPayload(), kind, locale, 8), 'recommend-popular', [RECOMMEND_TAG])

/** The page language's path prefix ('' for the default language), for links built in the browser. */
export function pathPrefix(locale: Locale): string {
  const home = localePath(locale, '/')
  return home === '/' ? '' : home
}
