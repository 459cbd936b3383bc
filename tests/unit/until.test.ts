import { describe, expect, it } from 'vitest'
import { until } from '../support/until'

describe('until', () => {
  it('returns the first truthy value the check gives', async () => {
    let calls = 0
    expect(await until('the third call', () => (++calls >= 3 ? { calls } : undefined), { everyMs: 1 })).toEqual({ calls: 3 })
  })

  it('keeps polling through errors and names what it waited for when time runs out', async () => {
    await expect(until('the moon to rise', () => Promise.reject(new Error('not yet')), { timeoutMs: 20, everyMs: 5 })).rejects.toThrow(
      /timed out after 20 ms waiting for the moon to rise \(the last check threw: not yet\)/,
    )
    await expect(until('a count of 2', () => 0, { timeoutMs: 10, everyMs: 5 })).rejects.toThrow(/waiting for a count of 2 \(the last check returned 0\)/)
  })
})
