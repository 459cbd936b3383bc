import { type Locale, localeMeta } from '@aidir/cms/locales'
import { dateTimeFormat, numberFormat, listFormat } from '@aidir/cms/lib'
import { formatMoney, tokenPriceScale, type Money } from '@aidir/cms/lib'

/**
 * Number, price and date formatting for model figures. Intl gets the page's BCP 47 tag (zh-Hans,
 * zh-Hant, …) so grouping and currency symbols follow the reader's language. Each function returns
 * null for a figure the record does not have, so the caller shows "not published" instead.
 */
const tag = (locale: Locale) => localeMeta[locale].hreflang

/** A per-million-token price; they go down to fractions of a cent (0.075), which the token scale keeps. */
export function formatPrice(price: Money | null, locale: Locale): string | null {
  return price ? formatMoney(price, locale, { scale: tokenPriceScale }) : null
}

export function formatInteger(value: number | null | undefined, locale: Locale): string | null {
  if (value == null) return null
  return numberFormat(tag(locale)).format(value)
}

export function formatDate(iso: string | null | undefined, locale: Locale): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  // Release dates are calendar days stored at midnight UTC: format in UTC so no time zone shifts the day.
  return dateTimeFormat(tag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

/** A benchmark score published in percent (88.7 → "88.7%" in the reader's notation). */
export function formatScore(score: number, locale: Locale): string {
  return numberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 2 }).format(score / 100)
}

/** A short list in the reader's punctuation ("Text, Image" / "文本、图像"). */
export function formatList(items: string[], locale: Locale): string {
  return listFormat(tag(locale), { style: 'narrow', type: 'conjunction' }).format(items)
}
