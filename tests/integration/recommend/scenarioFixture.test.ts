import { readFileSync } from 'node:fs'
import { recommend } from '@aidir/cms/recommend'
import { locales, type Locale } from '@aidir/cms/locales'
import { describe, expect, it } from 'vitest'
import { payload } from '../helpers'

/**
 * The offline engine's plans for 44 scenarios (11 per language) against what a person would pick
 * from the curated catalogue (tests/fixtures/recommend/scenarios.json, judged by hand; the product
 * never reads it). Each scenario lists its needs as groups of acceptable products; a need is met
 * when the plan picks any of them. Measured when written: 62 of 65 needs met (0.954; en 20/20,
 * zh 16/17, zh-TW 12/13, ja 14/15). Floors a little below: 0.85 overall, 0.75 in each language,
 * and every scenario gets a plan.
 */
type Fixture = { scenarios: { locale: Locale; scenario: string; expected: string[][] }[] }
const fixture: Fixture = JSON.parse(readFileSync(new URL('../../fixtures/recommend/scenarios.json', import.meta.url), 'utf8'))
const FLOOR = 0.85
const LOCALE_FLOOR = 0.75

describe('scenario plans on the judged set', () => {
  it('has at least 40 scenarios, ten or more per language, every expected product in the catalogue', async () => {
    expect(fixture.scenarios.length).toBeGreaterThanOrEqual(40)
    for (const locale of locales) expect(fixture.scenarios.filter((s) => s.locale === locale).length, locale).toBeGreaterThanOrEqual(10)
    const keys = [...new Set(fixture.scenarios.flatMap((s) => s.expected.flat()))]
    const found = await payload.find({ collection: 'products', where: { key: { in: keys } }, pagination: false, overrideAccess: true, select: { key: true } })
    expect(keys.filter((k) => !found.docs.some((d) => d.key === k))).toEqual([])
  })

  it('meets the expected needs above the floor, overall and in each language', async () => {
    const met: Record<string, { met: number; total: number }> = Object.fromEntries(locales.map((l) => [l, { met: 0, total: 0 }]))
    const misses: string[] = []
    for (const s of fixture.scenarios) {
      const { plan } = await recommend(payload, 'solutions', { scenario: s.scenario, locale: s.locale }, { ranker: null, edition: 'intl' })
      expect(plan.steps.length, s.scenario).toBeGreaterThan(0)
      const picked = new Set(plan.steps.flatMap((step) => step.items.filter((i) => i.entity === 'products').map((i) => i.key)))
      for (const group of s.expected) {
        met[s.locale]!.total++
        if (group.some((k) => picked.has(k))) met[s.locale]!.met++
        else misses.push(`${s.locale} "${s.scenario}": none of ${group.slice(0, 4).join(', ')}… in ${plan.steps.map((st) => `${st.category.key}[${st.items.map((i) => i.key).join(' ')}]`).join(' ')}`)
      }
    }
    const total = Object.values(met).reduce((a, b) => ({ met: a.met + b.met, total: a.total + b.total }), { met: 0, total: 0 })
    console.log(`needs met: ${total.met}/${total.total} (${(total.met / total.total).toFixed(3)}); ${locales.map((l) => `${l} ${met[l]!.met}/${met[l]!.total}`).join(', ')}\n${misses.join('\n')}`)
    expect(total.met / total.total).toBeGreaterThanOrEqual(FLOOR)
    for (const locale of locales) expect(met[locale]!.met / met[locale]!.total, locale).toBeGreaterThanOrEqual(LOCALE_FLOOR)
  })
})
