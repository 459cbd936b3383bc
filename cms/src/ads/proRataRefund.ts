/**
 * The unused share of what was paid for an ad that an editor ends early: price × unused running
 * time ÷ paid running time, rounded down to the currency's minor unit (prices are stored in minor
 * units), and never more than what has not been refunded yet. In integers (BigInt), so a price of
 * millions of minor units times a month of milliseconds loses nothing to floating point.
 */
export function proRataRefund(input: { price: number; paidMs: number; unusedMs: number; alreadyRefunded?: number }): number {
  const { price, paidMs } = input
  if (price <= 0 || paidMs <= 0) return 0
  const unused = Math.max(0, Math.min(Math.floor(input.unusedMs), paidMs))
  const share = Number((BigInt(price) * BigInt(unused)) / BigInt(paidMs))
  const left = price - Math.max(0, input.alreadyRefunded ?? 0)
  return Math.max(0, Math.min(share, left))
}
