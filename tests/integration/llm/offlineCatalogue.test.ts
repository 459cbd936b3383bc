import { createOfflineClient, createPayloadCatalogue } from '@aidir/cms/llm'
import { detectBrand } from '@aidir/cms/geo'
import { describe, expect, it } from 'vitest'
import { payload } from '../helpers'

/** The offline engine over the real catalogue: right category, right language, real products, our URLs. */
describe('the offline answer engine on the catalogue', () => {
  const catalogue = createPayloadCatalogue(payload, 'https://aidir.test')
  const cases = [
    { question: 'What is the best AI video generation tool?', locale: 'en', prefix: 'en', category: 'video-generation' },
    { question: '有哪些好用的AI绘画工具推荐？', locale: 'zh', prefix: 'zh', category: 'image-generation' },
    { question: '請推薦好用的翻譯工具', locale: 'zh-TW', prefix: 'tw', category: 'translation' },
    { question: 'おすすめの文字起こしツールは？', locale: 'ja', prefix: 'ja', category: 'transcription' },
    { question: 'Which code assistant should my team use?', locale: 'en', prefix: 'en', category: 'code-assistants' },
  ] as const

  it.each(cases)('answers "$question" from $category in $locale', async ({ question, locale, prefix, category }) => {
    const answer = await createOfflineClient('doubao', catalogue).ask({ question, sample: 1 })
    const raw = answer.raw as { category: string; locale: string; products: string[] }
    expect(raw).toMatchObject({ category, locale })
    expect(answer.sandbox).toBe(true)
    expect(raw.products.length).toBeGreaterThanOrEqual(3)
    const found = await payload.find({ collection: 'products', where: { key: { in: raw.products } }, depth: 1, locale, overrideAccess: true, limit: 10 })
    expect(found.docs).toHaveLength(raw.products.length)
    for (const product of found.docs) {
      expect((product.category as { key: string }).key).toBe(category)
      expect(detectBrand(answer.text, [product.name]).exposures).toBeGreaterThan(0)
    }
    expect(answer.citations.map((c) => c.url)).toEqual(raw.products.map((key) => `https://aidir.test/${prefix}/details/${key}`))
  })
})
