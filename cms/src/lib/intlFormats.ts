/**
 * Shared Intl formatters. Building an Intl formatter costs far more than formatting with one
 * (about a millisecond for a date format with a time zone), and pages and hot API routes format
 * many values per request: each distinct (kind, locale, options) is built once per process.
 */
const built = new Map<string, unknown>()

function once<F>(kind: string, locale: string | undefined, options: object, make: () => F): F {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`
  let format = built.get(key) as F | undefined
  if (!format) {
    format = make()
    built.set(key, format)
  }
  return format
}

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options))

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options))

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}) => once('list', locale, options, () => new Intl.ListFormat(locale, options))

/** Throws a RangeError for a locale Intl does not know, as the constructor does. */
export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) => once('names', locale, options, () => new Intl.DisplayNames([locale], options))
