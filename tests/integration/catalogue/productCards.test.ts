import { productCardsByIds, categoryAndTags, relatedNews, relatedProducts } from '@aidir/cms/catalogue'
import type { Locale } from '@aidir/cms/locales'
import { describe, expect, it } from 'vitest'
import { createProduct, payload, unique } from '../helpers'

/**
 * The product page's reads in plain SQL answer what the Local API answers an anonymous visitor:
 * published records only, texts in the page's language with Payload's fallback chain, the editor's
 * order of alternatives. The Local API is the reference each case is compared with.
 */
const locales: Locale[] = ['en', 'zh', 'zh-TW', 'ja']

async function category(names: Partial<Record<Locale, string>>) {
  const made = await payload.create({ collection: 'categories', data: { key: unique('cat'), name: names.en } as never, overrideAccess: true })
  for (const [locale, name] of Object.entries(names)) {
    if (locale !== 'en') await payload.update({ collection: 'categories', id: made.id, locale: locale as Locale, data: { name } as never, overrideAccess: true })
  }
  return made.id as number
}

async function translate(id: number, locale: Locale, data: Record<string, unknown>) {
  await payload.update({ collection: 'products', id, locale, data: data as never, overrideAccess: true, context: { skipSearchIndex: true } })
}

/** What the Local API gives a visitor for the same products, as card fields. */
async function visitorCards(locale: Locale, where: object, sort = '-updatedAt', limit = 8) {
  const found = await payload.find({ collection: 'products', locale, where: where as never, sort, limit, depth: 1, overrideAccess: false })
  return found.docs.map((d: any) => ({ key: d.key, tagline: d.tagline, category: d.category?.name, rating: d.rating ?? null, monthlyVisits: d.traffic?.monthlyVisits ?? null }))
}
const cardFields = (cards: Awaited<ReturnType<typeof productCardsByIds>>) =>
  cards.map((c) => ({ key: c.key, tagline: c.tagline, category: c.category?.name, rating: c.rating, monthlyVisits: c.monthlyVisits }))

describe('product cards and related content in SQL', () => {
  it('reads cards in the order asked, published only, with translations falling back as Payload does', async () => {
    const cat = await category({ en: 'Writers', zh: '写作' })
    const a = await createProduct({ category: cat, tagline: 'English A', rating: 4.5, traffic: { monthlyVisits: 1234 } })
    await translate(a.id, 'zh', { tagline: '中文 A' })
    const b = await createProduct({ category: cat, tagline: 'English B' })
    await translate(b.id, 'ja', { tagline: '' })
    const draft = await createProduct({ category: cat, status: 'draft', _status: 'draft' })

    for (const locale of locales) {
      const cards = await productCardsByIds(payload, locale, [b.id, draft.id, a.id, 999_999_999])
      expect(cards.map((c) => c.key)).toEqual([b.key, a.key])
      const reference = await visitorCards(locale, { id: { in: [a.id, b.id, draft.id] } })
      const byKey = new Map(reference.map((r) => [r.key, r]))
      expect(cardFields(cards)).toEqual([byKey.get(b.key), byKey.get(a.key)])
    }
    const [zhTw] = await productCardsByIds(payload, 'zh-TW', [a.id])
    expect(zhTw).toMatchObject({ tagline: '中文 A', category: { id: cat, name: '写作' }, rating: 4.5, monthlyVisits: 1234, type: 'paid', pricingModel: 'freemium', logo: null })
    expect((await productCardsByIds(payload, 'ja', [a.id]))[0]).toMatchObject({ tagline: 'English A', category: { name: 'Writers' } })
  })

  it('lists similar open-source products, the alternatives in the editor order, and the category when none is published', async () => {
    const cat = await category({ en: 'Painters' })
    const subjectFields = { category: cat, type: 'paid' }
    const open1 = await createProduct({ category: cat, type: 'open_source' })
    const open2 = await createProduct({ category: cat, type: 'open_source' })
    await createProduct({ category: cat, type: 'open_source', status: 'draft', _status: 'draft' })
    const paid = await createProduct({ category: cat })
    const hidden = await createProduct({ category: cat, status: 'draft', _status: 'draft' })
    const subject = await createProduct({ ...subjectFields, alternatives: [paid.id, hidden.id, open1.id] })

    for (const locale of locales) {
      const related = await relatedProducts(payload, locale, { id: subject.id, categoryId: cat, alternativeIds: [paid.id, hidden.id, open1.id] })
      const similar = await visitorCards(locale, { and: [{ category: { equals: cat } }, { type: { equals: 'open_source' } }, { id: { not_equals: subject.id } }] })
      expect(cardFields(related.similarOpenSource)).toEqual(similar)
      expect(related.similarOpenSource.map((c) => c.key)).toEqual([open2.key, open1.key])
      expect(related.alternatives.map((c) => c.key)).toEqual([paid.key, open1.key])
      expect(related.alternativesFromCategory).toBe(false)
    }

    // Its only alternative unpublished: other products of the category, newest change first.
    const lonely = await createProduct({ ...subjectFields, alternatives: [hidden.id] })
    const fallback = await relatedProducts(payload, 'en', { id: lonely.id, categoryId: cat, alternativeIds: [hidden.id] })
    expect(fallback.alternativesFromCategory).toBe(true)
    const reference = await visitorCards('en', { and: [{ category: { equals: cat } }, { id: { not_equals: lonely.id } }] })
    expect(cardFields(fallback.alternatives)).toEqual(reference)
    expect(fallback.alternatives.map((c) => c.key)).not.toContain(hidden.key)

    const noCategory = await relatedProducts(payload, 'en', { id: lonely.id, categoryId: null, alternativeIds: [] })
    expect(noCategory).toEqual({ similarOpenSource: [], alternatives: [], alternativesFromCategory: true })
  })

  it('lists published news naming the product, newest first, in the page language', async () => {
    const product = await createProduct()
    const news = async (title: string, publishedAt: string, status = 'published') =>
      payload.create({
        collection: 'news',
        data: { key: unique('news'), title, summary: `${title} summary`, body: 'B', publishedAt, status, relatedProducts: [product.id] } as never,
        overrideAccess: true,
        context: { skipSearchIndex: true },
      })
    const older = await news('Older', '2026-01-01T00:00:00.000Z')
    const newer = await news('Newer', '2026-02-01T00:00:00.000Z')
    await payload.update({ collection: 'news', id: newer.id, locale: 'ja', data: { title: '新しい' } as never, overrideAccess: true, context: { skipSearchIndex: true } })
    await news('Draft', '2026-03-01T00:00:00.000Z', 'draft')

    expect(await relatedNews(payload, 'en', product.id)).toEqual([
      { key: newer.key, title: 'Newer', summary: 'Newer summary', publishedAt: '2026-02-01T00:00:00.000Z' },
      { key: older.key, title: 'Older', summary: 'Older summary', publishedAt: '2026-01-01T00:00:00.000Z' },
    ])
    const ja = await relatedNews(payload, 'ja', product.id)
    expect(ja.map((n) => [n.title, n.summary])).toEqual([
      ['新しい', 'Newer summary'],
      ['Older', 'Older summary'],
    ])
    for (const locale of locales) {
      const reference = await payload.find({ collection: 'news', locale, where: { relatedProducts: { in: [product.id] } }, sort: '-publishedAt', overrideAccess: false, depth: 0 })
      expect((await relatedNews(payload, locale, product.id)).map((n) => [n.key, n.title])).toEqual(reference.docs.map((d: any) => [d.key, d.title]))
    }
  })

  it('names a product category and tags in the page language, tags in the order given', async () => {
    const cat = await category({ en: 'Sculptors', zh: '雕塑' })
    const tag = async (name: string, zh?: string) => {
      const made = await payload.create({ collection: 'tags', data: { key: unique('tag'), name } as never, overrideAccess: true })
      if (zh) await payload.update({ collection: 'tags', id: made.id, locale: 'zh', data: { name: zh } as never, overrideAccess: true })
      return made
    }
    const [t1, t2] = [await tag('Stone', '石头'), await tag('Clay')]
    const zhTw = await categoryAndTags(payload, 'zh-TW', cat, [t2.id, t1.id, 999_999_999])
    expect(zhTw).toEqual({ category: { id: cat, key: expect.any(String), name: '雕塑' }, tags: [{ id: t2.id, key: t2.key, name: 'Clay' }, { id: t1.id, key: t1.key, name: '石头' }] })
    expect((await categoryAndTags(payload, 'ja', cat, [])).category?.name).toBe('Sculptors')
    expect(await categoryAndTags(payload, 'en', null, [])).toEqual({ category: null, tags: [] })
  })
})
