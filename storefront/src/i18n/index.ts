import { createInstance, type TFunction } from 'i18next'
import type { Locale } from '@aidir/cms/locales'
import { interpolation } from './countFormat'
import { type Namespace, namespaces, resources } from './resources'

/**
 * UI text of the storefront: one JSON file per namespace and language under locales/, with the
 * same fallback chains as the CMS content. Server components call getT; client components get the
 * `common` namespace through the provider in the root layout.
 */
export { namespaces, resources, type Namespace }

export const fallbackLng = { 'zh-TW': ['zh', 'en'], zh: ['en'], ja: ['en'], en: ['zh'], default: ['en'] }

const cache = new Map<Locale, Promise<TFunction>>()

export function getT(locale: Locale, ns: Namespace = 'common'): Promise<TFunction> {
  let instance = cache.get(locale)
  if (!instance) {
    const i18n = createInstance()
    instance = i18n
      .init({
        lng: locale,
        resources: resources as never,
        ns: [...namespaces],
        defaultNS: 'common',
        fallbackNS: 'common',
        fallbackLng,
        interpolation,
        returnNull: false,
        showSupportNotice: false,
      })
      .then(() => i18n.t)
    cache.set(locale, instance)
  }
  return instance.then((t) => ((key: string, options?: Record<string, unknown>) => t(key, { ns, ...options })) as TFunction)
}
