import type { Locale } from '@aidir/cms/locales'
import { localeMeta } from '@aidir/cms/locales'
import { dateTimeFormat, displayNames, numberFormat } from '@aidir/cms/lib'

/*
 * Formatters the product page needs beyond the shared ones of lib/format.ts (SPEC §9 counts and
 * percentages): visit time, decimals, prices, dates and country names in the page language.
 */

/** A duration in seconds as h:mm:ss (or m:ss), the way traffic tools show visit time. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** A plain decimal (pages per visit), in the page language's digits and separators. */
export function formatDecimal(locale: Locale, value: number): string {
  return numberFormat(localeMeta[locale].hreflang, { maximumFractionDigits: 2 }).format(value)
}

/** A date (ISO string) as a medium date in the page language; UTC so the day does not shift. */
export function formatDate(locale: Locale, iso: string): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return dateTimeFormat(localeMeta[locale].hreflang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

/** A country given as an ISO 3166 code, named in the page language; anything else as written. */
export function countryName(locale: Locale, country: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country
  try {
    return displayNames(localeMeta[locale].hreflang, { type: 'region' }).of(country.toUpperCase()) ?? country
  } catch {
    return country
  }
}

/** A chart axis figure, short in the page language: 1.2B, 12亿, 12億. */
export function formatAxisCompact(locale: Locale, value: number): string {
  return numberFormat(localeMeta[locale].hreflang, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
}
