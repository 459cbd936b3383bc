import type { Money } from '@aidir/cms/lib'

/**
 * The monthly cost of a workload on one model, from its per-million-token prices. Prices are
 * stored as integers (minor units × 10^4, `tokenPriceScale`), so the arithmetic is exact in BigInt
 * and rounds once, half up, to the display currency's minor unit (cents, fen).
 *
 * Billing rules, as the vendors publish them:
 * - the cached share of input tokens is billed at the cached-input price, or at the input price
 *   when the model publishes none (no caching discount);
 * - reasoning tokens are billed at the reasoning price where a vendor bills them apart, else at the
 *   output price (OpenAI, Anthropic, Google, DeepSeek all bill thinking as output);
 * - a month is 30 days.
 */
export const DAYS_PER_MONTH = 30
/** Stored per-million prices are minor units × 10^4; a million tokens: 10^6. */
const PRICE_DIVISOR = 10n ** 10n
/** Exchange rates are carried with four decimals. */
const RATE_DIGITS = 4
export const costCurrencies = ['USD', 'CNY'] as const
export type CostCurrency = (typeof costCurrencies)[number]

export type Workload = {
  requestsPerDay: number
  inputTokens: number
  outputTokens: number
  /** Percent of input tokens served from the prompt cache, 0–100. */
  cachedShare: number
  reasoningTokens: number
  currency: CostCurrency
  /** Yuan per US dollar. */
  usdCny: number
}

export type CostPricing = { input: Money | null; cachedInput: Money | null; output: Money | null; reasoning: Money | null }

export type MonthlyCost = {
  /** In the workload's currency, minor units (cents or fen). */
  total: Money
  /** The cached share was billed at the full input price (the model publishes no cached price). */
  cachedAtInputPrice: boolean
  /** Reasoning tokens were billed at the output price. */
  reasoningAtOutputPrice: boolean
}

const rateUnits = (rate: number) => BigInt(Math.round(rate * 10 ** RATE_DIGITS))
const RATE_ONE = 10n ** BigInt(RATE_DIGITS)

/** Half-up division of non-negative BigInts. */
const divRound = (n: bigint, d: bigint) => (n + d / 2n) / d

/** Monthly token counts × 100 (the cached share is a whole percent, so these stay integers). */
export function monthlyTokens(w: Workload) {
  const requests = BigInt(w.requestsPerDay) * BigInt(DAYS_PER_MONTH)
  const input = requests * BigInt(w.inputTokens)
  const share = BigInt(w.cachedShare)
  return {
    uncachedInput100: input * (100n - share),
    cachedInput100: input * share,
    output100: requests * BigInt(w.outputTokens) * 100n,
    reasoning100: requests * BigInt(w.reasoningTokens) * 100n,
  }
}

/**
 * The monthly cost, or null when the model lacks an input or output price, or its prices are in a
 * currency this calculator does not convert.
 */
export function monthlyCost(pricing: CostPricing, w: Workload): MonthlyCost | null {
  const { input, output } = pricing
  if (!input || !output) return null
  const currency = input.currency
  const parts: [Money | null, bigint][] = []
  const cached = pricing.cachedInput && pricing.cachedInput.currency === currency ? pricing.cachedInput : null
  const reasoning = pricing.reasoning && pricing.reasoning.currency === currency ? pricing.reasoning : null
  const t = monthlyTokens(w)
  parts.push([input, t.uncachedInput100], [cached ?? input, t.cachedInput100], [output, t.output100], [reasoning ?? output, t.reasoning100])
  if (parts.some(([price]) => price!.currency !== currency)) return null
  // Σ tokens×100 × price (minor × 10^4 per 10^6 tokens): divide by 100 × 10^4 × 10^6 at the very end.
  const scaled = parts.reduce((sum, [price, tokens100]) => sum + tokens100 * BigInt(price!.amount), 0n)
  const converted = convert(scaled, currency, w)
  if (converted === null) return null
  return {
    total: { amount: Number(divRound(converted, PRICE_DIVISOR * 100n)), currency: w.currency },
    cachedAtInputPrice: w.cachedShare > 0 && !cached,
    reasoningAtOutputPrice: w.reasoningTokens > 0 && !reasoning,
  }
}

/** Converts a scaled amount between USD and CNY (both have two minor digits) at the workload's rate. */
function convert(scaled: bigint, from: string, w: Workload): bigint | null {
  if (from === w.currency) return scaled
  const rate = rateUnits(w.usdCny)
  if (rate <= 0n) return null
  if (from === 'USD' && w.currency === 'CNY') return divRound(scaled * rate, RATE_ONE)
  if (from === 'CNY' && w.currency === 'USD') return divRound(scaled * RATE_ONE, rate)
  return null
}

/** What 1M input + 1M output tokens cost, when both prices are published in one currency (the detail page's example). */
export function costOfMillionInOut(pricing: { input: Money | null; output: Money | null }): Money | null {
  const { input, output } = pricing
  if (!input || !output || input.currency !== output.currency) return null
  // Integer amounts add exactly (no 0.30000000000000004).
  return { amount: input.amount + output.amount, currency: input.currency }
}
