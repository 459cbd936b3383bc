import { routes } from '@/lib/routes'

/** The business page's tabs, in order; the first is shown when the address names none. */
export const businessTabs = ['submit', 'advertise', 'update', 'more'] as const
export type BusinessTab = (typeof businessTabs)[number]

/** The CMS FAQ area (faqs.area) answered below each tab. */
export const faqAreaOf: Record<BusinessTab, 'submission' | 'advertising' | 'update' | 'general'> = {
  submit: 'submission',
  advertise: 'advertising',
  update: 'update',
  more: 'general',
}

/** The tab a query value names: the default for none, null for anything else (the page answers 404). */
export function tabOf(value: string | string[] | undefined): BusinessTab | null {
  if (value === undefined) return businessTabs[0]
  return businessTabs.find((t) => t === value) ?? null
}

/** A tab's address: the default tab is the plain page, so it has one address and one canonical. */
export const businessPath = (tab: BusinessTab) => (tab === businessTabs[0] ? routes.business() : routes.business(tab))
