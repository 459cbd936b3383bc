import { createPgSearchIndex, type Locale } from '@aidir/cms'
import { afterAll, describe, expect, it } from 'vitest'
import { payload, userWithRole } from './helpers'

/** Issue 15, "search that understands intent": each example of the issue, against the real catalogue. */
const index = createPgSearchIndex(payload)
const search = (text: string, locale: Locale = 'en', limit = 50) => index.search({ text, locale, entities: ['products'], limit })
const keys = async (text: string, locale: Locale = 'en', limit = 50) => (await search(text, locale, limit)).hits.map((h) => h.key)

const categoryOf = new Map<string, string>()
const openSource = new Set<string>()
{
  const all = await payload.find({ collection: 'products', depth: 1, pagination: false, overrideAccess: true, select: { key: true, category: true, type: true } })
  for (const p of all.docs as any[]) {
    categoryOf.set(p.key, p.category?.key)
    if (p.type === 'open_source') openSource.add(p.key)
  }
}

describe('search reads what the visitor means', () => {
  it('"speech to text" finds Whisper, Otter and FunASR and no text-to-speech product', async () => {
    const found = await keys('speech to text')
    expect(found).toEqual(expect.arrayContaining(['whisper', 'otter-ai', 'funasr']))
    expect(found.filter((k) => categoryOf.get(k) === 'text-to-speech')).toEqual([])
    // The same in the other three languages, and through a synonym.
    for (const [text, locale] of [['语音转文字', 'zh'], ['語音轉文字', 'zh-TW'], ['文字起こし', 'ja'], ['transcription', 'en'], ['STT', 'en']] as const) {
      expect(await keys(text, locale), text).toEqual(expect.arrayContaining(['whisper', 'otter-ai', 'funasr']))
    }
  })

  it('"text to speech" is not "speech to text"', async () => {
    const found = await keys('text to speech')
    expect(found).toContain('elevenlabs')
    expect(found).not.toContain('whisper')
    expect(found).not.toContain('otter-ai')
  })

  it('"free open source speech to text" answers open-source transcription, and says which filters it applied', async () => {
    const result = await search('free open source speech to text')
    const found = result.hits.map((h) => h.key)
    expect(found).toEqual(expect.arrayContaining(['whisper', 'funasr']))
    for (const key of found) {
      expect(openSource.has(key), key).toBe(true)
      expect(categoryOf.get(key), key).toBe('transcription')
    }
    expect(result.facets?.map((f) => f.kind)).toEqual(['pricing', 'openSource', 'category'])
    expect(result.facets?.[2]).toMatchObject({ kind: 'category', key: 'transcription', without: 'free open source' })
    // The same intent in Chinese and Japanese.
    expect(await keys('免费开源语音识别', 'zh')).toEqual(expect.arrayContaining(['whisper', 'funasr']))
    expect(await keys('無料 オープンソース 文字起こし', 'ja')).toEqual(expect.arrayContaining(['whisper', 'funasr']))
  })

  it('图像生成 ranks image generators, not NovelAI, first', async () => {
    for (const [text, locale] of [['图像生成', 'zh'], ['圖像生成', 'zh-TW'], ['画像生成', 'ja'], ['image generation', 'en']] as const) {
      const found = await keys(text, locale, 10)
      expect(found[0], text).not.toBe('novelai')
      expect(found.every((k) => categoryOf.get(k) === 'image-generation'), `${text}: ${found.join(', ')}`).toBe(true)
    }
  })

  it('"pdf chat" ranks PDF chat products and neither ChatPPT nor ChatTTS', async () => {
    const found = await keys('pdf chat')
    expect(found.slice(0, 3)).toContain('chatpdf')
    expect(found).not.toContain('chatppt')
    expect(found).not.toContain('chattts')
    expect((await keys('chat with pdf')).slice(0, 3)).toContain('chatpdf')
  })

  it('misspelt names and single words still work', async () => {
    expect((await keys('midjorney', 'en', 5))).toContain('midjourney')
    expect((await keys('chatgtp', 'en', 5))).toContain('chatgpt')
    expect((await keys('ChatGPT', 'en', 5))[0]).toBe('chatgpt')
    expect((await keys('cursor', 'en', 5))[0]).toBe('cursor')
  })

  it('a facet word alone lists what it names', async () => {
    const result = await search('开源', 'zh', 20)
    expect(result.total).toBeGreaterThan(20)
    expect(result.hits.every((h) => openSource.has(h.key))).toBe(true)
  })
})

describe('synonyms are data editors keep', () => {
  const created: number[] = []
  afterAll(async () => {
    for (const id of created) await payload.delete({ collection: 'search-synonyms', id, overrideAccess: true })
  })

  it('an editor adds a group and the next search uses it, without a restart; removing it undoes that', async () => {
    const editor = await userWithRole('editor')
    expect(await keys('zqxv wmkp')).toEqual([])
    const group = await payload.create({
      collection: 'search-synonyms',
      data: { key: 'test-zqxv', label: 'A made-up word', terms: [{ term: 'zqxv wmkp' }, { term: 'chatpdf' }] },
      user: editor,
      overrideAccess: false,
    })
    created.push(group.id)
    expect((await keys('zqxv wmkp')).slice(0, 3)).toContain('chatpdf')
    await payload.delete({ collection: 'search-synonyms', id: group.id, user: editor, overrideAccess: false })
    created.pop()
    expect(await keys('zqxv wmkp')).toEqual([])
  })

  it('customers and visitors can neither read nor change synonyms; a group needs two terms', async () => {
    const customer = await userWithRole('customer')
    await expect(
      payload.create({ collection: 'search-synonyms', data: { key: 'test-nope', label: 'x', terms: [{ term: 'a b' }, { term: 'c d' }] }, user: customer, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'search-synonyms', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    const editor = await userWithRole('editor')
    await expect(
      payload.create({ collection: 'search-synonyms', data: { key: 'test-one', label: 'x', terms: [{ term: 'lonely' }] }, user: editor, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('the seeded groups cover the four languages', async () => {
    const all = await payload.find({ collection: 'search-synonyms', pagination: false, overrideAccess: true })
    expect(all.docs.length).toBeGreaterThanOrEqual(40)
    const terms = all.docs.flatMap((d: any) => d.terms.map((t: any) => (t.term as string).toLowerCase()))
    for (const t of ['speech to text', 'transcription', 'stt', '语音转文字', '語音轉文字', '文字起こし', 'text to image', '文生图', '画像生成', 'pdf chat']) expect(terms).toContain(t)
  })
})
