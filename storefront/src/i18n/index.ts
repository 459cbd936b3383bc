import { createInstance, type TFunction } from 'i18next'
import type { Locale } from '@aidir/cms'
import en from './locales/en.json'
import ja from './locales/ja.json'
import zh from './locales/zh.json'
import zhTW from './locales/zh-TW.json'

/** UI text of the storefront, with the same fallback chains as the CMS content. */
export const resources = { en, zh, 'zh-TW': zhTW, ja } as const

const cache = new Map<Locale, Promise<TFunction>>()

export function getT(locale: Locale): Promise<TFunction> {
  let t = cache.get(locale)
  if (!t) {
    const instance = createInstance()
    t = instance
      .init({
        lng: locale,
        resources: Object.fromEntries(Object.entries(resources).map(([l, r]) => [l, { translation: r }])),
        fallbackLng: { 'zh-TW': ['zh', 'en'], zh: ['en'], ja: ['en'], en: ['zh'], default: ['en'] },
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      .then(() => instance.t)
    cache.set(locale, t)
  }
  return t
}
