import { describe, expect, it } from 'vitest'
import { detectBrand, findSpans, normalizeText, verdictOf, type Detection } from '../../cms/src/geo'

/** Golden answers in English, Chinese and Japanese: present, absent, only as a competitor, negative. */
describe('brand detection in English', () => {
  const list = [
    'Here are the best AI writing tools:',
    '1. **Jasper** – great for marketing copy.',
    '2. **Notion AI** – writes inside your workspace. Notion is also a wiki.',
    '3. Grammarly – polishes text.',
    'I recommend starting with Jasper.',
  ].join('\n')

  it('finds a recommended brand with its aliases, rank and evidence', () => {
    const d = detectBrand(list, ['Notion AI', 'Notion'])
    expect(d.status).toBe('recommended')
    expect(d.exposures).toBe(2) // "Notion AI" once (not also as "Notion"), "Notion" once
    expect(d.position).toBe(2)
    expect(d.evidence[0]).toContain('Notion AI – writes inside your workspace')
  })

  it('says absent when no hit term occurs', () => {
    expect(detectBrand(list, ['Copy.ai', 'Writesonic'])).toMatchObject({ status: 'absent', exposures: 0, evidence: [], position: null })
  })

  it('recognises a brand named only as the yardstick', () => {
    const text = 'If you want alternatives to Notion AI, consider Coda AI and Mem. Compared with Notion AI, Coda AI is cheaper.'
    const d = detectBrand(text, ['Notion AI'])
    expect(d.status).toBe('competitor_only')
    expect(d.exposures).toBe(2)
    expect(d.position).toBeNull()
  })

  it('recognises a negative mention', () => {
    const d = detectBrand('I would not recommend Notion AI here: users complain that it is unreliable with large databases.', ['notion ai'])
    expect(d.status).toBe('negative')
    expect(d.evidence[0]).toContain('would not recommend Notion AI')
  })

  it('keeps a warning on its side of a contrast', () => {
    expect(detectBrand('Notion AI is a popular choice, but Jasper is overpriced.', ['Notion AI']).status).toBe('recommended')
    expect(detectBrand('Notion AI is a popular choice, but Jasper is overpriced.', ['Jasper']).status).toBe('negative')
  })

  it('folds full-width letters, case and spacing, and respects Latin word edges', () => {
    expect(detectBrand('ＮＯＴＩＯＮ　ＡＩ is my top pick.', ['notion ai']).status).toBe('recommended')
    expect(detectBrand('NotionAI is the best.', ['Notion AI']).exposures).toBe(1)
    expect(detectBrand('OpenAI makes ChatGPT.', ['AI']).status).toBe('absent')
    expect(detectBrand('Notional value is high.', ['Notion']).status).toBe('absent')
  })

  it('tells whether a cited source is on the brand site', () => {
    expect(detectBrand('Use Notion AI.', ['Notion AI'], { citations: [{ url: 'https://www.notion.com/product/ai' }], domains: ['notion.com'] }).cited).toBe(true)
    expect(detectBrand('Use Notion AI.', ['Notion AI'], { citations: [{ url: 'https://notnotion.com/' }], domains: ['notion.com'] }).cited).toBe(false)
  })
})

describe('brand detection in Chinese', () => {
  const list = ['以下是几款值得推荐的AI写作工具：', '1. **文心一言**：百度推出的大模型助手。', '2. **Kimi**：擅长长文本阅读，可以用Kimi写报告。', '3. 通义千问：阿里云出品。'].join('\n')

  it('finds a recommended brand without word boundaries', () => {
    const d = detectBrand(list, ['Kimi', '月之暗面'])
    expect(d).toMatchObject({ status: 'recommended', exposures: 2, position: 2 })
    expect(d.evidence[0]).toContain('Kimi：擅长长文本阅读')
  })

  it('finds a Chinese brand name inside running text', () => {
    expect(detectBrand('我最推荐通义千问，因为它免费。', ['通义千问'])).toMatchObject({ status: 'recommended', exposures: 1 })
  })

  it('says absent', () => {
    expect(detectBrand(list, ['豆包']).status).toBe('absent')
  })

  it('recognises a competitor-only mention', () => {
    const d = detectBrand('如果你想找Kimi的替代品，可以试试豆包和智谱清言。与Kimi相比，豆包的免费额度更高。', ['Kimi'])
    expect(d).toMatchObject({ status: 'competitor_only', exposures: 2 })
  })

  it('recognises a negative mention', () => {
    expect(detectBrand('不推荐使用Kimi处理财务数据，有用户投诉其隐私问题。', ['kimi']).status).toBe('negative')
  })

  it('works in Traditional Chinese', () => {
    expect(detectBrand('推薦使用 Notion AI 來整理筆記。', ['Notion AI']).status).toBe('recommended')
    expect(detectBrand('不推薦 Notion AI，缺點是太貴。', ['Notion AI']).status).toBe('negative')
  })
})

describe('brand detection in Japanese', () => {
  it('finds a recommended brand in a list', () => {
    const text = '文章作成におすすめのAIツールを紹介します。\n1. **ChatGPT**：汎用性が高い。\n2. **Notion AI**：ワークスペース内で使える。'
    expect(detectBrand(text, ['Notion AI'])).toMatchObject({ status: 'recommended', position: 2, exposures: 1 })
  })

  it('folds half-width katakana', () => {
    expect(normalizeText('ﾉｰｼｮﾝ')).toBe('ノーション')
    expect(detectBrand('ﾉｰｼｮﾝは人気です。', ['ノーション']).status).toBe('recommended')
  })

  it('says absent', () => {
    expect(detectBrand('画像生成なら Midjourney が定番です。', ['Notion AI']).status).toBe('absent')
  })

  it('recognises a competitor-only mention', () => {
    expect(detectBrand('Notion AIの代わりになるツールとして、Mem や Coda が挙げられます。', ['Notion AI']).status).toBe('competitor_only')
  })

  it('recognises a negative mention', () => {
    expect(detectBrand('Notion AIは日本語の精度が低く、おすすめしません。', ['Notion AI']).status).toBe('negative')
  })

  it('finds a brand touching kana and kanji on both sides', () => {
    expect(findSpans(normalizeText('私はKimiを使っています'), ['kimi'])).toHaveLength(1)
  })
})

describe('the verdict over samples', () => {
  const sample = (status: Detection['status'], exposures = status === 'absent' ? 0 : 1): Detection => ({
    status, exposures, position: status === 'recommended' ? 2 : null, evidence: [`${status} evidence`], mentions: [], cited: false,
  })

  it('recommends on a strict majority of samples', () => {
    expect(verdictOf([sample('recommended'), sample('recommended'), sample('absent')])).toMatchObject({ recommended: true, recommendedSamples: 2, exposures: 2, status: 'recommended', position: 2 })
    expect(verdictOf([sample('recommended'), sample('mentioned'), sample('absent')])).toMatchObject({ recommended: false, recommendedSamples: 1 })
    expect(verdictOf([sample('recommended'), sample('absent')]).recommended).toBe(false)
  })

  it('quotes the deciding samples and says how much they agree', () => {
    const v = verdictOf([sample('negative'), sample('negative'), sample('recommended')])
    expect(v).toMatchObject({ recommended: false, status: 'negative', evidence: ['negative evidence'] })
    expect(v.agreement).toBeCloseTo(2 / 3)
  })

  it('has no verdict without samples', () => {
    expect(verdictOf([])).toMatchObject({ recommended: false, status: 'absent', samples: 0, agreement: 0 })
  })
})

describe('answer layouts platforms use', () => {
  it('reads numbered headings as list items', () => {
    const text = '### 1. **Midjourney**\n画质出色。\n### 2. **Notion AI**\n适合团队协作。'
    expect(detectBrand(text, ['Notion AI'])).toMatchObject({ status: 'recommended', position: 2 })
  })

  it('reads Markdown table rows as list items and skips the rule row', () => {
    const text = '| 工具 | 特点 |\n|---|---|\n| Kimi | 长文本 |\n| 豆包 | 免费 |'
    expect(detectBrand(text, ['豆包'])).toMatchObject({ status: 'recommended', position: 2 })
  })

  it('reads Chinese-numbered and circled items', () => {
    expect(detectBrand('推荐如下：\n一、Kimi：长文本\n二、豆包：免费', ['豆包'])).toMatchObject({ status: 'recommended', position: 2 })
    expect(detectBrand('おすすめ：\n① ChatGPT\n② Claude', ['claude'])).toMatchObject({ status: 'recommended', position: 2 })
  })

  it('does not take a plain heading or a dash inside text for an item', () => {
    expect(detectBrand('## About Notion AI\nNotion AI is a note app - it has AI features.', ['Notion AI']).position).toBeNull()
  })
})
