import { describe, expect, it } from 'vitest'
import { createOfflineClient, detectLanguage, type AnswerCatalogue, type CategoryInfo, type ProductInfo } from '../../cms/src/llm'
import { detectBrand } from '../../cms/src/geo'

/** The offline answer engine over a small in-memory catalogue (the Payload one is tested in integration). */
const categories: CategoryInfo[] = [
  { id: 1, key: 'image-generation', names: { en: 'Image Generation', zh: 'AI 绘画', 'zh-TW': 'AI 繪圖', ja: '画像生成' }, descriptions: { en: 'Create images from text prompts.' } },
  { id: 2, key: 'writing-assistants', names: { en: 'Writing Assistants', zh: '写作助手', 'zh-TW': '寫作助手', ja: '文章作成アシスタント' }, descriptions: { en: 'Draft and edit text.' } },
  { id: 3, key: 'chatbots', names: { en: 'AI Chatbots', zh: 'AI 聊天机器人', 'zh-TW': 'AI 聊天機器人', ja: 'AI チャットボット' }, descriptions: { en: 'General-purpose assistants.' } },
]
const products: Record<number, ProductInfo[]> = {
  1: ['Midjourney', 'DALL-E', 'Stable Diffusion', 'Ideogram', 'Leonardo'].map((name, i) => ({ id: 10 + i, key: name.toLowerCase().replace(/\W+/g, '-'), name, tagline: `${name} tagline`, popularity: 100 - i })),
  2: ['Jasper', 'Notion AI', 'Grammarly', 'Writesonic'].map((name, i) => ({ id: 20 + i, key: name.toLowerCase().replace(/\W+/g, '-'), name, tagline: `${name} tagline`, popularity: 100 - i })),
  3: ['ChatGPT', 'Claude', 'Kimi'].map((name, i) => ({ id: 30 + i, key: name.toLowerCase(), name, tagline: `${name} tagline`, popularity: 100 - i })),
}
const keywordCategory: Record<string, number> = { prompt: 1 }
const catalogue: AnswerCatalogue = {
  categories: async () => categories,
  productsIn: async (id, _locale, limit) => (products[id] ?? []).slice(0, limit),
  categoriesForKeyword: async (keyword) => (keywordCategory[keyword] ? [keywordCategory[keyword]!] : []),
  productUrl: (key, locale) => `https://site.test/${locale === 'zh-TW' ? 'tw' : locale}/details/${key}`,
}

describe('language of a question', () => {
  it('tells English, Simplified, Traditional Chinese and Japanese apart', () => {
    expect(detectLanguage('What is the best AI image generator?')).toBe('en')
    expect(detectLanguage('有哪些好用的AI绘画工具？')).toBe('zh')
    expect(detectLanguage('有哪些好用的AI繪圖工具？請推薦')).toBe('zh-TW')
    expect(detectLanguage('おすすめの画像生成AIは？')).toBe('ja')
  })
})

describe('the offline answer engine', () => {
  const ask = (question: string, platform = 'deepseek', sample = 0) => createOfflineClient(platform, catalogue).ask({ question, sample })

  it('recommends products of the asked category in the asked language, citing our pages', async () => {
    const en = await ask('What is the best AI image generation tool?')
    expect(en.sandbox).toBe(true)
    expect(en.text).toMatch(/Midjourney|DALL-E|Stable Diffusion/)
    expect(en.text).not.toMatch(/Jasper|ChatGPT/)
    expect(en.citations[0]!.url).toMatch(/^https:\/\/site\.test\/en\/details\//)
    expect(en.raw).toMatchObject({ category: 'image-generation', locale: 'en' })

    const zh = await ask('有哪些好用的AI绘画工具？')
    expect(zh.text).toContain('AI 绘画')
    expect(zh.raw).toMatchObject({ category: 'image-generation', locale: 'zh' })

    const tw = await ask('請推薦幾款寫作助手')
    expect(tw.raw).toMatchObject({ category: 'writing-assistants', locale: 'zh-TW' })
    expect(tw.citations[0]!.url).toContain('/tw/details/')

    const ja = await ask('おすすめの文章作成アシスタントは？')
    expect(ja.raw).toMatchObject({ category: 'writing-assistants', locale: 'ja' })
    expect(ja.text).toMatch(/[ぁ-ん]/)
  })

  it('falls back to the search index when no category name matches', async () => {
    expect((await ask('Which prompt helper should I use?')).raw).toMatchObject({ category: 'image-generation' })
  })

  it('is deterministic per question, platform and sample, and varies across them', async () => {
    const q = 'Recommend a writing assistant'
    expect((await ask(q, 'doubao', 1)).text).toBe((await ask(q, 'doubao', 1)).text)
    const texts = new Set<string>()
    for (const platform of ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin']) for (const sample of [0, 1, 2]) texts.add((await ask(q, platform, sample)).text)
    expect(texts.size).toBeGreaterThanOrEqual(10)
  })

  it('produces answers that detection reads as recommending the listed products', async () => {
    const answer = await ask('What is the best AI image generation tool?')
    const first = (answer.raw as { products: string[] }).products[0]!
    const name = products[1]!.find((p) => p.key === first)!.name
    expect(detectBrand(answer.text, [name]).status).toBe('recommended')
    expect(detectBrand(answer.text, ['Jasper']).status).toBe('absent')
  })
})
