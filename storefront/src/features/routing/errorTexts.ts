import type { Locale } from '@aidir/cms/locales'
import en from '@/i18n/locales/en/errors.json'
import ja from '@/i18n/locales/ja/errors.json'
import zhTW from '@/i18n/locales/zh-TW/errors.json'
import zh from '@/i18n/locales/zh/errors.json'

/**
 * The `errors` texts for error.tsx, which Next renders on the client without props, so the server
 * cannot pass them in. Only this namespace is bundled (a few hundred bytes per language).
 */
export type ErrorTexts = typeof en

const byLocale: Record<Locale, ErrorTexts> = { en, zh, 'zh-TW': zhTW, ja }

export function errorTexts(locale: string): ErrorTexts {
  return byLocale[locale as Locale] ?? en
}
