import type { LogoMedia } from '@/features/logo/media'

/**
 * The top of a product page in the page's language, ready to draw (ProductHeaderView): identity,
 * facts, tags and the ways out. Links are full paths with the language prefix.
 */
export type ProductHeaderRows = {
  key: string
  name: string
  tagline: string
  logo: LogoMedia | null
  logoAlt: string
  logoPlaceholder: string
  type: 'paid' | 'open_source'
  typeName: string
  pricing: [model: string, name: string, title: string]
  category?: [href: string, name: string, title: string]
  /** After the type (always first, as a badge): company, launch year, licence, when known. */
  facts: [label: string, value: string][]
  typeLabel: string
  tags?: { label: string; links: [href: string, name: string][] }
  visit: [href: string, text: string]
  repository?: [href: string, text: string]
  deploy?: [href: string, text: string]
  update: { href: string; ownerId: number | null; own: string; suggest: string }
}
