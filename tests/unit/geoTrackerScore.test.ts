import { describe, expect, it } from 'vitest'
import { brandScore, exposureLevel, scorePlatform, SCORE_VERSION, wilson, type Detection } from '../../cms/src/geo'

const d = (status: Detection['status'], exposures: number, extra: Partial<Detection> = {}): Detection => ({
  status, exposures, position: null, evidence: [], mentions: [], cited: false, ...extra,
})

describe('tracker scoring', () => {
  it('maps exposures per answer to the five exposure levels', () => {
    expect(exposureLevel(0, 10)).toBe('low')
    expect(exposureLevel(2, 10)).toBe('low')
    expect(exposureLevel(5, 10)).toBe('slightly_low')
    expect(exposureLevel(10, 10)).toBe('normal')
    expect(exposureLevel(20, 10)).toBe('premium')
    expect(exposureLevel(30, 10)).toBe('high')
    expect(exposureLevel(0, 0)).toBe('low')
  })

  it('scores a platform by the published formula', () => {
    const answers = [
      { brand: d('recommended', 2, { position: 1, cited: true }), competitors: [d('mentioned', 1)] },
      { brand: d('mentioned', 1), competitors: [d('recommended', 1)] },
      { brand: d('absent', 0), competitors: [d('recommended', 2)] },
      { brand: d('negative', 1, { position: 2 }), competitors: [] },
    ]
    const s = scorePlatform(answers)
    expect(s.visibility).toBe(0.75)
    expect(s.exposures).toBe(4)
    expect(s.shareOfVoice).toBe(0.5)
    expect(s.position).toBeCloseTo((1 + 0.5 + 0.5) / 3, 3)
    expect(s.sentiment).toBeCloseTo(0.5, 3)
    expect(s.citations).toBe(0.25)
    const expected = 100 * (0.35 * 0.75 + 0.2 * 0.5 + 0.15 * ((1 + 0.5 + 0.5) / 3) + 0.15 * 0.5 + 0.15 * 0.25)
    expect(s.score).toBeCloseTo(expected, 1)
    expect(s.exposureLevel).toBe('normal')
    expect(s.uncertain).toBe(true)
    expect(s.visibilityInterval[0]).toBeLessThan(0.75)
    expect(s.visibilityInterval[1]).toBeGreaterThan(0.75)
  })

  it('gives zero to a brand nobody mentions and averages platforms into the brand score', () => {
    const none = scorePlatform(Array.from({ length: 12 }, () => ({ brand: d('absent', 0), competitors: [d('recommended', 1)] })))
    expect(none).toMatchObject({ visibility: 0, score: 0, exposureLevel: 'low', uncertain: false })
    const all = scorePlatform(Array.from({ length: 12 }, () => ({ brand: d('recommended', 3, { position: 1, cited: true }), competitors: [] })))
    expect(all.score).toBe(100)
    expect(brandScore({ a: none, b: all })).toEqual({ score: 50, version: SCORE_VERSION, uncertain: false })
  })

  it('narrows the visibility interval as answers grow', () => {
    const [lo1, hi1] = wilson(3, 6)
    const [lo2, hi2] = wilson(50, 100)
    expect(hi1 - lo1).toBeGreaterThan(hi2 - lo2)
  })
})
