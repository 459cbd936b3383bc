import { describe, expect, it } from 'vitest'
import { proposedValues, scaledDecimal } from '../../cms/src/models/apiEntry'

describe('models API entries', () => {
  it('turns USD-per-token strings into exact stored per-million prices', () => {
    expect(scaledDecimal('0.0000025', 12)).toBe(2_500_000)
    expect(scaledDecimal('0.00000015', 12)).toBe(150_000)
    expect(scaledDecimal('1e-7', 12)).toBe(100_000)
    expect(scaledDecimal('0', 12)).toBe(0)
    expect(scaledDecimal('0.000000000000004', 12)).toBe(0)
    expect(scaledDecimal('0.0000000000006', 12)).toBe(1)
    expect(scaledDecimal('abc', 12)).toBeNull()
  })

  it('states only what the entry says: "-1" (varies) and missing prices leave ours alone', () => {
    const values = proposedValues({ id: 'a/b', pricing: { prompt: '-1', completion: '0.00001' }, architecture: { input_modalities: ['text', 'file'], output_modalities: ['text'] } })
    expect(values).toEqual({
      'pricing.output': { amount: 10_000_000, currency: 'USD' },
      'modalities.input': ['text'],
      'modalities.output': ['text'],
      'features.vision': false,
    })
  })
})
