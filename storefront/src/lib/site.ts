import { env, localeFromPrefix, localeMeta, type Locale } from '@aidir/cms'

/** The language a URL prefix names, or the configured default for unprefixed paths. */
export function localeOfPrefix(prefix: string | undefined): Locale | undefined {
  return localeFromPrefix(prefix)
}

export function defaultLocale(): Locale {
  return env().DEFAULT_LANGUAGE
}

/** Path of a page in a language: the default language has no prefix. */
export function localePath(locale: Locale, path = '/'): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale()) return clean
  return `/${localeMeta[locale].prefix}${clean === '/' ? '' : clean}`
}
