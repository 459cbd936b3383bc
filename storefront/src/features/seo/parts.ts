/**
 * The sitemap's parts and their file names (/sitemaps/{part}.xml). Pure, shared by the index, the
 * part route and the tests.
 */
export const PRODUCTS_PER_FILE = 10_000

/** Parts with one file each; products are split into products-1, products-2, … */
export const singleParts = ['static', 'categories', 'tags', 'models', 'mcp', 'news', 'guides'] as const
export type SinglePart = (typeof singleParts)[number]

export type PartRequest = { kind: SinglePart } | { kind: 'products'; page: number }

/** Path of a part file; products pages count from 1. */
export function partPath(part: PartRequest): string {
  return part.kind === 'products' ? `/sitemaps/products-${part.page}.xml` : `/sitemaps/${part.kind}.xml`
}

/** Reads a part file name (`products-3.xml`, `models.xml`); undefined for anything else. */
export function parsePartFile(file: string): PartRequest | undefined {
  const products = /^products-([1-9]\d{0,5})\.xml$/.exec(file)
  if (products) return { kind: 'products', page: Number(products[1]) }
  const single = /^([a-z]+)\.xml$/.exec(file)?.[1]
  return single && (singleParts as readonly string[]).includes(single) ? { kind: single as SinglePart } : undefined
}

/** How many products files a catalogue needs (at least one, so the index never points at nothing). */
export function productFileCount(products: number): number {
  return Math.max(1, Math.ceil(products / PRODUCTS_PER_FILE))
}
