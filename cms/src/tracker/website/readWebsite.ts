import { draftBrand, type BrandDraft } from './extractBrandInfo'
import { safeFetchHtml, type SafeFetchOptions } from './safeFetch'

/** Step 1 "by website address": fetch the page safely and draft the brand info from it. */
export async function readBrandFromWebsite(url: string, options: SafeFetchOptions = {}): Promise<BrandDraft & { url: string }> {
  const page = await safeFetchHtml(url, options)
  return { ...draftBrand(page.body, page.url), url: page.url }
}
