import { describe, expect, it } from 'vitest'
import { productNeeds } from '../../cms/src/recommend/needLexicon'
import { findNeeds, phrasesOf, pricePreference } from '../../cms/src/recommend/needs'
import { inSupportedScript } from '../../cms/src/recommend/scenarioInput'
import { cacheIdOf, normalizeScenario } from '../../cms/src/recommend/store'
import { readRanking } from '../../cms/src/recommend/llmRanker'
import { fuseRanks } from '../../cms/src/recommend/embedder'
import type { Draft } from '../../cms/src/recommend/draft'

const phrases = phrasesOf(productNeeds)
const needs = (text: string) => findNeeds(text, phrases).map((n) => [n.category, n.phrases])

describe('the needs of a scenario', () => {
  it('finds them in the order the scenario states them, the longest phrase winning an overlap', () => {
    expect(needs('I run a small online shop and need product photos and product descriptions')).toEqual([
      ['image-editing', ['product photos']],
      ['copywriting', ['product descriptions']],
    ])
    expect(needs('我开了一家网店，需要商品图和商品描述')).toEqual([
      ['image-editing', ['商品图']],
      ['copywriting', ['商品描述']],
    ])
    expect(needs('会議の文字起こしと議事録を自動で作りたい').map(([c]) => c)).toEqual(['transcription'])
  })

  it('matches Latin phrases as whole words, plurals included', () => {
    expect(needs('uploads and downloads')).toEqual([])
    expect(needs('designer')).toEqual([])
    expect(needs('logos for my brand').map(([c]) => c)).toEqual(['design-tools'])
    expect(needs('做 SEO 的营销文案').map(([c]) => c)).toEqual(['marketing-seo', 'copywriting'])
  })

  it('reads a wish for free or open-source tools', () => {
    expect(pricePreference('free open source transcription')).toEqual({ free: true, openSource: true })
    expect(pricePreference('免费的配音工具')).toEqual({ free: true, openSource: false })
    expect(pricePreference('freelance writer')).toEqual({ free: false, openSource: false })
  })
})

describe('scenario input and its cacheId', () => {
  it('accepts Latin, Han and kana, not mostly other scripts', () => {
    expect(inSupportedScript('product photos')).toBe(true)
    expect(inSupportedScript('商品图')).toBe(true)
    expect(inSupportedScript('商品写真がほしい')).toBe(true)
    expect(inSupportedScript('Нужен AI переводчик')).toBe(false)
    expect(inSupportedScript('번역 도구')).toBe(false)
    expect(inSupportedScript('123 !!!')).toBe(false)
  })

  it('is the same however the request is cased, spaced or ended, and differs by language and edition', () => {
    expect(normalizeScenario('  Product   PHOTOS.  ')).toBe('product photos')
    const id = cacheIdOf('solutions', 'Product photos', 'en', 'intl')
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(cacheIdOf('solutions', ' product  photos。', 'en', 'intl')).toBe(id)
    expect(cacheIdOf('solutions', 'Product photos', 'zh', 'intl')).not.toBe(id)
    expect(cacheIdOf('solutions', 'Product photos', 'en', 'cn')).not.toBe(id)
    expect(cacheIdOf('assistant', 'Product photos', 'en', 'intl')).not.toBe(id)
  })
})

describe('ranking', () => {
  const item = (key: string) => ({ entity: 'products' as const, key, name: key, tagline: '', priceType: null, reason: 'offline' })
  const draft: Draft = {
    kind: 'solutions', scenario: 's', scenarioLocale: 'en', locale: 'en',
    steps: [{ category: { key: 'c', name: 'C' }, need: 'n', candidates: [{ ref: 'p1', score: 1, item: item('a') }, { ref: 'p2', score: 1, item: item('b') }], beside: [] }],
  }

  it('keeps only the candidates it offered, once each, from JSON wrapped in prose', () => {
    const text = 'Sure!\n```json\n{"steps":[{"step":1,"picks":[{"id":"p2","reason":"Best"},{"id":"p9","reason":"invented"},{"id":"p2","reason":"again"}]},{"step":7,"picks":[{"id":"p1","reason":"x"}]}]}\n```'
    expect([...readRanking(draft, text, 'deepseek')]).toEqual([[0, [{ ref: 'p2', reason: 'Best' }]]])
  })

  it('refuses an answer with no usable pick', () => {
    expect(() => readRanking(draft, 'I recommend Photoroom', 'deepseek')).toThrow(/not the JSON/)
    expect(() => readRanking(draft, '{"steps":[{"step":1,"picks":[{"id":"p9","reason":"x"}]}]}', 'deepseek')).toThrow(/none of the candidates/)
  })

  it('fuses ranked lists by rank and weight', () => {
    const score = fuseRanks([{ ids: ['a', 'b'], weight: 1 }, { ids: ['b', 'c'], weight: 1 }])
    expect([...score.entries()].sort((x, y) => y[1] - x[1]).map(([id]) => id)).toEqual(['b', 'a', 'c'])
  })
})
