/** A titled list of the introduction tab. */
type Block<T> = { title: string; items: T[] }

/**
 * What the introduction tab shows, in the page's language, ready to draw (IntroductionView): a
 * part the product does not have is left out. Prices and alt texts are already worded.
 */
export type IntroductionRows = {
  heading: string
  description: string
  screenshots?: Block<Shot>
  targetUsers?: Block<string>
  useCases?: Block<string>
  features?: Block<[title: string, description: string | null]>
  tutorial?: { title: string; html: string }
  pricing?: Block<Plan>
  faq?: Block<[question: string, answer: string]>
  tags?: Block<[href: string, name: string]>
  /**
   * The product's SoftwareApplication JSON-LD (jsonLd.ts), written out by the tab; without its
   * description when it is the one above, so the hydration data carries that text once.
   */
  ld: Record<string, unknown> & { description?: string }
}

export type Shot = { src: string; alt: string; width?: number; height?: number; caption?: string }
/** price: the amount, or "contact sales" when there is none (then contact is set); period: e.g. "/ month". */
export type Plan = { name: string; price: string; contact?: true; period?: string; features: string[] }
