import { type ListingValues, type UpdateLocale, updateLocales } from '@aidir/cms/updates'

export type UpdateForm = {
  contactEmail: string
  name: string
  url: string
  pricingModel: string
  screenshots: { id: number; url: string }[]
  tagline: Record<UpdateLocale, string>
  description: Record<UpdateLocale, string>
}

const texts = (values: Partial<Record<UpdateLocale, string>> | undefined) => Object.fromEntries(updateLocales.map((l) => [l, values?.[l] ?? ''])) as Record<UpdateLocale, string>

/** The form prefilled with the product's current values. */
export function formOf(current: ListingValues, screenshots: { id: number; url: string }[]): UpdateForm {
  return { contactEmail: '', name: current.name ?? '', url: current.url ?? '', pricingModel: current.pricingModel ?? '', screenshots, tagline: texts(current.tagline), description: texts(current.description) }
}

/** Only what the buyer changed: the server refuses a value equal to the current one. */
export function proposalOf(form: UpdateForm, current: ListingValues): ListingValues {
  const proposal: ListingValues = {}
  if (form.name.trim() !== (current.name ?? '')) proposal.name = form.name.trim()
  if (form.url.trim() !== (current.url ?? '')) proposal.url = form.url.trim()
  if (form.pricingModel && form.pricingModel !== (current.pricingModel ?? '')) proposal.pricingModel = form.pricingModel
  const ids = form.screenshots.map((s) => s.id)
  if (JSON.stringify(ids) !== JSON.stringify(current.screenshots ?? [])) proposal.screenshots = ids
  for (const field of ['tagline', 'description'] as const) {
    for (const locale of updateLocales) {
      const value = form[field][locale].trim()
      if (value !== (current[field]?.[locale] ?? '').trim()) proposal[field] = { ...proposal[field], [locale]: value }
    }
  }
  return proposal
}
