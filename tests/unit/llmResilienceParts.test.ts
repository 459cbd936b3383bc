import { afterEach, describe, expect, it, vi } from 'vitest'
import { backoffDelay, createBreaker, createBulkhead, createResilience, ResilienceError, retryAfterMs } from '../../cms/src/resilience'

describe('backoff', () => {
  it('grows exponentially with full jitter and a ceiling', () => {
    expect(backoffDelay(0, { baseMs: 100, maxMs: 1000, random: () => 0.999 })).toBe(99)
    expect(backoffDelay(3, { baseMs: 100, maxMs: 1000, random: () => 0.999 })).toBe(799)
    expect(backoffDelay(10, { baseMs: 100, maxMs: 1000, random: () => 0.999 })).toBe(999)
    expect(backoffDelay(2, { baseMs: 100, maxMs: 1000, random: () => 0 })).toBe(0)
  })
  it('waits at least what Retry-After asks', () => {
    expect(backoffDelay(0, { baseMs: 100, maxMs: 1000, retryAfterMs: 5000, random: () => 0.5 })).toBe(5050)
  })
  it('reads Retry-After in seconds, as a date, and retry-after-ms', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000)
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250)
    expect(retryAfterMs(new Headers({ 'retry-after': new Date(10_000).toUTCString() }), 4_000)).toBe(6000)
    expect(retryAfterMs(new Headers())).toBeUndefined()
  })
  it('reads a bare Retry-After value the same way', () => {
    expect(retryAfterMs('5')).toBe(5000)
    expect(retryAfterMs('1.5')).toBe(1500)
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000)
    expect(retryAfterMs(new Date(1_000).toUTCString(), 4_000)).toBe(0)
    expect(retryAfterMs('soon')).toBeUndefined()
    expect(retryAfterMs(null)).toBeUndefined()
  })
})

describe('circuit breaker', () => {
  afterEach(() => vi.useRealTimers())
  const fail = () => Promise.reject(new Error('down'))
  const ok = () => Promise.resolve('up')
  const outcome = (p: Promise<unknown>) => p.then(() => 'ok', (e) => (e instanceof ResilienceError ? e.kind : 'failed'))

  it('opens after N consecutive failures, probes once after the cooldown', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 })
    const b = createBreaker('svc', { failures: 2, cooldownMs: 100 })
    expect(await outcome(b.run(fail))).toBe('failed')
    expect(await outcome(b.run(ok))).toBe('ok')
    expect(await outcome(b.run(fail))).toBe('failed')
    expect(b.current).toBe('closed')
    expect(await outcome(b.run(fail))).toBe('failed')
    expect(b.current).toBe('open')
    expect(b.retryInMs()).toBe(100)
    expect(await outcome(b.run(ok))).toBe('circuit_open')
    vi.setSystemTime(100)
    expect(b.current).toBe('half_open')
    // One probe at a time: a second call while it is out is refused, not queued behind it.
    let finishProbe!: () => void
    const probe = b.run(() => new Promise<void>((_, reject) => (finishProbe = () => reject(new Error('still down')))))
    expect(await outcome(b.run(ok))).toBe('circuit_open')
    finishProbe()
    expect(await outcome(probe)).toBe('failed')
    expect(b.current).toBe('open')
    vi.setSystemTime(200)
    expect(await outcome(b.run(ok))).toBe('ok')
    expect(b.current).toBe('closed')
  })

  it('does not count failures it is told say nothing of the service', async () => {
    const b = createBreaker('svc', { failures: 1, cooldownMs: 1000, counts: (e) => (e as Error).message !== 'bad request' })
    expect(await outcome(b.run(() => Promise.reject(new Error('bad request'))))).toBe('failed')
    expect(b.current).toBe('closed')
    expect(await outcome(b.run(fail))).toBe('failed')
    expect(b.current).toBe('open')
  })
})

describe('bulkhead', () => {
  it('serves waiters in order and lets an aborted waiter leave', async () => {
    const s = createBulkhead(1)
    const order: string[] = []
    let releaseFirst!: () => void
    const first = s.run(() => new Promise<void>((r) => (releaseFirst = r)))
    const controller = new AbortController()
    const a = s.run(async () => void order.push('a'))
    const b = s.run(async () => void order.push('b ran'), controller.signal).catch(() => order.push('b aborted'))
    const c = s.run(async () => void order.push('c'))
    expect(s.queued).toBe(3)
    controller.abort()
    await b
    expect(s.queued).toBe(2)
    releaseFirst()
    await Promise.all([first, a, c])
    expect(order).toEqual(['b aborted', 'a', 'c'])
    expect(s.inUse).toBe(0)
    expect(s.queued).toBe(0)
  })
})

describe('retry policy', () => {
  const transient = (message: string, retryAfter?: number) => Object.assign(new Error(message), { retryAfter })
  const policy = (extra: { maxRetryAfterMs?: number; delays?: number[] } = {}) =>
    createResilience({
      name: 'svc',
      timeoutMs: 1_000,
      retry: {
        maxRetries: 2,
        baseMs: 10,
        maxMs: 40,
        random: () => 0,
        maxRetryAfterMs: extra.maxRetryAfterMs,
        retryable: (e) => (e as Error).message !== 'refused',
        retryAfterOf: (e) => (e as { retryAfter?: number }).retryAfter,
        onRetry: ({ delayMs }) => extra.delays?.push(delayMs),
      },
    })

  it('retries transient failures, waiting at least the Retry-After, and stops at the limit', async () => {
    const delays: number[] = []
    let calls = 0
    await expect(policy({ delays }).execute(async () => ((calls++, Promise.reject(transient('busy', 30)))))).rejects.toThrow('busy')
    expect(calls).toBe(3)
    expect(delays).toEqual([30, 30])
  })

  it('does not retry a refusal or a Retry-After longer than allowed', async () => {
    let calls = 0
    await expect(policy().execute(async () => ((calls++, Promise.reject(new Error('refused')))))).rejects.toThrow('refused')
    await expect(policy({ maxRetryAfterMs: 100 }).execute(async () => ((calls++, Promise.reject(transient('busy', 5_000)))))).rejects.toThrow('busy')
    expect(calls).toBe(2)
  })

  it('times out an attempt through its signal and names the timeout', async () => {
    const p = createResilience({ name: 'svc', timeoutMs: 50 })
    const err = await p.execute((signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))).catch((e) => e)
    expect(err).toBeInstanceOf(ResilienceError)
    expect(err.kind).toBe('timeout')
  })

  it('lets the caller go at once when it aborts during a backoff wait', async () => {
    const p = createResilience({ name: 'svc', timeoutMs: 1_000, retry: { maxRetries: 3, baseMs: 10, maxMs: 10, retryable: () => true, retryAfterOf: () => 5_000 } })
    const controller = new AbortController()
    let calls = 0
    const pending = p.execute(async () => {
      calls++
      setTimeout(() => controller.abort(), 10)
      throw new Error('busy')
    }, controller.signal)
    const err = await pending.catch((e) => e)
    expect(err).toMatchObject({ kind: 'cancelled' })
    expect(calls).toBe(1)
  })
})
