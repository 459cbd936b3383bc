import { describe, expect, it } from 'vitest'
import { bestOf, comparablePrices, differs } from '../../storefront/src/features/models/compareRows'
import { costRows } from '../../storefront/src/features/models/costRows'
import type { ComparableModel } from '../../storefront/src/features/models/types'
import { parseCostQuery } from '../../storefront/src/features/models/workloadQuery'

const usd = (d: number) => ({ amount: Math.round(d * 1_000_000), currency: 'USD' })
function model(key: string, input: number | null, output: number | null, extra: Partial<ComparableModel> = {}): ComparableModel {
  return {
    key,
    name: key.toUpperCase(),
    provider: 'P',
    input: ['text'],
    output: ['text'],
    contextWindow: 128_000,
    pricing: { input: input === null ? null : usd(input), cachedInput: null, cacheWrite: null, output: output === null ? null : usd(output), reasoning: null },
    releaseDate: null,
    openWeights: false,
    providerLogo: null,
    maxOutputTokens: null,
    benchmarks: [],
    license: null,
    features: { tools: false, structuredOutput: false, reasoning: false, vision: false },
    ...extra,
  }
}
const bench = (score: number) => [{ name: 'GPQA', score, source: null, date: null }]

describe('comparison rows', () => {
  it('marks the best figure only where figures differ, ties included', () => {
    expect(bestOf([3, 1, 1], 'lower')).toEqual([1, 2])
    expect(bestOf([3, null, 5], 'higher')).toEqual([2])
    expect(bestOf([2, 2], 'lower')).toEqual([])
    expect(bestOf([2, null], 'lower')).toEqual([])
  })
  it('does not rank prices in different currencies', () => {
    expect(comparablePrices([usd(1), { amount: 1, currency: 'CNY' }])).toEqual([null, null])
    expect(differs([usd(1), usd(1)])).toBe(false)
    expect(differs([usd(1), null])).toBe(true)
  })
})

describe('cost rows', () => {
  const models = [
    model('cheap', 0.1, 0.4, { benchmarks: bench(50) }),
    model('mid', 1, 4, { benchmarks: bench(70), features: { tools: true, structuredOutput: false, reasoning: false, vision: true }, input: ['text', 'image'] }),
    model('pricey-worse', 5, 20, { benchmarks: bench(60) }),
    model('top', 10, 40, { benchmarks: bench(90), contextWindow: 1_000_000 }),
    model('unpriced', null, 1),
  ]
  it('sorts by cost, finds the cheapest and the frontier', () => {
    const r = costRows(models, parseCostQuery({}))
    expect(r.rows.map((x) => x.model.key)).toEqual(['cheap', 'mid', 'pricey-worse', 'top'])
    expect(r.unpriced).toBe(1)
    expect(r.cheapest?.model.key).toBe('cheap')
    expect(r.bench).toBe('GPQA')
    expect(r.frontier).toEqual(['cheap', 'mid', 'top'])
  })
  it('applies the requirements before choosing the cheapest', () => {
    expect(costRows(models, parseCostQuery({ feature: 'tools' })).cheapest?.model.key).toBe('mid')
    expect(costRows(models, parseCostQuery({ modality: 'image' })).rows.map((x) => x.model.key)).toEqual(['mid'])
    expect(costRows(models, parseCostQuery({ minContext: '200000' })).rows.map((x) => x.model.key)).toEqual(['top'])
    expect(costRows(models, parseCostQuery({ minContext: '2000000' })).cheapest).toBeNull()
  })
  it('sorts by score and by name on request', () => {
    expect(costRows(models, parseCostQuery({ sort: 'score' })).rows.map((x) => x.model.key)).toEqual(['top', 'mid', 'pricey-worse', 'cheap'])
    expect(costRows(models, parseCostQuery({ sort: 'name' })).rows[0]!.model.key).toBe('cheap')
  })
})
