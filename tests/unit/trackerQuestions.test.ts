import { describe, expect, it } from 'vitest'
import { generateQuestions, questionIntents, TRACKER_LIMITS } from '../../cms/src/tracker/index'
import { detectLanguage } from '../../cms/src/llm/index'

const base = { brandName: 'Acme', topics: ['AI writing', 'copywriting'], tags: ['SEO content', 'blog posts', 'ads'], competitors: ['Jasper', 'Copy.ai'] }

describe('tracker query questions', () => {
  for (const language of ['en', 'zh', 'zh-TW', 'ja'] as const) {
    it(`are written in ${language}, about 30, deterministic and unique`, () => {
      const qs = generateQuestions({ ...base, language }, { year: 2026 })
      expect(qs.length).toBe(TRACKER_LIMITS.questionsPerRun)
      expect(new Set(qs.map((q) => q.question)).size).toBe(qs.length)
      expect(generateQuestions({ ...base, language }, { year: 2026 })).toEqual(qs)
      const brandFree = qs.filter((q) => !q.question.includes('Acme') && !q.question.includes('Jasper') && !q.question.includes('Copy.ai'))
      // Language of the questions (names in Latin letters aside) is the brand's.
      const expected = language === 'zh-TW' ? ['zh-TW', 'zh'] : [language]
      expect(brandFree.filter((q) => !expected.includes(detectLanguage(q.question))).map((q) => q.question)).toEqual([])
    })
  }
  it('cover every intent, every topic and every competitor', () => {
    const qs = generateQuestions({ ...base, language: 'en' })
    expect(new Set(qs.map((q) => q.intent))).toEqual(new Set(questionIntents))
    for (const t of [...base.topics, ...base.tags]) expect(qs.some((q) => q.question.includes(t)), t).toBe(true)
    for (const c of base.competitors) expect(qs.some((q) => q.question.includes(c)), c).toBe(true)
    expect(qs.filter((q) => q.intent === 'navigational').every((q) => q.question.includes('Acme'))).toBe(true)
  })
  it('stay fewer when there is little to ask about', () => {
    const qs = generateQuestions({ brandName: 'Acme', topics: ['chatbots'], tags: [], competitors: [], language: 'ja' })
    expect(qs.length).toBe(8)
    expect(qs[0]!.question).toContain('Acme')
  })
})
