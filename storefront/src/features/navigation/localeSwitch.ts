import { type Locale, localeMeta, locales } from '@aidir/cms/locales'

/**
 * The same page in another language: the current path with its language prefix swapped (or added,
 * or dropped for the default language, which is served without prefix). Client-safe, so the
 * selector can recompute links after client navigations.
 */
export function pathWithoutLocale(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/')
  const known = locales.some((l) => localeMeta[l].prefix === first)
  if (!known) return pathname || '/'
  return rest.length && rest.join('/') !== '' ? `/${rest.join('/')}` : '/'
}

export function switchLocalePath(pathname: string, target: Locale, defaultLocale: Locale): string {
  const base = pathWithoutLocale(pathname)
  if (target === defaultLocale) return base
  return `/${localeMeta[target].prefix}${base === '/' ? '' : base}`
}

/** SPEC §9: the locale cookie lives 365 days on path / with SameSite Lax; it holds the language code. */
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${localeMeta[locale].prefix}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
}

/** A site path in a language, as lib/site.ts localePath does on the server (that module is server-only). */
export function prefixedPath(locale: Locale, defaultLocale: Locale, path: string): string {
  if (locale === defaultLocale) return path
  return `/${localeMeta[locale].prefix}${path === '/' ? '' : path}`
}
