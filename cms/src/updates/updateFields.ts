/**
 * The listing fields a paid update may change, shared by the form, the order, the diff and the
 * apply step (no imports, so a client component may take these constants).
 * `name`, `url`, `pricingModel` and `screenshots` are one value per product; `tagline` and
 * `description` are per language.
 */
export const updateLocales = ['en', 'zh', 'zh-TW', 'ja'] as const
export type UpdateLocale = (typeof updateLocales)[number]

export const singleFields = ['name', 'url', 'pricingModel', 'screenshots'] as const
export const localizedFields = ['tagline', 'description'] as const
export type SingleField = (typeof singleFields)[number]
export type LocalizedField = (typeof localizedFields)[number]

/** The product's values in the shape of a proposal: localized texts per language, screenshots as media ids. */
export type ListingValues = {
  name?: string
  url?: string
  pricingModel?: string
  screenshots?: number[]
  tagline?: Partial<Record<UpdateLocale, string>>
  description?: Partial<Record<UpdateLocale, string>>
}

export const TAGLINE_MAX = 160
export const DESCRIPTION_MAX = 5000
export const SCREENSHOTS_MAX = 8

export const updateMessages = {
  tool: 'If the tool cannot be found, please submit it first',
  email: 'Please enter a valid email address',
  nothingChanged: 'Please change at least one field',
  sameAsCurrent: 'This is the same as the current value',
  name: 'Please enter the product name',
  url: 'Please enter a valid URL',
  tagline: `Please enter a tagline of at most ${TAGLINE_MAX} characters`,
  description: 'Please enter a description',
  pricingModel: 'Please select a pricing model',
  screenshots: 'Please upload the screenshots again',
  screenshotsMax: `At most ${SCREENSHOTS_MAX} screenshots`,
  noPackage: 'Updates are not on sale at the moment',
} as const

/** Two lists of values are the same proposal value (screenshots compare in order). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** Every (field, language) a proposal names, as `tagline.zh` or `url`: the unit of a diff. */
export function proposedPaths(values: ListingValues): string[] {
  const paths: string[] = []
  for (const field of singleFields) if (values[field] !== undefined) paths.push(field)
  for (const field of localizedFields) for (const locale of updateLocales) if (values[field]?.[locale] !== undefined) paths.push(`${field}.${locale}`)
  return paths
}

/** The value at a path of `proposedPaths` (`tagline.zh-TW` splits at the first dot). */
export function valueAt(values: ListingValues, path: string): unknown {
  const dot = path.indexOf('.')
  if (dot < 0) return values[path as SingleField]
  const field = path.slice(0, dot) as LocalizedField
  return values[field]?.[path.slice(dot + 1) as UpdateLocale]
}

/** The values of `current` at exactly the paths `proposal` names: the diff's left side. */
export function snapshotOf(proposal: ListingValues, current: ListingValues): ListingValues {
  const snapshot: ListingValues = {}
  for (const field of singleFields) if (proposal[field] !== undefined) (snapshot as Record<string, unknown>)[field] = current[field] ?? null
  for (const field of localizedFields) {
    for (const locale of updateLocales) {
      if (proposal[field]?.[locale] === undefined) continue
      snapshot[field] = { ...snapshot[field], [locale]: current[field]?.[locale] ?? '' }
    }
  }
  return snapshot
}

/** The paths whose value in `current` is no longer the one the order saw: the product changed since. */
export function changedSince(snapshot: ListingValues, current: ListingValues): string[] {
  return proposedPaths(snapshot).filter((path) => !sameValue(normal(valueAt(snapshot, path)), normal(valueAt(current, path))))
}

const normal = (v: unknown) => (v === '' || v === undefined ? null : v)
