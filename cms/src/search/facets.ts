/**
 * Facets a query can name instead of searching for them ("free", "open source", a category): each
 * product's search rows carry one term per facet value it has, so a facet filter is part of the
 * same indexed tsquery as the words. The terms contain a space, which no query word can (queries
 * are split on spaces), so a visitor can never type one.
 */
export const pricingModels = ['free', 'freemium', 'free_trial', 'paid', 'contact', 'open_source'] as const
export type PricingModel = (typeof pricingModels)[number]

/** What a visitor means by a pricing word: "free" includes a free plan and free software. */
export const pricingFacets = {
  free: ['free', 'freemium', 'open_source'],
  freemium: ['freemium'],
  free_trial: ['free_trial'],
  paid: ['paid', 'contact'],
} as const satisfies Record<string, readonly PricingModel[]>
export type PricingFacet = keyof typeof pricingFacets

export const pricingTerm = (model: string) => `facet pricing:${model}`
export const openSourceTerm = 'facet type:open_source'
export const categoryTerm = (id: number | string) => `facet category:${id}`

/** The facet terms of a product: its pricing model, open source or not, its category and the category's group. */
export function productFacetTerms(doc: { pricingModel?: unknown; type?: unknown; category?: unknown }): string[] {
  const out: string[] = []
  if (typeof doc.pricingModel === 'string' && doc.pricingModel) out.push(pricingTerm(doc.pricingModel))
  if (doc.type === 'open_source') out.push(openSourceTerm)
  const category = doc.category as { id?: unknown; parent?: unknown } | number | null | undefined
  const id = typeof category === 'object' && category ? category.id : category
  if (typeof id === 'number') out.push(categoryTerm(id))
  const parent = typeof category === 'object' && category ? category.parent : undefined
  const parentId = typeof parent === 'object' && parent ? (parent as { id?: unknown }).id : parent
  if (typeof parentId === 'number') out.push(categoryTerm(parentId))
  return out
}
