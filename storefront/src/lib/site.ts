import { env, localeFromPrefix, localeMeta, locales, type Locale } from '@aidir/cms'

/** The language a URL prefix names (en, zh, tw, ja). */
export function localeOfPrefix(prefix: string | undefined): Locale | undefined {
  return localeFromPrefix(prefix)
}

/** The configured default language (served without prefix). */
export function defaultLocale(): Locale {
  return env().DEFAULT_LANGUAGE
}

export function edition(): 'intl' | 'cn' {
  return env().EDITION
}

/** SPEC useWebsite: 1 China edition, 2 international. */
export function siteVariant(): 1 | 2 {
  return env().EDITION === 'cn' ? 1 : 2
}

/** Path of a page in a language: the default language has no prefix. */
export function localePath(locale: Locale, path = '/'): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale()) return clean
  return `/${localeMeta[locale].prefix}${clean === '/' ? '' : clean}`
}

/**
 * The public origin (SITE_URL) as Next's `metadataBase`: every relative address in a page's
 * metadata (og:image, icons, an image a page names by path) resolves against it. Without it Next
 * falls back to http://localhost:<port> whatever the site's public address.
 */
export function metadataBase(): URL {
  return new URL(env().SITE_URL)
}

/** Absolute URL on the public site. */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString()
}

/**
 * hreflang alternates of one page: every language at its canonical URL (the default language
 * unprefixed, as its canonical tag says) plus x-default (the unprefixed URL).
 */
export function alternates(path: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const l of locales) out[localeMeta[l].hreflang] = absoluteUrl(localePath(l, path))
  out['x-default'] = absoluteUrl(path)
  return out
}
