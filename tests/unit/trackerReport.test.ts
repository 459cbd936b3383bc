import { describe, expect, it } from 'vitest'
import { buildReport, type ReportAnswer } from '../../cms/src/tracker/index'

/**
 * The report of a hand-made answer set, checked against figures worked out by hand with the
 * published formula (cms/src/geo/trackerScore.ts).
 */
const answers: ReportAnswer[] = [
  // chatgpt: Acme recommended first in 2 of 2 answers, cites acme.com once.
  { platform: 'chatgpt', topic: 'AI writing', text: '1. **Acme** – the best AI writing tool.\n2. **Jasper** – solid for copywriting.', citations: [{ url: 'https://www.acme.com/blog' }] },
  { platform: 'chatgpt', topic: 'copywriting', text: 'For copywriting I recommend Acme. Jasper is another option.' },
  // claude: Acme absent, Jasper named twice.
  { platform: 'claude', topic: 'AI writing', text: 'Jasper is the leading AI writing tool. Many teams use Jasper.' },
  { platform: 'claude', topic: 'copywriting', text: 'Try Copy.ai for copywriting.' },
]
const input = { brandName: 'Acme', websiteUrl: 'https://acme.com', competitors: ['Jasper', 'Copy.ai'], topics: ['AI writing', 'copywriting'], platforms: ['chatgpt', 'claude', 'gemini'], failedPlatforms: ['gemini'], answers }

describe('tracker report', () => {
  const report = buildReport(input)

  it('scores each platform with the published formula', () => {
    const c = report.platforms.chatgpt!
    expect(c.answers).toBe(2)
    expect(c.visibility).toBe(1)
    expect(c.exposures).toBe(2)
    expect(c.shareOfVoice).toBe(0.5) // 2 Acme vs 2 Jasper
    expect(c.position).toBe(0.75) // rank 1 in a list, then outside a list (0.5)
    expect(c.sentiment).toBe(1)
    expect(c.citations).toBe(0.5)
    expect(c.score).toBeCloseTo(100 * (0.35 * 1 + 0.2 * 0.5 + 0.15 * 0.75 + 0.15 * 1 + 0.15 * 0.5), 1)
    const cl = report.platforms.claude!
    expect(cl.visibility).toBe(0)
    expect(cl.score).toBe(0)
    expect(report.platforms.gemini).toBeUndefined()
    expect(report.failedPlatforms).toEqual(['gemini'])
    expect(report.brandScore).toBeCloseTo((c.score + 0) / 2, 1)
    expect(report.uncertain).toBe(true)
  })

  it('counts exposure and its level over all answers', () => {
    expect(report.exposures).toBe(2)
    expect(report.exposureLevel).toBe('slightly_low') // 2 / 4 = 0.5 per answer
  })

  it('lists hot topics per platform with mention counts', () => {
    expect(report.hotTopics.chatgpt).toEqual([
      { topic: 'copywriting', mentions: 2 },
      { topic: 'AI writing', mentions: 1 },
    ])
    expect(report.hotTopics.claude).toEqual([
      { topic: 'AI writing', mentions: 1 },
      { topic: 'copywriting', mentions: 1 },
    ])
  })

  it('compares the brand with its competitors', () => {
    const [acme, jasper, copyai] = report.competitors
    expect(acme).toMatchObject({ name: 'Acme', isBrand: true, exposures: 2, visibility: 0.5 })
    expect(jasper).toMatchObject({ name: 'Jasper', isBrand: false, exposures: 4, visibility: 0.75 })
    expect(copyai).toMatchObject({ name: 'Copy.ai', exposures: 1, visibility: 0.25 })
    expect(jasper!.byPlatform).toEqual({ chatgpt: 1, claude: 0.5 })
  })

  it('writes the four strategy cards from the numbers', () => {
    expect(report.strategy.map((c) => c.kind)).toEqual(['platform_performance', 'competitor_analysis', 'topic_exposure', 'summary'])
    const [platform, competitor, topic, summary] = report.strategy
    expect(platform!.recommendations).toContainEqual({ key: 'platformBest', params: { platform: 'chatgpt', visibility: 100 } })
    expect(platform!.recommendations).toContainEqual({ key: 'platformWeak', params: { platform: 'claude', visibility: 0, best: 'chatgpt', bestVisibility: 100 } })
    expect(platform!.recommendations).toContainEqual({ key: 'platformNoCitations', params: { platforms: 'claude', count: 1 } })
    expect(platform!.recommendations).toContainEqual({ key: 'platformFailed', params: { platform: 'gemini' } })
    expect(competitor!.recommendations[0]).toMatchObject({ key: 'competitorAhead', params: { competitor: 'Jasper' } })
    expect(competitor!.level).toBe('fair')
    // Both topics had one answer naming Acme out of two: no topic is missing.
    expect(topic!.recommendations).toEqual([{ key: 'topicStrong', params: { topic: 'AI writing', share: 50 } }])
    expect(summary!.recommendations[0]!.key).toBe(`summary_${summary!.level}`)
    expect(summary!.recommendations[1]).toMatchObject({ key: 'summaryFirstAction', params: { action: 'platformWeak', platform: 'claude' } })
  })

  it('tells a brand nobody mentions what to write about', () => {
    const absent = buildReport({ ...input, brandName: 'Zyxw', websiteUrl: null, failedPlatforms: [] })
    expect(absent.brandScore).toBe(0)
    expect(absent.exposureLevel).toBe('low')
    const topic = absent.strategy.find((c) => c.kind === 'topic_exposure')!
    expect(topic.level).toBe('poor')
    expect(topic.recommendations.map((r) => r.params.topic)).toEqual(['AI writing', 'copywriting'])
    expect(absent.strategy.find((c) => c.kind === 'summary')!.level).toBe('poor')
  })

  it('reads Chinese and Japanese answers without word boundaries', () => {
    const cjk = buildReport({
      brandName: '文心一言',
      competitors: ['通义千问'],
      topics: ['写作'],
      platforms: ['deepseek'],
      failedPlatforms: [],
      answers: [
        { platform: 'deepseek', topic: '写作', text: '推荐使用文心一言来写作，通义千问也不错。' },
        { platform: 'deepseek', topic: '写作', text: '文章作成には文心一言がおすすめです。' },
      ],
    })
    expect(cjk.platforms.deepseek!.visibility).toBe(1)
    expect(cjk.platforms.deepseek!.exposures).toBe(2)
    expect(cjk.hotTopics.deepseek).toEqual([{ topic: '写作', mentions: 1 }])
  })
})
