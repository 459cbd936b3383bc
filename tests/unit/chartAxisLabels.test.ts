import { describe, expect, it } from 'vitest'
import { AXIS_FONT_PX, CHART_TIERS, endRoomPx, textEm, xLabelTiers } from '../../storefront/src/features/product/charts/axisLabels'

const months = (n: number) => Array.from({ length: n }, (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`)

describe('line chart x labels', () => {
  it('always labels the last point, and no label sits one step before it (the overlap seen on the traffic chart)', () => {
    for (const n of [2, 7, 12, 13, 24, 25, 36]) {
      const tiers = xLabelTiers(months(n), ['0', '500M', '1B', '1.5B'])
      for (const tier of CHART_TIERS.keys()) {
        const shown = tiers.flatMap((t, i) => (t.includes(tier) ? [i] : []))
        expect(shown.at(-1), `n=${n} tier ${tier}`).toBe(n - 1)
        const steps = shown.slice(1).map((i, k) => i - shown[k]!)
        // Evenly spaced back from the end: the first shown label may be nearer the start, never the last.
        expect(new Set(steps).size, `n=${n} tier ${tier}`).toBeLessThanOrEqual(1)
      }
    }
  })

  it('leaves room between neighbouring labels at the smallest width of each tier', () => {
    const labels = months(24)
    const yLabels = ['0', '500M', '1B', '1.5B', '2B']
    const tiers = xLabelTiers(labels, yLabels)
    const labelPx = Math.max(...labels.map(textEm)) * AXIS_FONT_PX
    const yAxisPx = Math.max(Math.max(...yLabels.map(textEm)) * AXIS_FONT_PX, endRoomPx(labels) - 8) + 8
    CHART_TIERS.forEach((width, tier) => {
      const plot = width - yAxisPx - endRoomPx(labels)
      const shown = tiers.flatMap((t, i) => (t.includes(tier) ? [i] : []))
      const spacing = ((shown[1]! - shown[0]!) * plot) / (labels.length - 1)
      expect(spacing, `tier ${tier}`).toBeGreaterThanOrEqual(labelPx + 12)
    })
    // A phone shows fewer labels than a desktop.
    const count = (tier: number) => tiers.filter((t) => t.includes(tier)).length
    expect(count(0)).toBeLessThan(count(2))
    expect(count(0)).toBeGreaterThanOrEqual(2)
  })

  it('counts ideographs as wide', () => {
    expect(textEm('十二月')).toBe(3)
    expect(textEm('2026-01')).toBeCloseTo(4.55)
  })
})
