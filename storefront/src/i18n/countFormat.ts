import { numberFormat } from '@aidir/cms/lib'

/**
 * Counts in UI text ("12,736 products") with the digit grouping of the page's language, so a
 * count reads like the hero's totals. i18next (server) and the browser translator both format the
 * values named as counts this way (`count`, and the page and total figures of pagination and result
 * lines); no other value is touched (a year or an id must stay as it is).
 */
export const countNames: ReadonlySet<string> = new Set(['count', 'total', 'pages', 'page', 'from', 'to'])

export function formatCount(language: string, value: number): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value)
}

/** i18next's interpolation hook (with `alwaysFormat`): it sees every value with the name it fills. */
export function formatInterpolated(value: unknown, _format: string | undefined, language: string | undefined, options?: { [key: string]: unknown }): string {
  // Anything else goes back as given: i18next turns it into text itself.
  return countNames.has(String(options?.interpolationkey)) && typeof value === 'number' && Number.isFinite(value) && language ? formatCount(language, value) : (value as string)
}

/** The interpolation options of every i18next instance of the storefront. */
export const interpolation = { escapeValue: false, alwaysFormat: true, format: formatInterpolated }
