import { parseLlmEnv, vendorClients, withResilience } from '@aidir/cms/llm'
import { createLlmRanker, planByCacheId, popularScenarios, recommend, scenarioHistory, scenarioMessages, SCENARIO_MAX, POPULAR_MIN_ASKS } from '@aidir/cms/recommend'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { startOpenAiFake } from '../../fakes/llm/openaiChat'
import type { FakeServer } from '../../fakes/llm/server'
import { payload, unique, userWithRole } from '../helpers'

const offline = { ranker: null, edition: 'intl' } as const

describe('the MCP selection assistant', () => {
  it('recommends MCP servers for a need written in Chinese, with a reason for each', async () => {
    const { plan } = await recommend(payload, 'assistant', { need: '让 AI 助手查询 PostgreSQL 数据库并分析数据', locale: 'zh' }, offline)
    expect(plan.scenarioLocale).toBe('zh')
    expect(plan.steps.map((s) => s.category.key)).toContain('mcp-databases')
    const items = plan.steps.flatMap((s) => s.items)
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((i) => i.entity === 'mcp-servers' && i.reason.length > 10)).toBe(true)
    expect(items[0]!.reason).toMatch(/[\u4e00-\u9fff]/)
    expect(plan.sandbox).toBe(true)
  })

  it('recommends MCP servers for a need written in Japanese', async () => {
    const { plan } = await recommend(payload, 'assistant', { need: 'ブラウザを操作してウェブページから情報を集めたい', locale: 'ja' }, offline)
    expect(plan.scenarioLocale).toBe('ja')
    expect(plan.steps.map((s) => s.category.key)).toContain('mcp-browser-automation')
    expect(plan.steps.flatMap((s) => s.items).every((i) => i.entity === 'mcp-servers')).toBe(true)
  })

  it('answers an unrelated need with no recommendations', async () => {
    const { plan } = await recommend(payload, 'assistant', { need: 'zzqx vrrbl', locale: 'en' }, offline)
    expect(plan.steps).toEqual([])
  })
})

describe('scenario plans', () => {
  it('plans the steps of a scenario with products, price type, reasons and links', async () => {
    const { plan, fromStore } = await recommend(payload, 'solutions', { scenario: `I run a small online shop and need product photos and descriptions ${unique('x')}`, locale: 'en' }, offline)
    expect(fromStore).toBe(false)
    expect(plan.steps.map((s) => s.category.key)).toEqual(['image-editing', 'copywriting'])
    for (const step of plan.steps) {
      const products = step.items.filter((i) => i.entity === 'products')
      expect(products.length).toBe(3)
      for (const p of products) {
        expect(p.key).toBeTruthy()
        expect(p.priceType).toMatch(/^(free|freemium|free_trial|paid|contact|open_source)$/)
        expect(p.reason).toMatch(new RegExp(`^For ${step.need}: `))
      }
    }
  })

  it('serves the same scenario again from the stored answer, however it is spaced or cased', async () => {
    const text = `Make short videos with an AI avatar and voiceover ${unique('v')}`
    const first = await recommend(payload, 'solutions', { scenario: text, locale: 'en' }, offline)
    const again = await recommend(payload, 'solutions', { scenario: `  ${text.toUpperCase()}. `, locale: 'en' }, offline)
    expect(again.fromStore).toBe(true)
    expect(again.plan).toEqual(first.plan)
    expect(await planByCacheId(payload, first.plan.cacheId)).toEqual(first.plan)
    // Another answer language is another answer.
    const zh = await recommend(payload, 'solutions', { scenario: text, locale: 'zh' }, offline)
    expect(zh.plan.cacheId).not.toBe(first.plan.cacheId)
    expect(zh.plan.steps[0]!.category.name).toMatch(/[\u4e00-\u9fff]/)
  })

  it('lists a scenario as popular only once it has been asked several times', async () => {
    const text = `Translate documents into Japanese ${unique('p')}`
    for (let i = 0; i < POPULAR_MIN_ASKS - 1; i++) await recommend(payload, 'solutions', { scenario: text, locale: 'en' }, offline)
    expect((await popularScenarios(payload, 'solutions', 'en', 100)).some((p) => p.scenario === text)).toBe(false)
    await recommend(payload, 'solutions', { scenario: text, locale: 'en' }, offline)
    expect((await popularScenarios(payload, 'solutions', 'en', 100)).some((p) => p.scenario === text)).toBe(true)
  })

  it('refuses empty, too long and unsupported-script scenarios with their messages', async () => {
    const refused = async (scenario: unknown) => {
      const err = await recommend(payload, 'solutions', { scenario, locale: 'en' }, offline).catch((e) => e)
      expect(err).toBeInstanceOf(ZodError)
      return (err as ZodError).issues[0]!.message
    }
    expect(await refused('   ')).toBe(scenarioMessages.empty)
    expect(await refused(undefined)).toBe(scenarioMessages.empty)
    expect(await refused('a'.repeat(SCENARIO_MAX + 1))).toBe(scenarioMessages.tooLong)
    expect(await refused('Мне нужен инструмент для перевода')).toBe(scenarioMessages.script)
    expect(await refused('번역 도구가 필요합니다')).toBe(scenarioMessages.script)
    expect(await refused('!!! ???')).toBe(scenarioMessages.script)
  })
})

describe('history', () => {
  it('keeps each signed-in user’s own history, once per answer, and nobody reads another’s', async () => {
    const alice = await userWithRole('customer')
    const bob = await userWithRole('customer')
    const text = `Write code faster and review pull requests ${unique('h')}`
    await recommend(payload, 'solutions', { scenario: text, locale: 'en' }, { ...offline, user: alice })
    await recommend(payload, 'solutions', { scenario: text, locale: 'en' }, { ...offline, user: alice })
    await recommend(payload, 'assistant', { need: `query my postgres database ${unique('h')}`, locale: 'en' }, { ...offline, user: alice })
    const mine = await scenarioHistory(payload, alice, 'solutions')
    expect(mine.map((h) => h.scenario)).toEqual([text])
    expect(await scenarioHistory(payload, alice, 'assistant')).toHaveLength(1)
    expect(await scenarioHistory(payload, bob, 'solutions')).toEqual([])
    // Bob asking for Alice's rows directly through the Local API with his access sees nothing.
    const direct = await payload.find({ collection: 'scenario-history', where: { user: { equals: alice.id } }, user: bob, overrideAccess: false })
    expect(direct.docs).toEqual([])
    // Nor does an anonymous visitor read anyone's, or the stored answers' table.
    await expect(payload.find({ collection: 'scenario-history', overrideAccess: false })).rejects.toThrow(/not allowed/)
    await expect(payload.find({ collection: 'scenario-plans', overrideAccess: false, user: bob })).rejects.toThrow(/not allowed/)
    // Support reads them (to help a customer).
    const support = await userWithRole('support')
    expect((await payload.find({ collection: 'scenario-history', where: { user: { equals: alice.id } }, user: support, overrideAccess: false })).docs.length).toBe(2)
  })
})

describe('ranking by an LLM platform (a local fake speaking the OpenAI protocol)', () => {
  let fake: FakeServer
  const env = () => parseLlmEnv({ DEEPSEEK_API_KEY: 'test-key', DEEPSEEK_BASE_URL: fake.url })
  const ranker = (timeoutMs = 2000) =>
    createLlmRanker(withResilience(vendorClients.deepseek(env()), { concurrency: 4, timeoutMs, maxRetries: 1, backoffBaseMs: 5, backoffMaxMs: 20, breakerFailures: 50, breakerCooldownMs: 1000, maxRetryAfterMs: 2000 }))

  beforeAll(async () => {
    fake = await startOpenAiFake('deepseek')
    // The model picks each step's last listed candidate first and says why, in JSON.
    fake.reply = (question) => {
      const steps = question.split(/\nStep \d+: /).slice(1)
      return 'Here is my choice:\n```json\n' + JSON.stringify({
        steps: steps.map((block, i) => {
          const refs = [...block.matchAll(/^- ([psm]\d+):/gm)].map((m) => m[1]!)
          return { step: i + 1, picks: [...refs].reverse().slice(0, 2).map((id) => ({ id, reason: `Chosen by the model for step ${i + 1}` })).concat([{ id: 'p999999', reason: 'not a candidate' }]) }
        }),
      }) + '\n```'
    }
  })
  afterAll(() => fake.close())

  it('takes the platform’s picks and reasons, only among our candidates', async () => {
    const { plan } = await recommend(payload, 'solutions', { scenario: `I need product photos and descriptions ${unique('l')}`, locale: 'en' }, { ranker: ranker(), edition: 'intl' })
    expect(plan.engine).toBe('deepseek')
    expect(plan.sandbox).toBe(false)
    expect(plan.fallback).toBe(false)
    const products = plan.steps[0]!.items.filter((i) => i.entity === 'products')
    expect(products).toHaveLength(2)
    expect(products[0]!.reason).toBe('Chosen by the model for step 1')
    const body = fake.requests.at(-1)!.body
    expect(body.messages.at(-1).content).toContain('Answer with JSON only')
  })

  it('falls back to the offline answer and says so when the platform fails (5xx, then 429)', async () => {
    fake.script({ kind: 'server_error', status: 503 }, { kind: 'rate_limited', retryAfterSeconds: 1 })
    const text = `Automate my workflow between email and spreadsheets ${unique('f')}`
    const { plan } = await recommend(payload, 'solutions', { scenario: text, locale: 'en' }, { ranker: ranker(), edition: 'intl' })
    expect(plan.fallback).toBe(true)
    expect(plan.engine).toBe('offline')
    expect(plan.steps.length).toBeGreaterThan(0)
    // Asked again once the platform answers, the fallback is replaced by the platform's answer.
    const again = await recommend(payload, 'solutions', { scenario: text, locale: 'en' }, { ranker: ranker(), edition: 'intl' })
    expect(again.fromStore).toBe(false)
    expect(again.plan.engine).toBe('deepseek')
    expect((await planByCacheId(payload, plan.cacheId))!.engine).toBe('deepseek')
  })

  it('falls back when the platform hangs past the timeout, within the budget', async () => {
    fake.script({ kind: 'hang' }, { kind: 'hang' })
    const started = Date.now()
    const { plan } = await recommend(payload, 'solutions', { scenario: `Generate illustrations for a book ${unique('t')}`, locale: 'en' }, { ranker: ranker(300), edition: 'intl' })
    expect(plan.fallback).toBe(true)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('falls back when the answer is not the JSON asked for', async () => {
    const saved = fake.reply
    fake.reply = () => 'I would recommend Photoroom.'
    try {
      const { plan } = await recommend(payload, 'assistant', { need: `search the web for news ${unique('j')}`, locale: 'en' }, { ranker: ranker(), edition: 'intl' })
      expect(plan.fallback).toBe(true)
      expect(plan.steps.length).toBeGreaterThan(0)
    } finally {
      fake.reply = saved
    }
  })
})
