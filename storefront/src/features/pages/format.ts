import { localeMeta, type Locale } from '@aidir/cms/locales'
import { dateTimeFormat, numberFormat } from '@aidir/cms/lib'

/**
 * Dates and prices in the page language's conventions (Intl), so 2025-03-06 reads
 * "March 6, 2025" in English and "2025年3月6日" in Chinese and Japanese.
 * Dates are formatted in UTC: editors enter calendar days, and a visitor's time zone must not shift them.
 */
export function formatDate(locale: Locale, iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(localeMeta[locale].hreflang, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(localeMeta[locale].hreflang).format(value)
}
