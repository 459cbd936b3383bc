import { describe, expect, it } from 'vitest'
import { CircuitBreaker, Semaphore } from '../../cms/src/llm'
import { backoffDelay } from '../../cms/src/llm/resilience/backoff'
import { retryAfterMs } from '../../cms/src/llm/http'

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
})

describe('circuit breaker', () => {
  it('opens after N consecutive failures, probes once after the cooldown', () => {
    let now = 0
    const b = new CircuitBreaker({ failures: 2, cooldownMs: 100 }, () => now)
    b.failure()
    b.success()
    b.failure()
    expect(b.current).toBe('closed')
    b.failure()
    expect(b.tryPass()).toBe(false)
    now = 100
    expect(b.current).toBe('half_open')
    expect(b.tryPass()).toBe(true)
    expect(b.tryPass()).toBe(false)
    b.failure()
    expect(b.current).toBe('open')
    now = 200
    expect(b.tryPass()).toBe(true)
    b.success()
    expect(b.current).toBe('closed')
  })
})

describe('semaphore', () => {
  it('serves waiters in order and lets an aborted waiter leave', async () => {
    const s = new Semaphore(1)
    const order: string[] = []
    const release = await s.acquire()
    const controller = new AbortController()
    const a = s.acquire().then((r) => (order.push('a'), r))
    const b = s.acquire(controller.signal).catch(() => order.push('b aborted'))
    const c = s.acquire().then((r) => (order.push('c'), r))
    controller.abort()
    await b
    release()
    ;(await a)()
    ;(await c)()
    expect(order).toEqual(['b aborted', 'a', 'c'])
    expect(s.inUse).toBe(0)
  })
})
