import { describe, expect, it } from 'vitest'
import { createProduct, payload } from './helpers'

/** Fallback chains of DESIGN.md: zh-TW → zh → en; ja → en; zh → en; en → zh. */
describe('localization fallback', () => {
  async function productWith(texts: Partial<Record<'en' | 'zh' | 'zh-TW' | 'ja', string>>) {
    const [first, ...rest] = Object.entries(texts) as [string, string][]
    const doc = await createProduct({ tagline: first![1], description: first![1] }, { locale: first![0] })
    for (const [locale, text] of rest) {
      await payload.update({ collection: 'products', id: doc.id, locale: locale as any, data: { tagline: text, description: text }, overrideAccess: true, context: { skipSearchIndex: true } })
    }
    return doc.id
  }
  const taglineIn = async (id: number | string, locale: string) =>
    (await payload.findByID({ collection: 'products', id, locale: locale as any, overrideAccess: false })).tagline

  it('zh-TW falls back to zh, then to en', async () => {
    const both = await productWith({ en: 'English text', zh: '简体文本' })
    expect(await taglineIn(both, 'zh-TW')).toBe('简体文本')
    const onlyEn = await productWith({ en: 'Only English' })
    expect(await taglineIn(onlyEn, 'zh-TW')).toBe('Only English')
  })

  it('ja and zh fall back to en; en falls back to zh', async () => {
    const id = await productWith({ en: 'English text' })
    expect(await taglineIn(id, 'ja')).toBe('English text')
    expect(await taglineIn(id, 'zh')).toBe('English text')
    const zhOnly = await productWith({ zh: '只有中文' })
    expect(await taglineIn(zhOnly, 'en')).toBe('只有中文')
  })

  it('a translated text wins over the fallback', async () => {
    const id = await productWith({ en: 'English', zh: '中文', 'zh-TW': '繁體中文', ja: '日本語' })
    expect(await taglineIn(id, 'zh-TW')).toBe('繁體中文')
    expect(await taglineIn(id, 'ja')).toBe('日本語')
  })

  it('seeded content is different in Simplified and Traditional Chinese', async () => {
    const found = await payload.find({ collection: 'products', where: { key: { equals: 'chatgpt' } }, locale: 'all' as any, overrideAccess: false })
    const tagline = found.docs[0]!.tagline as unknown as Record<string, string>
    expect(Object.keys(tagline).sort()).toEqual(['en', 'ja', 'zh', 'zh-TW'])
    expect(tagline.zh).not.toBe(tagline['zh-TW'])
  })
})
