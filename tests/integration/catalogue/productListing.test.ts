import type { Locale } from '@aidir/cms/locales'
import { describe, expect, it } from 'vitest'
import { readProductPage } from '@/features/catalogue/productPage'
import { sortOptions } from '@/features/catalogue/sort'
import { createProduct, payload, unique } from '../helpers'

/**
 * Category and group listings read in one statement of the catalogue domain
 * (cms/src/catalogue/productListing.ts) answer exactly what the Local API path answers: the same
 * products on every page of every sort, unmeasured products after measured ones, ties broken the
 * same way, drafts left out, the same totals, and an empty page past the end.
 */
async function category() {
  const made = await payload.create({ collection: 'categories', data: { key: unique('cat'), name: unique('Listing') } as never, overrideAccess: true })
  return made.id as number
}

// A filter the fast path does not take: the same listing through Payload's finds.
const throughLocalApi = (ids: number[]) => ({ and: [{ category: { in: ids } }] })
const keys = (page: Awaited<ReturnType<typeof readProductPage>>) => ({ total: page.total, totalPages: page.totalPages, keys: page.items.map((i) => i.key) })

describe('product listings in SQL', () => {
  it('pages every sort of a category group as the Local API does', async () => {
    const [a, b] = [await category(), await category()]
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString()
    // Equal and missing figures, equal dates: every tie-breaker has work to do.
    const made = [
      { category: a, rating: 4.5, downloads: 10, traffic: { monthlyVisits: 500 }, publishedAt: day(3) },
      { category: a, rating: 4.5, downloads: 10, traffic: { monthlyVisits: 500 }, publishedAt: day(3) },
      { category: b, rating: null, downloads: null, publishedAt: null },
      { category: b, rating: 3, downloads: 99, traffic: { monthlyVisits: 9000 }, publishedAt: day(9) },
      { category: a, rating: null, publishedAt: null },
      { category: b, rating: 5, downloads: 1, publishedAt: day(1) },
      { category: a, rating: 5, status: 'draft', _status: 'draft', publishedAt: day(20) },
    ]
    for (const data of made) await createProduct(data)

    const locale: Locale = 'zh'
    for (const sort of sortOptions) {
      for (const page of [1, 2, 3]) {
        const fast = await readProductPage(locale, { category: { in: [a, b] } }, sort, page, 2)
        const reference = await readProductPage(locale, throughLocalApi([a, b]), sort, page, 2)
        expect(keys(fast), `${sort} page ${page}`).toEqual(keys(reference))
        expect(fast.items).toEqual(reference.items)
        // One category: the statement takes the listing index's path.
        expect(keys(await readProductPage(locale, { category: { in: [b] } }, sort, page, 2)), `${sort} page ${page} of one category`).toEqual(
          keys(await readProductPage(locale, throughLocalApi([b]), sort, page, 2)),
        )
      }
      expect(keys(await readProductPage(locale, { category: { in: [a, b] } }, sort, 1, 2)).total).toBe(6)
    }
    // Past the last page: no products, the total still right.
    expect(keys(await readProductPage(locale, { category: { in: [a] } }, 'latest', 9, 2))).toEqual({ total: 3, totalPages: 2, keys: [] })
    expect(keys(await readProductPage(locale, { category: { in: [a] } }, 'latest', 9, 2))).toEqual(keys(await readProductPage(locale, throughLocalApi([a]), 'latest', 9, 2)))
  })
})
