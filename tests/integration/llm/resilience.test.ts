import { createAnthropicClient, createGeminiClient, createOpenAiChatClient, LlmError, withResilience, type ResilienceOptions } from '@aidir/cms/llm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAnthropicFake } from '../../fakes/llm/anthropic'
import { startGeminiFake } from '../../fakes/llm/gemini'
import { startOpenAiFake } from '../../fakes/llm/openaiChat'
import type { FakeServer } from '../../fakes/llm/server'
import { until } from '../../support/until'

/** Retries, Retry-After, timeouts, the circuit breaker and the concurrency limit, against real HTTP. */
const options: ResilienceOptions = {
  concurrency: 4,
  timeoutMs: 2_000,
  maxRetries: 3,
  backoffBaseMs: 20,
  backoffMaxMs: 100,
  breakerFailures: 5,
  breakerCooldownMs: 10_000,
}

describe('the resilience wrapper', () => {
  let fake: FakeServer
  const wrap = (extra: Partial<ResilienceOptions> = {}) =>
    withResilience(createOpenAiChatClient({ platform: 'wenxin', baseUrl: fake.url, apiKey: 'test-key', model: 'ernie-4.5-turbo-128k' }), { ...options, ...extra })

  beforeEach(async () => {
    fake = await startOpenAiFake('qianfan')
  })
  afterEach(() => fake.close())

  it('retries a 429 after the Retry-After the vendor asked for', async () => {
    fake.script({ kind: 'rate_limited', retryAfterSeconds: 1 })
    const started = Date.now()
    const answer = await wrap().ask({ question: 'q' })
    expect(answer.text).toContain('q')
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    expect(fake.requests).toHaveLength(2)
  })

  it('gives up on a Retry-After longer than it is willing to wait', async () => {
    fake.script({ kind: 'rate_limited', retryAfterSeconds: 600 })
    const err = await wrap({ maxRetryAfterMs: 5_000 }).ask({ question: 'q' }).catch((e) => e)
    expect(err.kind).toBe('rate_limited')
    expect(fake.requests).toHaveLength(1)
  })

  it('retries server errors with backoff, then fails with server_error', async () => {
    fake.fallback = { kind: 'server_error', status: 502 }
    const err = await wrap().ask({ question: 'q' }).catch((e) => e)
    expect(err).toBeInstanceOf(LlmError)
    expect(err.kind).toBe('server_error')
    expect(fake.requests).toHaveLength(options.maxRetries + 1)
  })

  it('recovers when a 5xx is followed by an answer', async () => {
    fake.script({ kind: 'server_error' }, { kind: 'server_error', status: 503 })
    await expect(wrap().ask({ question: 'q' })).resolves.toMatchObject({ text: expect.stringContaining('q') })
    expect(fake.requests).toHaveLength(3)
  })

  it('times out a hanging vendor', async () => {
    fake.fallback = { kind: 'hang' }
    const started = Date.now()
    const err = await wrap({ timeoutMs: 300, maxRetries: 1 }).ask({ question: 'q' }).catch((e) => e)
    expect(err.kind).toBe('timeout')
    expect(fake.requests).toHaveLength(2)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('reports a malformed body as bad_response after retrying it', async () => {
    fake.fallback = { kind: 'malformed' }
    const err = await wrap({ maxRetries: 1 }).ask({ question: 'q' }).catch((e) => e)
    expect(err.kind).toBe('bad_response')
    expect(fake.requests).toHaveLength(2)
  })

  it('does not retry a refused key', async () => {
    const client = withResilience(createOpenAiChatClient({ platform: 'wenxin', baseUrl: fake.url, apiKey: 'nope', model: 'm' }), options)
    expect((await client.ask({ question: 'q' }).catch((e) => e)).kind).toBe('auth')
    expect(fake.requests).toHaveLength(1)
  })

  it('opens the circuit after consecutive failures, then lets one probe through after the cooldown', async () => {
    const client = wrap({ maxRetries: 0, breakerFailures: 3, breakerCooldownMs: 300 })
    fake.fallback = { kind: 'server_error' }
    for (let i = 0; i < 3; i++) expect((await client.ask({ question: 'q' }).catch((e) => e)).kind).toBe('server_error')
    expect(client.breaker.current).toBe('open')
    expect((await client.ask({ question: 'q' }).catch((e) => e)).kind).toBe('circuit_open')
    expect(fake.requests).toHaveLength(3)

    // Half-open: the probe fails, so the circuit opens again for another cooldown.
    await until('the circuit to turn half-open after its cooldown', () => client.breaker.current === 'half_open', { everyMs: 20 })
    expect((await client.ask({ question: 'q' }).catch((e) => e)).kind).toBe('server_error')
    expect(client.breaker.current).toBe('open')

    // Next probe succeeds: closed again and calls flow.
    await until('the circuit to turn half-open after its cooldown', () => client.breaker.current === 'half_open', { everyMs: 20 })
    fake.fallback = { kind: 'ok' }
    await client.ask({ question: 'q' })
    expect(client.breaker.current).toBe('closed')
    await client.ask({ question: 'q' })
    expect(fake.requests).toHaveLength(6)
  })

  it('lets only one probe through while half-open', async () => {
    const client = wrap({ maxRetries: 0, breakerFailures: 1, breakerCooldownMs: 100 })
    fake.script({ kind: 'server_error' })
    await client.ask({ question: 'q' }).catch(() => undefined)
    await until('the circuit to turn half-open after its cooldown', () => client.breaker.current === 'half_open', { everyMs: 20 })
    fake.fallback = { kind: 'delay', ms: 150 }
    const results = await Promise.allSettled([client.ask({ question: 'a' }), client.ask({ question: 'b' }), client.ask({ question: 'c' })])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.kind)).toEqual(['circuit_open', 'circuit_open'])
  })

  it('never has more calls in flight than the concurrency limit', async () => {
    fake.fallback = { kind: 'delay', ms: 150 }
    const client = wrap({ concurrency: 2 })
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => client.ask({ question: `q${i}` })))
    expect(answers).toHaveLength(7)
    expect(fake.maxInFlight).toBe(2)
  })

  it('stops waiting when the caller aborts', async () => {
    fake.fallback = { kind: 'hang' }
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 100)
    const err = await wrap().ask({ question: 'q' }, controller.signal).catch((e) => e)
    expect(err).toBeInstanceOf(LlmError)
    expect(fake.requests).toHaveLength(1)
  })
})

describe('retries on the other protocols', () => {
  it('retries Anthropic overloaded (529) and reads the answer', async () => {
    const fake = await startAnthropicFake()
    fake.script({ kind: 'server_error', status: 529 })
    const client = withResilience(createAnthropicClient({ platform: 'claude', baseUrl: fake.url, apiKey: 'test-key', model: 'claude-x', version: '2023-06-01' }), options)
    expect((await client.ask({ question: 'Is it good? Yes.' })).text).toContain('Is it good?')
    expect(fake.requests).toHaveLength(2)
    await fake.close()
  })

  it('retries Gemini RESOURCE_EXHAUSTED (429) with Retry-After', async () => {
    const fake = await startGeminiFake()
    fake.script({ kind: 'rate_limited', retryAfterSeconds: 0 })
    const client = withResilience(createGeminiClient({ platform: 'gemini', baseUrl: fake.url, apiKey: 'test-key', model: 'gemini-x' }), options)
    expect((await client.ask({ question: 'hi' })).text).toContain('hi')
    expect(fake.requests).toHaveLength(2)
    await fake.close()
  })
})
