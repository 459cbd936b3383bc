import { categoryAndTags, mediaByIds, productDocument, type CardMedia, type Product } from '@aidir/cms/catalogue'
import type { Locale } from '@aidir/cms/locales'
import { afterAll, describe, expect, it } from 'vitest'
import { getProductDetail, toDetail, type ProductDetail } from '@/features/product/getProduct'
import { createProduct, payload, unique, userWithRole } from '../helpers'

/**
 * A product page reads its product in one statement of the catalogue domain
 * (cms/src/catalogue/productDetail.ts). It answers what the Local API answers an anonymous visitor,
 * which is the reference here: the same page data in every language, translations of top-level and
 * array fields falling back field by field along the chain, drafts and unpublished products not
 * found, relations (category, tags, alternatives, logo, screenshots) and groups as Payload gives them.
 */
const locales: Locale[] = ['en', 'zh', 'zh-TW', 'ja']
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64')

/** Media as the Local API answers them (Payload computes the file addresses): the reference of mediaByIds. */
async function mediaThroughLocalApi(locale: Locale, ids: number[]): Promise<Map<number, CardMedia>> {
  if (ids.length === 0) return new Map()
  const found = await payload.find({ collection: 'media', locale, where: { id: { in: ids } }, limit: ids.length, pagination: false, depth: 0, overrideAccess: false, select: { url: true, alt: true, width: true, height: true, sizes: true } as never })
  return new Map((found.docs as unknown as CardMedia[]).map((d) => [d.id, d]))
}

/** The page data as the Local API path made it: a `depth: 0` find, then the same names and media reads. */
async function throughLocalApi(locale: Locale, field: 'key' | 'id', value: string | number): Promise<ProductDetail | null> {
  const found = await payload.find({ collection: 'products', locale, where: { [field]: { equals: value } }, limit: 1, pagination: false, depth: 0, overrideAccess: false })
  const doc = found.docs[0] as Product | undefined
  if (!doc) return null
  const idOf = (v: unknown) => (typeof v === 'number' ? v : null)
  const labels = await categoryAndTags(payload, locale, idOf(doc.category), (doc.tags ?? []).map(idOf).filter((id): id is number => id !== null))
  const media = await mediaThroughLocalApi(locale, [idOf(doc.logo), ...(doc.screenshots ?? []).map((s) => idOf(s.image))].filter((id): id is number => id !== null))
  return toDetail(doc, labels, (v) => (typeof v === 'number' ? (media.get(v) ?? null) : null))
}

async function translate(id: number, locale: Locale, data: Record<string, unknown>) {
  await payload.update({ collection: 'products', id, locale, data: data as never, overrideAccess: true, context: { skipSearchIndex: true } })
}

/** Array rows keep their ids across languages: a translation names the rows it translates. */
async function rowsOf(id: number) {
  return (await payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true, locale: 'en' })) as unknown as Product
}

describe('a product page read in one statement', () => {
  const uploads: number[] = []
  afterAll(async () => {
    for (const id of uploads) await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => {})
  })

  it('answers what the Local API answers, in every language, with the fallback chain field by field', async () => {
    const editor = await userWithRole('editor')
    const image = async () => {
      const made = await payload.create({ collection: 'media', data: { alt: 'Shot' }, file: { data: PNG, mimetype: 'image/png', name: `${unique('shot')}.png`, size: PNG.length }, user: editor, overrideAccess: false })
      uploads.push(made.id as number)
      return made.id as number
    }
    const category = await payload.create({ collection: 'categories', data: { key: unique('cat'), name: 'Writers' } as never, overrideAccess: true })
    await payload.update({ collection: 'categories', id: category.id, locale: 'zh', data: { name: '写作' } as never, overrideAccess: true })
    const tagA = await payload.create({ collection: 'tags', data: { key: unique('tag'), name: 'Alpha' } as never, overrideAccess: true })
    const tagB = await payload.create({ collection: 'tags', data: { key: unique('tag'), name: 'Beta' } as never, overrideAccess: true })
    await payload.update({ collection: 'tags', id: tagB.id, locale: 'ja', data: { name: 'ベータ' } as never, overrideAccess: true })
    const alternative = await createProduct({})
    const [logo, shot1, shot2] = [await image(), await image(), await image()]

    const product = await createProduct({
      category: category.id,
      company: 'Acme',
      logo,
      tags: [tagB.id, tagA.id],
      alternatives: [alternative.id],
      tagline: 'English tagline',
      description: 'English description',
      tutorial: '  ## Start\n\nRun it.  ',
      screenshots: [{ image: shot1, caption: 'First screen', kind: 'desktop' }, { image: shot2 }],
      targetUsers: [{ text: 'Writers' }, { text: 'Editors' }],
      useCases: [{ text: 'Drafting' }],
      features: [{ title: 'Fast', description: 'Very fast' }, { title: 'Small' }],
      faq: [{ question: 'Is it free?', answer: 'Partly.' }],
      launchYear: 2021,
      pricingModel: 'freemium',
      plans: [
        { name: 'Free', price: { amount: 0, currency: 'USD' }, period: 'month', features: [{ text: 'One seat' }] },
        { name: 'Team', price: { amount: 1999, currency: 'USD' }, period: 'year', features: [{ text: 'Ten seats' }, { text: 'Support' }] },
        { name: 'Enterprise' },
      ],
      type: 'open_source',
      repository: 'https://github.com/acme/app',
      license: 'MIT',
      deploy: { kind: 'docker', image: 'ghcr.io/acme/app:1.0', port: 8080, healthPath: '/health', variables: [{ name: 'TOKEN', secret: true, required: true, description: 'API token' }] },
      rating: 4.25,
      ratingCount: 12,
      traffic: { monthlyVisits: 123456, avgVisitDuration: 95.5, pagesPerVisit: 3.2, bounceRate: 0.41, period: '2026-10', source: 'Sandbox', sources: { direct: 0.5, organicSearch: 0.3 }, geography: [{ country: 'US', share: 0.6 }, { country: 'CN', share: 0.25 }] },
      trafficEstimate: { monthlyVisits: 100000, asOf: '2026-09', source: 'Public ranking' },
      domain: { createdAt: '2015-03-04T00:00:00.000Z', expiresAt: '2030-03-04T00:00:00.000Z', source: 'WHOIS' },
    })
    const en = await rowsOf(product.id)
    // zh translates some fields and leaves others empty or absent: each falls back on its own.
    await translate(product.id, 'zh', {
      tagline: '中文标语',
      description: '',
      screenshots: en.screenshots!.map((s, i) => ({ id: s.id, image: s.image, ...(i === 0 ? { caption: '第一屏' } : {}) })),
      features: en.features!.map((f, i) => ({ id: f.id, title: i === 0 ? '快' : '', ...(i === 0 ? {} : { description: '小巧' }) })),
      faq: en.faq!.map((f) => ({ id: f.id, question: '免费吗？', answer: '' })),
      targetUsers: en.targetUsers!.map((t, i) => ({ id: t.id, text: i === 1 ? '编辑' : '' })),
      plans: en.plans!.map((p, i) => ({ ...p, name: i === 1 ? '团队' : '', features: (p.features ?? []).map((f) => ({ id: f.id, text: i === 1 ? '十个席位' : '' })) })),
    })
    await translate(product.id, 'ja', { tagline: '日本語のタグライン' })
    await payload.update({ collection: 'media', id: shot1, locale: 'zh', data: { alt: '截图' }, overrideAccess: true })

    // The media read on its own: every field the Local API gives, in every language.
    for (const locale of locales) {
      const ids = [logo, shot1, shot2, 999_999]
      const [fast, reference] = [await mediaByIds(payload, locale, ids), await mediaThroughLocalApi(locale, ids)]
      expect([...fast.keys()].sort()).toEqual([...reference.keys()].sort())
      for (const [id, doc] of reference) expect(JSON.parse(JSON.stringify(fast.get(id))), `${locale} media ${id}`).toEqual(JSON.parse(JSON.stringify(doc)))
    }
    expect((await mediaByIds(payload, 'zh-TW', [shot1])).get(shot1)?.alt).toBe('截图')

    for (const locale of locales) {
      for (const [field, value] of [['key', product.key], ['id', product.id]] as const) {
        const reference = await throughLocalApi(locale, field, value)
        const fast = await getProductDetail(locale, String(value))
        expect(reference, `${locale} by ${field}`).not.toBeNull()
        expect(fast, `${locale} by ${field}`).toEqual(reference)
      }
    }

    // Spot checks of what the comparison covers.
    const zhTw = (await getProductDetail('zh-TW', product.key))!
    expect(zhTw).toMatchObject({ tagline: '中文标语', description: 'English description', tutorial: '## Start\n\nRun it.', category: { id: category.id, name: '写作' }, deployable: true, launchYear: 2021 })
    expect(zhTw.features).toEqual([{ title: '快', description: 'Very fast' }, { title: 'Small', description: '小巧' }])
    expect(zhTw.faq).toEqual([{ question: '免费吗？', answer: 'Partly.' }])
    expect(zhTw.targetUsers).toEqual(['Writers', '编辑'])
    expect(zhTw.plans.map((p) => [p.name, p.price, p.features])).toEqual([
      ['Free', { amount: 0, currency: 'USD' }, ['One seat']],
      ['团队', { amount: 1999, currency: 'USD' }, ['十个席位', '十个席位']],
      ['Enterprise', null, []],
    ])
    expect(zhTw.screenshots.map((s) => s.caption)).toEqual(['第一屏', null])
    expect(zhTw.screenshots[0]!.image.url).toBeTruthy()
    expect(zhTw.logo).not.toBeNull()
    expect(zhTw.alternativeIds).toEqual([alternative.id])
    const ja = (await getProductDetail('ja', product.key))!
    expect(ja.tags).toEqual([{ key: tagB.key, name: 'ベータ' }, { key: tagA.key, name: 'Alpha' }])
    expect(ja.domain?.ageDays).toBeGreaterThan(3000)
    expect(ja.traffic?.geography?.map((g) => [g.country, g.share])).toEqual([['US', 0.6], ['CN', 0.25]])
  })

  it('finds no draft, no unpublished product, and prefers a key over an id', async () => {
    const draft = await createProduct({ status: 'draft', _status: 'draft' })
    const unpublished = await createProduct({})
    await payload.update({ collection: 'products', id: unpublished.id, data: { _status: 'draft' } as never, overrideAccess: true, context: { skipSearchIndex: true } })
    // A draft saved over a published product: visitors still see the published text.
    const edited = await createProduct({ tagline: 'Published words' })
    await payload.update({ collection: 'products', id: edited.id, draft: true, data: { tagline: 'Draft words' } as never, overrideAccess: true, context: { skipSearchIndex: true } })

    for (const locale of locales) {
      for (const hidden of [draft, unpublished]) {
        expect(await throughLocalApi(locale, 'key', hidden.key)).toBeNull()
        expect(await getProductDetail(locale, hidden.key)).toBeNull()
        expect(await getProductDetail(locale, String(hidden.id))).toBeNull()
      }
      expect(await getProductDetail(locale, edited.key)).toEqual(await throughLocalApi(locale, 'key', edited.key))
      expect((await getProductDetail(locale, edited.key))!.tagline).toBe('Published words')
    }
    expect(await getProductDetail('en', unique('missing'))).toBeNull()
    expect(await getProductDetail('en', '99999999999')).toBeNull()

    // A product whose key is another one's id: the key wins.
    const target = await createProduct({})
    const digits = await createProduct({ key: String(target.id) })
    expect((await getProductDetail('en', String(target.id)))!.key).toBe(digits.key)
    expect((await productDocument(payload, 'en', String(target.id)))!.doc.id).toBe(digits.id)
  })
})
