import { describe, expect, it } from 'vitest'
import { bigrams, documentTerms, queryTerms } from '../../cms/src/search/segment'
import { toTsqueryLiteral, toTsvectorLiteral } from '../../cms/src/search/tsvector'

describe('search segmentation', () => {
  it('keeps Latin words whole and lower-cased', () => {
    expect(documentTerms('ChatGPT writes Code', 'en')).toEqual(['chatgpt', 'writes', 'code'])
  })

  it('indexes Chinese and Japanese runs as character bigrams', () => {
    expect(bigrams('图像生成')).toEqual(['图像', '像生', '生成'])
    expect(documentTerms('AI绘画工具', 'zh')).toEqual(expect.arrayContaining(['ai', '绘画', '画工', '工具']))
    expect(documentTerms('画像生成ツール', 'ja')).toEqual(expect.arrayContaining(['画像', 'ツー', 'ール']))
  })

  it('turns a query into terms that all must match, the last Latin word as a prefix', () => {
    expect(queryTerms('image gen', 'en')).toEqual([
      { term: 'image', prefix: false },
      { term: 'gen', prefix: true },
    ])
    expect(queryTerms('绘画', 'zh')).toEqual([{ term: '绘画', prefix: false }])
    expect(queryTerms('图', 'zh')).toEqual([{ term: '图', prefix: true }])
    expect(queryTerms('  ', 'en')).toEqual([])
  })

  it('normalises full-width letters (NFKC)', () => {
    expect(queryTerms('ＧＰＴ', 'zh')[0]?.term).toBe('gpt')
  })

  it('escapes quotes and backslashes in tsvector and tsquery literals', () => {
    expect(toTsvectorLiteral([{ weight: 'A', terms: ["it's", 'a\\b'] }])).toBe("'it''s':1A 'a\\\\b':2A")
    expect(toTsqueryLiteral([{ term: "o'neil", prefix: true }])).toBe("'o''neil':*")
  })

  it('records each position of a repeated term once per occurrence', () => {
    expect(toTsvectorLiteral([{ weight: 'A', terms: ['ai'] }, { weight: 'C', terms: ['ai', 'tool'] }])).toBe("'ai':1A,2C 'tool':3C")
  })
})
