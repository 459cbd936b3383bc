import { type Money, toMoney } from '@aidir/cms/lib'
import type { AssistantCurrency, AssistantQuery } from './assistantQuery'
import { gpuMemory, gpusNeeded, hoursPerMonth, type MemoryEstimate } from './gpuMemory'
import type { ComputeOffer, GpuSpec } from './queries'

/**
 * The compute assistant's answer: the memory the workload needs, how many of each GPU hold it, and
 * the listed offers built on those GPUs with what they cost a month in the reader's currency.
 * Pure, so the page and the tests share it.
 */
export type GpuFit = { gpu: GpuSpec; count: number; totalMemoryGb: number; fp8Missing: boolean }
export type OfferFit = {
  offer: ComputeOffer
  gpu: GpuSpec
  /** Nodes (machines or cards) to rent or buy so enough GPUs hold the workload. */
  units: number
  gpusTotal: number
  /** Hourly and monthly prices become a monthly cost; a purchase price stays one-off. */
  monthly: Money | null
  oneOff: Money | null
  overBudget: boolean
}
export type AssistantAnswer = { estimate: MemoryEstimate; gpus: GpuFit[]; offers: OfferFit[]; unpriced: number }

/** USD↔CNY for comparing prices listed in the other currency (the cost calculator's rate). */
export const USD_CNY = 7.2

function convert(m: Money, to: AssistantCurrency): Money | null {
  if (m.currency === to) return m
  if (m.currency === 'USD' && to === 'CNY') return { amount: Math.round(m.amount * USD_CNY), currency: to }
  if (m.currency === 'CNY' && to === 'USD') return { amount: Math.round(m.amount / USD_CNY), currency: to }
  return null
}

export function answerWorkload(q: AssistantQuery, gpus: GpuSpec[], offers: ComputeOffer[]): AssistantAnswer {
  const estimate = gpuMemory({ paramsB: q.paramsB, mode: q.mode, precision: q.precision, contextTokens: q.contextTokens, batch: q.batch })
  const fp8 = q.precision === 'fp8'
  const gpuFits = gpus
    .map((gpu) => {
      const count = gpusNeeded(estimate.totalGb, gpu.memoryGb)
      return { gpu, count, totalMemoryGb: count * gpu.memoryGb, fp8Missing: fp8 && !gpu.fp8 }
    })
    .sort((a, b) => a.count - b.count || b.gpu.memoryGb - a.gpu.memoryGb)
  const byId = new Map(gpus.map((g) => [g.id, g]))
  const budget = q.budget === null ? null : toMoney(q.budget, q.currency)
  let unpriced = 0
  const fits: OfferFit[] = []
  for (const offer of offers) {
    const gpu = offer.gpuSpecId ? byId.get(offer.gpuSpecId) : undefined
    if (!gpu) continue
    const perUnit = Math.max(1, offer.gpuCount ?? 1)
    const units = Math.ceil(gpusNeeded(estimate.totalGb, gpu.memoryGb) / perUnit)
    const price = offer.price ? convert(offer.price, q.currency) : null
    if (!price || !offer.price?.unit) unpriced++
    const scaled = price ? { amount: price.amount * units, currency: price.currency } : null
    const monthly = scaled && offer.price?.unit === 'hour' ? { ...scaled, amount: scaled.amount * hoursPerMonth } : scaled && offer.price?.unit === 'month' ? scaled : null
    const oneOff = scaled && offer.price?.unit === 'one_time' ? scaled : null
    fits.push({ offer, gpu, units, gpusTotal: units * perUnit, monthly, oneOff, overBudget: Boolean(budget && monthly && monthly.amount > budget.amount) })
  }
  // Cheapest monthly first, then one-off purchases, then offers without a price.
  const rank = (f: OfferFit) => (f.monthly ? 0 : f.oneOff ? 1 : 2)
  fits.sort((a, b) => rank(a) - rank(b) || (a.monthly?.amount ?? a.oneOff?.amount ?? 0) - (b.monthly?.amount ?? b.oneOff?.amount ?? 0) || a.units - b.units)
  return { estimate, gpus: gpuFits, offers: fits, unpriced }
}
