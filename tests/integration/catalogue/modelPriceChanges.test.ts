import { modelPriceChanges } from '@aidir/cms/catalogue'
import { describe, expect, it } from 'vitest'
import { payload, unique } from '../helpers'

/** A model page's price history in one statement (cms/src/catalogue/modelPriceChanges.ts) says what the Local API says. */
describe('model price changes', () => {
  it('lists the same changes as the Local API, newest first, only the fields asked for, at most the limit', async () => {
    const model = await payload.create({
      collection: 'ai-models',
      data: { key: unique('price-model'), name: unique('Model'), provider: 'Test', description: 'A model', status: 'published' } as never,
      overrideAccess: true,
      context: { skipSearchIndex: true },
    })
    const day = 86_400_000
    const rows: [string, number][] = [
      ['pricing.input', 1],
      ['pricing.output', 2],
      ['contextWindow', 3],
      ['pricing.cachedInput', 4],
      ['pricing.input', 4],
      ['pricing.output', 5],
    ]
    for (const [field, age] of rows) {
      await payload.create({
        collection: 'ai-model-changes',
        data: { model: model.id, field, before: { amount: 100 * age, currency: 'USD' }, after: { amount: 90 * age, currency: 'USD' }, changedAt: new Date(Date.now() - age * day).toISOString(), source: 'test' } as never,
        overrideAccess: true,
      })
    }
    const fields = ['pricing.input', 'pricing.cachedInput', 'pricing.cacheWrite', 'pricing.output', 'pricing.reasoning']
    const local = await payload.find({
      collection: 'ai-model-changes',
      where: { and: [{ model: { equals: model.id } }, { field: { in: fields } }] },
      sort: '-changedAt',
      limit: 4,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { field: true, before: true, after: true, changedAt: true },
    })
    const expected = local.docs.map((d) => ({ field: d.field, before: d.before, after: d.after, changedAt: d.changedAt }))
    expect(expected).toHaveLength(4)
    expect(expected.some((d) => d.field === 'contextWindow')).toBe(false)
    expect(await modelPriceChanges(payload, model.id as number, fields, 4)).toEqual(expected)
    expect(await modelPriceChanges(payload, model.id as number, ['pricing.reasoning'], 10)).toEqual([])
  })
})
