import { describe, expect, it } from 'vitest'
import { categoryTerm, openSourceTerm, pricingTerm, productFacetTerms } from '../../cms/src/search/facets'
import { matchForm, understand } from '../../cms/src/search/understand'
import type { Vocabulary } from '../../cms/src/search/vocabulary'

const vocabulary: Vocabulary = {
  version: 'test',
  synonyms: [
    ['speech to text', 'STT', 'transcription', '语音转文字', '語音轉文字', '文字起こし'],
    ['chat with pdf', 'pdf chat', 'chatpdf'],
    ['text to speech', 'tts', '文字转语音'],
  ],
  categories: [
    { id: 7, key: 'transcription', names: ['Transcription', '语音转写', '語音轉文字', '文字起こし'] },
    { id: 8, key: 'text-to-speech', names: ['Text to Speech', '文字转语音', '文字轉語音', '音声合成'] },
    { id: 9, key: 'image', names: ['Image', '图像', '圖像', '画像'] },
    { id: 10, key: 'translation', names: ['Translation', '翻译', '翻譯', '翻訳'] },
  ],
}

const read = (text: string, locale: 'en' | 'zh' | 'zh-TW' | 'ja' = 'en') => understand(text, locale, vocabulary)
const kinds = (text: string, locale?: 'en' | 'zh' | 'zh-TW' | 'ja') => read(text, locale).facets.map((f) => (f.kind === 'category' ? `category:${f.key}` : f.kind === 'pricing' ? `pricing:${f.value}` : f.kind))

describe('reading a search query', () => {
  it('a synonym group that holds a category name means that category, whatever the language', () => {
    for (const [text, locale] of [['speech to text', 'en'], ['STT', 'en'], ['语音转文字', 'zh'], ['語音轉文字', 'zh-TW'], ['文字起こし', 'ja']] as const) {
      expect(kinds(text, locale), text).toEqual(['category:transcription'])
      expect(read(text, locale).products).toBe(`'${categoryTerm(7)}'`)
    }
  })

  it('word order counts: "text to speech" is another category than "speech to text"', () => {
    expect(kinds('text to speech')).toEqual(['category:text-to-speech'])
    expect(kinds('speech to text')).toEqual(['category:transcription'])
  })

  it('a plain synonym group matches any of its forms, each as a phrase', () => {
    const r = read('pdf chat')
    expect(r.facets).toEqual([])
    expect(r.products).toBe(`('chat' <-> 'with' <-> 'pdf' | 'pdf' <-> 'chat' | 'chatpdf')`)
    expect(r.literal).toBe(false)
  })

  it('pricing and licence words become filters, in every language', () => {
    expect(kinds('free open source speech to text')).toEqual(['pricing:free', 'openSource', 'category:transcription'])
    expect(kinds('免费开源语音转文字工具', 'zh')).toEqual(['pricing:free', 'openSource', 'category:transcription'])
    expect(kinds('無料 オープンソース 文字起こし', 'ja')).toEqual(['pricing:free', 'openSource', 'category:transcription'])
    const r = read('free open source speech to text')
    expect(r.products).toBe(`('${pricingTerm('free')}' | '${pricingTerm('freemium')}' | '${pricingTerm('open_source')}') & '${openSourceTerm}' & '${categoryTerm(7)}'`)
    expect(r.productRank).toBeNull()
  })

  it('the longer phrase wins and a word inside another word is no facet', () => {
    expect(kinds('free trial video')).toEqual(['pricing:free_trial'])
    expect(kinds('freelance invoices')).toEqual([])
    // "图像" is the category, but not inside "图像编辑器"; beside a filler word it is ("翻译工具").
    expect(kinds('图像编辑器', 'zh')).toEqual([])
    expect(kinds('图像', 'zh')).toEqual(['category:image'])
    expect(kinds('翻译工具', 'zh')).toEqual(['category:translation'])
  })

  it('each filter says how the query reads without it, for the link that removes it', () => {
    const r = read('Free open-source speech to text')
    expect(r.facets.map((f) => f.without)).toEqual(['open source speech to text', 'free speech to text', 'free open source'])
  })

  it('filler words go when something else is said, and stay when they are all there is', () => {
    expect(read('ai tools for meeting notes').products).toBe(`'meeting' & 'notes':*`)
    expect(read('ai').products).toBe(`'ai':*`)
    expect(read('ai tools').products).toBe(`'ai' & 'tools':*`)
  })

  it('remaining Latin words get a phrase for the bonus; the last one is a prefix while typing', () => {
    const r = read('meeting no')
    expect(r.products).toBe(`'meeting' & 'no':*`)
    expect(r.phrase).toBe(`'meeting' <-> 'no':*`)
    expect(r.literal).toBe(true)
    expect(read('midjourney').phrase).toBeNull()
  })

  it('offers a relaxed reading, any of the remaining words, for queries that match nothing as a whole', () => {
    expect(read('ask questions about pdf').relaxed?.products).toBe(`('ask' | 'questions' | 'about' | 'pdf':*)`)
    expect(read('free chatgpt').relaxed).toBeNull()
    expect(read('free video editor thing').relaxed?.products).toContain(`'${pricingTerm('free')}'`)
  })

  it('records without facets keep a category name as words', () => {
    const r = read('free transcription')
    expect(r.others).toContain(`'transcription'`)
    expect(r.others).not.toContain('facet')
  })

  it('compares in one form: case, width and punctuation do not matter', () => {
    expect(matchForm('  Text-to-Speech!! ')).toBe('text to speech')
    expect(matchForm('ＳＴＴ')).toBe('stt')
  })
})

describe('facet terms of a product', () => {
  it('names its pricing, its licence, its category and the category group', () => {
    expect(productFacetTerms({ pricingModel: 'open_source', type: 'open_source', category: { id: 12, parent: 3 } })).toEqual([
      pricingTerm('open_source'),
      openSourceTerm,
      categoryTerm(12),
      categoryTerm(3),
    ])
    expect(productFacetTerms({ pricingModel: 'paid', type: 'paid', category: 12 })).toEqual([pricingTerm('paid'), categoryTerm(12)])
  })
})
