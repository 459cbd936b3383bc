import { localeMeta } from '../../../locales'
import { type ListingValues, type UpdateLocale, localizedFields, singleFields, updateLocales, valueAt } from '../../../updates/updateFields'
import { adminMessages as m } from '../../i18n/messages'

export type DiffRow = {
  path: string
  /** The admin message naming the field and the language it is in. */
  label: string
  language?: string
  current: unknown
  proposed: unknown
  /** Whether the proposal names this field: the rows to look at. */
  changed: boolean
  /** The value when the order was placed, when the product has changed since. */
  atOrder?: unknown
}

const labels: Record<string, string> = { name: m.updateFieldName, url: m.updateFieldUrl, pricingModel: m.updateFieldPricing, screenshots: m.updateFieldScreenshots, tagline: m.updateFieldTagline, description: m.updateFieldDescription }

/**
 * Every field an update may change, in the product's order, one row per language for the
 * translated texts: what the product shows now, what is proposed (changed rows only) and, where
 * the product changed since the order, what it showed then.
 */
export function diffRows(current: ListingValues, proposal: ListingValues, snapshot: ListingValues, stale: string[]): DiffRow[] {
  const row = (path: string, field: string, locale?: UpdateLocale): DiffRow => {
    const proposed = valueAt(proposal, path)
    return {
      path,
      label: labels[field]!,
      language: locale ? localeMeta[locale].label : undefined,
      current: valueAt(current, path),
      proposed,
      changed: proposed !== undefined,
      ...(stale.includes(path) ? { atOrder: valueAt(snapshot, path) } : {}),
    }
  }
  return [
    ...singleFields.map((field) => row(field, field)),
    ...localizedFields.flatMap((field) => updateLocales.map((locale) => row(`${field}.${locale}`, field, locale))),
  ]
}
