import { describe, expect, it } from 'vitest'
import { monthlyCost, type CostPricing, type Workload } from '../../storefront/src/features/models/cost'

// Prices as stored: per million tokens, minor units × 10^4 ($2.50 → 250 cents → 2,500,000).
const usd = (dollars: number) => ({ amount: Math.round(dollars * 1_000_000), currency: 'USD' })
const cny = (yuan: number) => ({ amount: Math.round(yuan * 1_000_000), currency: 'CNY' })
const gpt4o: CostPricing = { input: usd(2.5), cachedInput: usd(1.25), output: usd(10), reasoning: null }
const base: Workload = { requestsPerDay: 1000, inputTokens: 1000, outputTokens: 500, cachedShare: 0, reasoningTokens: 0, currency: 'USD', usdCny: 7.2 }

describe('monthly cost of a workload (30-day month)', () => {
  it('bills input and output at their per-million prices', () => {
    // 30,000 requests: 30M input × $2.50 = $75, 15M output × $10 = $150.
    expect(monthlyCost(gpt4o, base)).toEqual({ total: { amount: 22_500, currency: 'USD' }, cachedAtInputPrice: false, reasoningAtOutputPrice: false })
  })

  it('bills the cached share at the cached-input price', () => {
    // 15M × $2.50 + 15M × $1.25 + $150 = $206.25.
    expect(monthlyCost(gpt4o, { ...base, cachedShare: 50 })?.total.amount).toBe(20_625)
  })

  it('bills the cached share at the input price when no cached price is published, and says so', () => {
    const cost = monthlyCost({ ...gpt4o, cachedInput: null }, { ...base, cachedShare: 50 })
    expect(cost?.total.amount).toBe(22_500)
    expect(cost?.cachedAtInputPrice).toBe(true)
  })

  it('bills reasoning tokens as output unless a reasoning price is published', () => {
    // 60M reasoning tokens: at the output price $600, at a separate $3.50 price $210.
    const asOutput = monthlyCost(gpt4o, { ...base, reasoningTokens: 2000 })
    expect(asOutput?.total.amount).toBe(82_500)
    expect(asOutput?.reasoningAtOutputPrice).toBe(true)
    const apart = monthlyCost({ ...gpt4o, reasoning: usd(3.5) }, { ...base, reasoningTokens: 2000 })
    expect(apart?.total.amount).toBe(43_500)
    expect(apart?.reasoningAtOutputPrice).toBe(false)
  })

  it('converts USD to CNY at the stated rate, rounding half up to the fen', () => {
    expect(monthlyCost(gpt4o, { ...base, currency: 'CNY' })?.total).toEqual({ amount: 162_000, currency: 'CNY' })
    // $225 × 7.1234 = ¥1,602.765 → 160,276.5 fen → 160,277.
    expect(monthlyCost(gpt4o, { ...base, currency: 'CNY', usdCny: 7.1234 })?.total.amount).toBe(160_277)
  })

  it('converts a model priced in yuan to dollars', () => {
    // 30M × ¥2 + 15M × ¥8 = ¥180 = $25.00 at 7.2.
    const deepseek: CostPricing = { input: cny(2), cachedInput: cny(0.5), output: cny(8), reasoning: null }
    expect(monthlyCost(deepseek, base)?.total).toEqual({ amount: 2500, currency: 'USD' })
    expect(monthlyCost(deepseek, { ...base, currency: 'CNY' })?.total).toEqual({ amount: 18_000, currency: 'CNY' })
  })

  it('rounds fractions of a cent once, at the end', () => {
    const mini: CostPricing = { input: usd(0.15), cachedInput: null, output: usd(0.6), reasoning: null }
    // 30 requests × 1,000 tokens × $0.15/M = 0.45 cent → 0; × 4,000 = 1.8 cents → 2.
    expect(monthlyCost(mini, { ...base, requestsPerDay: 1, outputTokens: 0 })?.total.amount).toBe(0)
    expect(monthlyCost(mini, { ...base, requestsPerDay: 1, inputTokens: 4000, outputTokens: 0 })?.total.amount).toBe(2)
  })

  it('stays exact at the largest workload the form accepts', () => {
    const big = { ...base, requestsPerDay: 10_000_000, inputTokens: 10_000_000, outputTokens: 1_000_000 }
    // 3×10^15 input tokens × $2.50/M = $7.5×10^9; 3×10^14 output × $10/M = $3×10^9.
    expect(monthlyCost(gpt4o, big)?.total.amount).toBe(1_050_000_000_000)
  })

  it('has no cost without both an input and an output price, or in a currency it does not convert', () => {
    expect(monthlyCost({ ...gpt4o, output: null }, base)).toBeNull()
    expect(monthlyCost({ input: { amount: 1, currency: 'EUR' }, cachedInput: null, output: { amount: 1, currency: 'EUR' }, reasoning: null }, base)).toBeNull()
    expect(monthlyCost({ ...gpt4o, output: cny(8) }, base)).toBeNull()
  })
})
