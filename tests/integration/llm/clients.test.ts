import { LlmError, parseLlmEnv, vendorClients, type PlatformId } from '@aidir/cms/llm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnthropicFake } from '../../fakes/llm/anthropic'
import { startGeminiFake } from '../../fakes/llm/gemini'
import { fakeSources, startOpenAiFake } from '../../fakes/llm/openaiChat'
import type { FakeServer } from '../../fakes/llm/server'

/** Every real vendor client against a fake of its vendor's protocol: request shape, answer, sources. */
const family: Record<PlatformId, { start: () => Promise<FakeServer>; baseVar: string; searches: boolean }> = {
  deepseek: { start: () => startOpenAiFake('deepseek'), baseVar: 'DEEPSEEK_BASE_URL', searches: false },
  doubao: { start: () => startOpenAiFake('ark'), baseVar: 'ARK_BASE_URL', searches: true },
  qwen: { start: () => startOpenAiFake('dashscope'), baseVar: 'DASHSCOPE_BASE_URL', searches: true },
  yuanbao: { start: () => startOpenAiFake('hunyuan'), baseVar: 'HUNYUAN_BASE_URL', searches: true },
  wenxin: { start: () => startOpenAiFake('qianfan'), baseVar: 'QIANFAN_BASE_URL', searches: true },
  chatgpt: { start: () => startOpenAiFake('openai'), baseVar: 'OPENAI_BASE_URL', searches: true },
  perplexity: { start: () => startOpenAiFake('perplexity'), baseVar: 'PERPLEXITY_BASE_URL', searches: true },
  claude: { start: () => startAnthropicFake(), baseVar: 'ANTHROPIC_BASE_URL', searches: true },
  gemini: { start: () => startGeminiFake(), baseVar: 'GEMINI_BASE_URL', searches: true },
}

const keys = {
  DEEPSEEK_API_KEY: 'test-key', ARK_API_KEY: 'test-key', DASHSCOPE_API_KEY: 'test-key', HUNYUAN_API_KEY: 'test-key', QIANFAN_API_KEY: 'test-key',
  OPENAI_API_KEY: 'test-key', ANTHROPIC_API_KEY: 'test-key', GEMINI_API_KEY: 'test-key', PERPLEXITY_API_KEY: 'test-key', ARK_BOT_ID: 'bot-20260101-geo',
}

describe.each(Object.keys(family) as PlatformId[])('the %s client', (platform) => {
  let fake: FakeServer
  const client = (extra: Record<string, string> = {}) =>
    vendorClients[platform](parseLlmEnv({ ...keys, [family[platform].baseVar]: fake.url, ...extra }))

  beforeAll(async () => {
    fake = await family[platform].start()
    fake.reply = (q) => `For "${q}" I recommend Acme Writer. It is fast.`
  })
  afterAll(() => fake.close())

  it('asks with web search and reads the answer and its sources', async () => {
    const answer = await client().ask({ question: 'best AI writing tool?', webSearch: true, temperature: 0.7, maxTokens: 512 })
    expect(answer.text).toBe('For "best AI writing tool?" I recommend Acme Writer. It is fast.')
    expect(answer.sandbox).toBe(false)
    expect(answer.raw).toBeTruthy()
    expect(answer.usage.outputTokens).toBeGreaterThan(0)
    expect(answer.model).toBeTruthy()
    if (family[platform].searches) expect(answer.citations.slice(0, 2)).toEqual(fakeSources)
    else expect(answer.citations).toEqual([])
  })

  it('asks without search when told not to', async () => {
    const answer = await client().ask({ question: 'hello', webSearch: false })
    expect(answer.text).toContain('hello')
    if (platform !== 'perplexity') expect(answer.citations).toEqual([])
  })

  it('reports a refused key as an auth error', async () => {
    const err = await client({ [platformKey(platform)]: 'wrong' }).ask({ question: 'q' }).catch((e) => e)
    expect(err).toBeInstanceOf(LlmError)
    expect(err.kind).toBe('auth')
  })

  it('reports 429, 5xx and malformed bodies with their kinds', async () => {
    fake.script({ kind: 'rate_limited', retryAfterSeconds: 7 }, { kind: 'server_error', status: 503 }, { kind: 'malformed' })
    const a = await client().ask({ question: 'q' }).catch((e) => e)
    expect([a.kind, a.retryAfterMs]).toEqual(['rate_limited', 7000])
    expect((await client().ask({ question: 'q' }).catch((e) => e)).kind).toBe('server_error')
    expect((await client().ask({ question: 'q' }).catch((e) => e)).kind).toBe('bad_response')
  })
})

function platformKey(platform: PlatformId): string {
  return { deepseek: 'DEEPSEEK_API_KEY', doubao: 'ARK_API_KEY', qwen: 'DASHSCOPE_API_KEY', yuanbao: 'HUNYUAN_API_KEY', wenxin: 'QIANFAN_API_KEY', chatgpt: 'OPENAI_API_KEY', claude: 'ANTHROPIC_API_KEY', gemini: 'GEMINI_API_KEY', perplexity: 'PERPLEXITY_API_KEY' }[platform]
}

describe('vendor-specific request shapes', () => {
  it('sends each vendor its own search switch', async () => {
    const seen: Record<string, unknown> = {}
    for (const platform of ['qwen', 'yuanbao', 'wenxin', 'chatgpt', 'doubao', 'claude', 'gemini'] as PlatformId[]) {
      const fake = await family[platform].start()
      await vendorClients[platform](parseLlmEnv({ ...keys, [family[platform].baseVar]: fake.url })).ask({ question: 'q', webSearch: true, temperature: 0.5 })
      seen[platform] = { path: fake.requests[0]!.path, body: fake.requests[0]!.body }
      await fake.close()
    }
    expect(seen.qwen).toMatchObject({ body: { enable_search: true, search_options: { forced_search: true, enable_source: true } } })
    expect(seen.yuanbao).toMatchObject({ body: { enable_enhancement: true, search_info: true, citation: true } })
    expect(seen.wenxin).toMatchObject({ body: { web_search: { enable: true } } })
    expect(seen.chatgpt).toMatchObject({ body: { model: 'gpt-4o-search-preview', web_search_options: {} } })
    expect((seen.chatgpt as any).body.temperature).toBeUndefined()
    expect(seen.doubao).toMatchObject({ path: '/bots/chat/completions', body: { model: 'bot-20260101-geo' } })
    expect(seen.claude).toMatchObject({ path: '/messages', body: { tools: [{ type: 'web_search_20250305', name: 'web_search' }], max_tokens: 2048 } })
    expect(seen.gemini).toMatchObject({ path: '/models/gemini-2.5-flash:generateContent', body: { tools: [{ google_search: {} }], generationConfig: { temperature: 0.5 } } })
  })
})
