import type { Locale } from '../locales'
import { localeMeta } from '../locales'
import { numberFormat } from './intlFormats'

/**
 * Money as the catalogue stores it: an integer `amount` in the currency's minor units (cents for
 * USD, fen for CNY, yen for JPY) and an ISO 4217 `currency` code. Integers add and compare exactly,
 * where decimal prices in floating point do not (0.1 + 0.2).
 *
 * Some prices are finer than a minor unit (a model's $0.075 per million tokens). A money field then
 * declares a `scale`: the amount counts 10^-scale of a minor unit, so at scale 4, 75 000 is
 * 7.5 cents = $0.075. The scale belongs to the field, not the value, and is documented where the
 * field is declared; every reader of that field passes the same scale.
 */
export type Money = { amount: number; currency: string }

/** The scale of the AI models' per-million-token prices: amounts in 1/10 000 of a cent. */
export const tokenPriceScale = 4

const knownCurrencies = new Set<string>(Intl.supportedValuesOf('currency'))

/** An ISO 4217 code that Intl can format (upper case, e.g. USD, CNY, EUR, JPY). */
export const isCurrencyCode = (code: unknown): code is string => typeof code === 'string' && knownCurrencies.has(code)

/** Digits after the decimal point in the currency's minor unit (2 for USD, 0 for JPY). */
export const minorDigits = (currency: string): number =>
  numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2

/** A price in major units (19.99) as stored money; rounds to the nearest unit of the scale. */
export function toMoney(major: number, currency: string, scale = 0): Money {
  if (!isCurrencyCode(currency)) throw new RangeError(`Unknown currency code: ${currency}`)
  // Through a decimal string, so 0.075 × 10^6 is 75000 and not 74999.99999999999.
  const amount = Math.round(Number(`${major}e${minorDigits(currency) + scale}`))
  return { amount, currency }
}

/** The money's value in major units, for arithmetic that must not leave the server (JSON-LD offers). */
export const toMajor = (money: Money, scale = 0): number => Number(`${money.amount}e-${minorDigits(money.currency) + scale}`)

/** Money read back from a document: null unless both parts are there. */
export function moneyOf(value: unknown): Money | null {
  const v = value as { amount?: unknown; currency?: unknown } | null | undefined
  return v && typeof v.amount === 'number' && isCurrencyCode(v.currency) ? { amount: v.amount, currency: v.currency } : null
}

/**
 * Money in the reader's language: "$19.99", "US$19.99" (zh), "¥1,200" (ja for JPY). Shows the
 * currency's usual decimals, and up to `scale` more when the amount has them.
 */
export function formatMoney(money: Money, locale: Locale, options: { scale?: number; wholeUnits?: boolean } = {}): string {
  const scale = options.scale ?? 0
  const digits = minorDigits(money.currency)
  const fraction = options.wholeUnits && money.amount % 10 ** (digits + scale) === 0 ? 0 : digits
  return numberFormat(localeMeta[locale].hreflang, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: fraction,
    maximumFractionDigits: Math.max(fraction, digits + scale),
  }).format(toMajor(money, scale))
}
