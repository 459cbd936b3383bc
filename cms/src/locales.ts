/** The four site languages, with their URL prefix, API langType key and fallback chain (DESIGN.md "Data"). */
export const locales = ['en', 'zh', 'zh-TW', 'ja'] as const
export type Locale = (typeof locales)[number]

export const localeMeta: Record<
  Locale,
  { prefix: string; apiKey: string; hreflang: string; label: string; shortLabel: string; fallback: Locale[] }
> = {
  en: { prefix: 'en', apiKey: 'en', hreflang: 'en', label: 'English', shortLabel: 'EN', fallback: ['zh'] },
  zh: { prefix: 'zh', apiKey: 'zh_cn', hreflang: 'zh-Hans', label: '简体中文', shortLabel: '简', fallback: ['en'] },
  'zh-TW': { prefix: 'tw', apiKey: 'zh_tw', hreflang: 'zh-Hant', label: '繁體中文', shortLabel: '繁', fallback: ['zh', 'en'] },
  ja: { prefix: 'ja', apiKey: 'jp', hreflang: 'ja', label: '日本語', shortLabel: '日', fallback: ['en'] },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function localeFromPrefix(prefix: string | undefined): Locale | undefined {
  return locales.find((l) => localeMeta[l].prefix === prefix)
}

export function localeFromApiKey(key: string | undefined): Locale | undefined {
  return locales.find((l) => localeMeta[l].apiKey === key)
}

/** Text segmentation differs for languages written without spaces. */
export function isCjk(locale: Locale): boolean {
  return locale !== 'en'
}
