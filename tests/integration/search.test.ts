import { createPgSearchIndex, type Locale } from '@aidir/cms'
import { describe, expect, it } from 'vitest'
import { payload } from './helpers'

const index = createPgSearchIndex(payload)
const keysFor = async (text: string, locale: Locale, limit = 20) =>
  (await index.search({ text, locale, entities: ['products'], limit })).hits.map((h) => h.key)

describe('search in four languages', () => {
  it('finds a product by its English name, best match first', async () => {
    expect((await keysFor('midjourney', 'en'))[0]).toBe('midjourney')
    expect((await keysFor('ChatGPT', 'en'))[0]).toBe('chatgpt')
  })

  it('tolerates a misspelt Latin name', async () => {
    expect(await keysFor('midjorney', 'en')).toContain('midjourney')
    expect(await keysFor('chatgtp', 'en')).toContain('chatgpt')
    const hits = (await index.search({ text: 'perplexty', locale: 'en', entities: ['products'] })).hits
    expect(hits.find((h) => h.key === 'perplexity')?.fuzzy).toBe(true)
  })

  it('finds by a word of the description, not only the name', async () => {
    const results = await index.search({ text: 'transcription', locale: 'en', entities: ['products'], limit: 50 })
    expect(results.total).toBeGreaterThan(3)
  })

  it('a two-character Chinese query finds the products whose Chinese description contains it', async () => {
    const all = await payload.find({ collection: 'products', locale: 'zh', limit: 0, pagination: false, overrideAccess: false, select: { key: true, description: true } })
    // Pick the two-character Han term that the fewest descriptions contain, so the test can name them all.
    const containing = new Map<string, string[]>()
    for (const doc of all.docs as any[]) {
      const seen = new Set<string>()
      for (const m of (doc.description as string).matchAll(/(?=(\p{Script=Han}{2}))/gu)) seen.add(m[1]!)
      for (const term of seen) containing.set(term, [...(containing.get(term) ?? []), doc.key])
    }
    const [term, keys] = [...containing].filter(([, k]) => k.length >= 2).sort((a, b) => a[1].length - b[1].length || a[0].localeCompare(b[0]))[0]!
    const found = await keysFor(term, 'zh', 100)
    for (const key of keys) expect(found, `query ${term}`).toContain(key)
  })

  it('common two-character queries work in Chinese, Traditional Chinese and Japanese', async () => {
    // 视频 / 影片 name the video category, so they list it whole (about 100 products); this database
    // has no traffic, so popularity does not order them and Runway may be anywhere in the list.
    expect(await keysFor('视频', 'zh', 200)).toContain('runway')
    expect(await keysFor('影片', 'zh-TW', 200)).toContain('runway')
    expect((await keysFor('画像', 'ja', 50)).length).toBeGreaterThan(3)
    expect(await keysFor('编程', 'zh', 50)).not.toHaveLength(0)
  })

  it('searches models, MCP servers, news and guides too', async () => {
    const models = await index.search({ text: 'gpt', locale: 'en', entities: ['ai-models'] })
    expect(models.hits.length).toBeGreaterThan(0)
    const mcp = await index.search({ text: 'github', locale: 'en', entities: ['mcp-servers'] })
    expect(mcp.hits.map((h) => h.key)).toContain('github')
    const news = await index.search({ text: 'DeepSeek', locale: 'zh', entities: ['news'] })
    expect(news.total).toBeGreaterThan(0)
  })

  it('returns nothing for an empty query and pages results', async () => {
    expect((await index.search({ text: '   ', locale: 'en' })).total).toBe(0)
    const first = await index.search({ text: 'ai', locale: 'en', limit: 5 })
    const second = await index.search({ text: 'ai', locale: 'en', limit: 5, offset: 5 })
    expect(first.hits).toHaveLength(5)
    expect(second.hits.map((h) => h.id)).not.toContain(first.hits[0]!.id)
  })
})
