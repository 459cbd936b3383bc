import type { Locale } from '../../locales'

/** What the offline engine needs to know about our catalogue; Payload implements it (payloadCatalogue.ts). */
export type CategoryInfo = { id: number; key: string; names: Partial<Record<Locale, string>>; descriptions: Partial<Record<Locale, string>> }
export type ProductInfo = { id: number; key: string; name: string; tagline: string; company?: string; popularity: number }

export interface AnswerCatalogue {
  /** Product categories with their names and descriptions in every language. */
  categories(): Promise<CategoryInfo[]>
  /** Published products of a category, most visited first, with texts in `locale`. */
  productsIn(categoryId: number, locale: Locale, limit: number): Promise<ProductInfo[]>
  /** Categories of the products the search index finds for a keyword, best hit first. */
  categoriesForKeyword(keyword: string, locale: Locale): Promise<number[]>
  /** Our public page of a product. */
  productUrl(key: string, locale: Locale): string
}
