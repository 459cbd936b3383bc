import { describe, expect, it } from 'vitest'
import { compareSearch, parseCompareQuery } from '../../storefront/src/features/models/compareQuery'
import { parseCostQuery, workloadLimits } from '../../storefront/src/features/models/workloadQuery'

describe('compare query', () => {
  it('reads comma lists and repeated parameters alike', () => {
    expect(parseCompareQuery({ m: 'gpt-4o,claude-3-5-sonnet' })).toEqual({ keys: ['gpt-4o', 'claude-3-5-sonnet'], problem: null })
    expect(parseCompareQuery({ m: ['gpt-4o', 'deepseek-v3,qwen-max'] }).keys).toEqual(['gpt-4o', 'deepseek-v3', 'qwen-max'])
    expect(parseCompareQuery({})).toEqual({ keys: [], problem: null })
    expect(parseCompareQuery({ m: ' a , ,b ' })).toEqual({ keys: ['a', 'b'], problem: null })
  })

  it('refuses more than four models, keeping the first four', () => {
    expect(parseCompareQuery({ m: 'a,b,c,d,e' })).toEqual({ keys: ['a', 'b', 'c', 'd'], problem: { kind: 'tooMany', count: 5 } })
    expect(parseCompareQuery({ m: 'a,'.repeat(400) }).problem?.kind).toBe('tooMany')
  })

  it('names duplicates and drops them', () => {
    expect(parseCompareQuery({ m: 'a,b,a' })).toEqual({ keys: ['a', 'b'], problem: { kind: 'duplicate', keys: ['a'] } })
  })

  it('refuses values that cannot be model keys', () => {
    expect(parseCompareQuery({ m: 'a,<script>,B' }).problem).toEqual({ kind: 'invalid', values: ['<script>', 'B'] })
  })

  it('writes the shareable form', () => {
    expect(compareSearch(['a', 'b-c'])).toBe('?m=a,b-c')
    expect(compareSearch([])).toBe('')
  })
})

describe('cost calculator query', () => {
  it('falls back to the defaults without problems', () => {
    const q = parseCostQuery({})
    expect(q.problems).toEqual([])
    expect(q.workload).toEqual({ requestsPerDay: 1000, inputTokens: 1000, outputTokens: 500, cachedShare: 0, reasoningTokens: 0, currency: 'USD', usdCny: 7.2 })
    expect(q.sort).toBe('cost')
  })

  it('reads every field, accepting digit grouping', () => {
    const q = parseCostQuery({ requestsPerDay: '50,000', inputTokens: '2000', outputTokens: '100', cachedShare: '80', reasoningTokens: '300', currency: 'CNY', usdCny: '7.1234', minContext: '128000', modality: 'image', feature: ['tools', 'vision'], sort: 'score', bench: 'MMLU' })
    expect(q.problems).toEqual([])
    expect(q.workload).toEqual({ requestsPerDay: 50_000, inputTokens: 2000, outputTokens: 100, cachedShare: 80, reasoningTokens: 300, currency: 'CNY', usdCny: 7.1234 })
    expect([q.minContext, q.modality, q.features, q.sort, q.bench]).toEqual([128_000, 'image', ['tools', 'vision'], 'score', 'MMLU'])
  })

  it('names each value out of range or malformed and keeps its default', () => {
    const q = parseCostQuery({ requestsPerDay: '0', inputTokens: '-5', cachedShare: '101', outputTokens: '1.5', usdCny: '0', currency: 'EUR', sort: 'x', feature: 'teleport' })
    expect(q.problems).toEqual([
      { field: 'requestsPerDay', kind: 'range', min: 1, max: workloadLimits.requestsPerDay.max },
      { field: 'inputTokens', kind: 'integer', min: 0, max: workloadLimits.inputTokens.max },
      { field: 'outputTokens', kind: 'integer', min: 0, max: workloadLimits.outputTokens.max },
      { field: 'cachedShare', kind: 'range', min: 0, max: 100 },
      { field: 'currency', kind: 'choice' },
      { field: 'usdCny', kind: 'rate', min: 0.01, max: 1000 },
      { field: 'feature', kind: 'choice' },
      { field: 'sort', kind: 'choice' },
    ])
    expect(q.workload.requestsPerDay).toBe(1000)
    expect(q.workload.currency).toBe('USD')
  })
})
