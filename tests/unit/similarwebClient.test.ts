import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSimilarwebClient, TrafficApiError } from '../../cms/src/traffic/similarweb'
import { type FakeSimilarweb, startFakeSimilarweb } from '../fakes/similarweb'

describe('Similarweb-style API client against a local fake server', () => {
  let fake: FakeSimilarweb
  const waits: number[] = []
  const client = (overrides: Partial<Parameters<typeof createSimilarwebClient>[0]> = {}) =>
    createSimilarwebClient({ apiKey: 'test-key-123', baseUrl: fake.url, timeoutMs: 300, random: () => 0.999, onRetry: (ms) => void waits.push(ms), ...overrides })

  beforeAll(async () => {
    fake = await startFakeSimilarweb()
  })
  afterAll(() => fake.close())

  it('assembles one record from the engagement, sources and geography endpoints', async () => {
    const record = await client().fetchPeriod('known.test', 'month', '2026-10')
    expect(record).toEqual({
      domain: 'known.test',
      period: '2026-10',
      visits: 123457,
      avgVisitDuration: 245.5,
      pagesPerVisit: 3.4,
      bounceRate: 0.41,
      sources: { direct: 0.5, search: 0.3, email: 0.02, referral: 0.08, social: 0.07, display: 0.03 },
      countries: { us: 0.4, jp: 0.1 },
    })
  })

  it('answers null for a domain the provider has no data on', async () => {
    expect(await client().fetchPeriod('unknown.test', 'week', '2026-W45')).toBeNull()
  })

  it('waits for Retry-After on 429 and retries 5xx', async () => {
    waits.length = 0
    fake.failNext({ status: 429, retryAfter: '2' }, { status: 503 })
    const record = await client().fetchPeriod('known.test', 'month', '2026-10')
    expect(record?.visits).toBe(123457)
    // At least the 2 s asked for (plus jitter), then an exponential step for the 503.
    expect(waits).toEqual([2249, 999])
  })

  it('gives up on a Retry-After longer than it may wait', async () => {
    fake.failNext({ status: 429, retryAfter: '3600' })
    await expect(client().fetchPeriod('known.test', 'month', '2026-10')).rejects.toMatchObject({ status: 429 })
  })

  it('retries a request that times out, and fails after the last attempt', async () => {
    fake.failNext({ hang: true })
    expect((await client().fetchPeriod('known.test', 'month', '2026-10'))?.visits).toBe(123457)
    fake.failNext({ hang: true }, { hang: true })
    const err = await client({ maxAttempts: 2 }).fetchPeriod('known.test', 'month', '2026-10').catch((e) => e)
    expect(err).toBeInstanceOf(TrafficApiError)
    expect(err.message).toContain('timed out')
  })

  it('stops at once on a rejected key', async () => {
    const before = fake.requests.length
    const err = await client({ apiKey: 'wrong-key-000' }).fetchPeriod('known.test', 'month', '2026-10').catch((e) => e)
    expect(err).toMatchObject({ status: 401, retryable: false })
    expect(fake.requests.length - before).toBe(1)
  })
})
