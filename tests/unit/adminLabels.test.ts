import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { AdPositions } from '../../cms/src/collections/AdPositions'
import { Products } from '../../cms/src/collections/Products'
import { RouteRules } from '../../cms/src/collections/RouteRules'

/** Every named field of a collection, through rows, groups, tabs and arrays. */
function allFields(fields: Field[]): Field[] {
  return fields.flatMap((f) => {
    const nested = 'fields' in f && Array.isArray(f.fields) ? allFields(f.fields) : f.type === 'tabs' ? f.tabs.flatMap((t) => allFields(t.fields)) : []
    return 'name' in f ? [f, ...nested] : nested
  })
}
const field = (fields: Field[], name: string) => allFields(fields).find((f) => 'name' in f && f.name === name) as any

/** Editors choose from words, not from the stored codes (cn_pick, one_time, regex…). */
describe('admin labels for editors', () => {
  it('product choices are shown as words', () => {
    for (const name of ['recommend', 'pricingModel', 'period']) {
      const options = field(Products.fields, name).options as { label: string; value: string }[]
      for (const option of options) {
        expect(typeof option, `${name} option`).toBe('object')
        expect(option.label).not.toMatch(/_/)
      }
    }
    expect(field(Products.fields, 'url').label).toBe('Website address')
    expect(field(Products.fields, 'faq').label).toBe('FAQ')
  })

  it('ad placements are named by where they are on the site', () => {
    const options = field(AdPositions.fields, 'placement').options as { label: string; value: string }[]
    expect(options.find((o) => o.value === 'home_banner')!.label).toBe('Home page banner')
    for (const option of options) expect(option.label).not.toMatch(/_/)
  })

  it('route rule match kinds and the redirect target say what they do', () => {
    const match = field(RouteRules.fields, 'match').options as { label: string; value: string }[]
    expect(match.map((o) => o.value)).toEqual(['exact', 'prefix', 'contains', 'regex'])
    expect(match.find((o) => o.value === 'regex')!.label).toBe('Regular expression')
    expect(field(RouteRules.fields, 'jumpUrl').label).toBe('Redirect to')
  })
})

describe('customer records in the admin navigation', () => {
  it('are shown to support and admins, hidden from editors', async () => {
    const { Favorites } = await import('../../cms/src/collections/Favorites')
    const { PointsLedger } = await import('../../cms/src/collections/PointsLedger')
    const { NotificationPhones } = await import('../../cms/src/collections/verification/NotificationPhones')
    for (const collection of [Favorites, PointsLedger, NotificationPhones]) {
      const hidden = collection.admin?.hidden as (args: { user: unknown }) => boolean
      expect(typeof hidden, collection.slug).toBe('function')
      expect(hidden({ user: { role: 'editor' } }), collection.slug).toBe(true)
      expect(hidden({ user: { role: 'support' } }), collection.slug).toBe(false)
      expect(hidden({ user: { role: 'admin' } }), collection.slug).toBe(false)
    }
  })
})
