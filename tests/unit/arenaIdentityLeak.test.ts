import { describe, expect, it } from 'vitest'
import { chunksOf } from '../../cms/src/arena/answers'
import { revealsIdentity } from '../../cms/src/arena/identityLeak'
import { pickPair } from '../../cms/src/arena/roster'

describe('the identity-leak check', () => {
  it('finds self-introductions in all four languages', () => {
    expect(revealsIdentity('I am Claude, an AI assistant. Here is a plan.')).toBe('claude')
    expect(revealsIdentity("Sure! I'm ChatGPT and I can help.")).toBe('chatgpt')
    expect(revealsIdentity('As a language model developed by Google, I suggest…')).toBe('gemini')
    expect(revealsIdentity('我是通义千问，很高兴为你服务。')).toBe('qwen')
    expect(revealsIdentity('我是由百度开发的文心一言。')).toBe('wenxin')
    expect(revealsIdentity('私はGeminiです。よろしくお願いします。')).toBe('gemini')
    expect(revealsIdentity('Ｉ ａｍ Ｃｌａｕｄｅ.')).toBe('claude')
  })

  it('does not void answers that merely name a product', () => {
    expect(revealsIdentity('For writing, try ChatGPT or Claude; Gemini is good at search.')).toBeNull()
    expect(revealsIdentity('推荐使用豆包、文心一言和 DeepSeek。')).toBeNull()
    expect(revealsIdentity('Tools such as Perplexity cite their sources.')).toBeNull()
  })
})

describe('battle set-up and streaming', () => {
  it('always picks two distinct models, each side equally often', () => {
    let a = 0
    for (let k = 0; k < 2000; k++) {
      const [first, second] = pickPair()
      expect(first).not.toBe(second)
      if (first === 'claude') a++
    }
    expect(a).toBeGreaterThan(120)
    expect(a).toBeLessThan(330)
  })

  it('cuts answers into word-sized chunks that join back to the answer', () => {
    for (const text of ['Hello world, this is a test.\n\n1. One\n2. Two', '向量数据库用于相似度搜索。', 'ベクトル検索は便利です。', '']) {
      expect(chunksOf(text).join('')).toBe(text)
    }
    expect(chunksOf('one two three')).toEqual(['one ', 'two ', 'three'])
  })
})
