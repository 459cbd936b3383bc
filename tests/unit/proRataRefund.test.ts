import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../../cms/src/ads/campaignTimes'
import { proRataRefund } from '../../cms/src/ads/proRataRefund'

describe('the pro-rata refund of an ad ended early', () => {
  const paidMs = 30 * DAY_MS
  it('is the unused share of the price, rounded down to the minor unit', () => {
    expect(proRataRefund({ price: 1_000, paidMs, unusedMs: 18 * DAY_MS })).toBe(600)
    expect(proRataRefund({ price: 1_000, paidMs, unusedMs: 18 * DAY_MS - 1 })).toBe(599)
    expect(proRataRefund({ price: 7_000, paidMs, unusedMs: 20 * DAY_MS })).toBe(4_666)
    expect(proRataRefund({ price: 9_900, paidMs, unusedMs: paidMs })).toBe(9_900)
  })
  it('never exceeds what is left unrefunded, nor goes below zero', () => {
    expect(proRataRefund({ price: 1_000, paidMs, unusedMs: 18 * DAY_MS, alreadyRefunded: 700 })).toBe(300)
    expect(proRataRefund({ price: 1_000, paidMs, unusedMs: 18 * DAY_MS, alreadyRefunded: 1_000 })).toBe(0)
    expect(proRataRefund({ price: 1_000, paidMs, unusedMs: -5 })).toBe(0)
    expect(proRataRefund({ price: 1_000, paidMs, unusedMs: 2 * paidMs })).toBe(1_000)
    expect(proRataRefund({ price: 0, paidMs, unusedMs: paidMs })).toBe(0)
  })
  it('stays exact for large prices and a month of milliseconds', () => {
    // 2^53 would be passed by price × milliseconds in floating point.
    expect(proRataRefund({ price: 99_999_999, paidMs, unusedMs: paidMs - 1 })).toBe(Number((99_999_999n * BigInt(paidMs - 1)) / BigInt(paidMs)))
  })
})
