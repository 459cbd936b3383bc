import { isLocale, localeFromPrefix, localeMeta, locales, type Locale } from '@aidir/cms/locales'

/**
 * Language prefixes of URLs, shared by proxy.ts (which must stay free of Payload, so no lib/site.ts
 * here) and the client components. Pure functions of their arguments.
 */
export const FALLBACK_LOCALE: Locale = 'zh'

/** Request headers proxy.ts adds: the page's language and the path as requested (for the 404 page). */
export const LOCALE_HEADER = 'x-aidir-locale'
export const PATH_HEADER = 'x-aidir-path'
/** Beside PATH_HEADER from proxy.ts: render404Token(), so a path header sent by a client is not taken for it. */
export const PATH_PROOF_HEADER = 'x-aidir-path-proof'
/** Set by the catch-all when it fetches the 404 page to answer with it (see app/[lang]/[...rest]). */
export const RENDER_404_HEADER = 'x-aidir-render-404'

/**
 * Where proxy.ts sends a path that must answer 404 (blocked by a rule, or /404 itself): a path no
 * page claims, so the catch-all answers it with status 404.
 */
export function unknownPathFor(prefix: string): string {
  return `/${prefix}/404/not-found`
}

/** The 404 page itself, with or without prefix (/404, /ja/404). */
export function isNotFoundPage(pathname: string): boolean {
  return splitLocalePrefix(pathname).rest.replace(/\/+$/, '') === '/404'
}

export type Edition = 'intl' | 'cn'

export function editionFrom(value: string | undefined): Edition {
  return value === 'cn' ? 'cn' : 'intl'
}

/**
 * The default language as cms/src/env.ts computes it (DEFAULT_LANGUAGE, else zh for the China
 * edition and en for the international one); a value that is no language falls back to zh (SPEC §2).
 */
export function defaultLocaleFrom(source: { DEFAULT_LANGUAGE?: string; EDITION?: string }): Locale {
  const configured = source.DEFAULT_LANGUAGE ?? (editionFrom(source.EDITION) === 'cn' ? 'zh' : 'en')
  return isLocale(configured) ? configured : FALLBACK_LOCALE
}

/** Splits `/tw/class/x` into its language and the path without prefix (`/class/x`). */
export function splitLocalePrefix(pathname: string): { locale: Locale | undefined; rest: string } {
  const first = pathname.split('/')[1] ?? ''
  const locale = localeFromPrefix(first)
  if (!locale) return { locale: undefined, rest: pathname || '/' }
  const rest = pathname.slice(first.length + 1)
  return { locale, rest: rest === '' ? '/' : rest }
}

/** SPEC §5: a blocked route goes to /404, or /{lang}/404 when the URL named a language. */
export function notFoundPathFor(pathname: string): string {
  const { locale } = splitLocalePrefix(pathname)
  return locale ? `/${localeMeta[locale].prefix}/404` : '/404'
}

/**
 * The `locale` cookie holds a locale code (en, zh, zh-TW, ja), as the language selector writes it.
 * URL prefixes (tw) and the code in any letter case (zh-tw) are accepted too, since older clients and
 * hand-made cookies use them; anything else is ignored.
 */
export function localeOfCookie(value: string | undefined): Locale | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  const byCode = locales.find((l) => l.toLowerCase() === trimmed.toLowerCase())
  return byCode ?? localeFromPrefix(trimmed.toLowerCase())
}

/**
 * SPEC §2: in the international edition, `/` redirects to the prefixed home of the language stored
 * in the cookie when that differs from the default. Returns the target path, or undefined to stay.
 */
export function cookieHomeRedirect(options: { pathname: string; cookie: string | undefined; edition: Edition; defaultLocale: Locale }): string | undefined {
  if (options.edition !== 'intl' || options.pathname !== '/') return undefined
  const wanted = localeOfCookie(options.cookie)
  if (!wanted || wanted === options.defaultLocale) return undefined
  return `/${localeMeta[wanted].prefix}`
}
