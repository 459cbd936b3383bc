import { localeMeta, type Locale } from '@aidir/cms/locales'
import { displayNames } from '@aidir/cms/lib'

/**
 * A region code of a compute offer (ISO 3166 "us", "cn", or "global") in the page language,
 * through Intl.DisplayNames so no country list has to be translated by hand.
 */
export function regionName(locale: Locale, code: string, globalLabel: string): string {
  if (code.toLowerCase() === 'global') return globalLabel
  try {
    return displayNames(localeMeta[locale].hreflang, { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
