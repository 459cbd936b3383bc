import { describe, expect, it } from 'vitest'
import { domainFacts } from '@/features/product/domainFacts'

const days = (n: string) => `${n} days`

describe('the domain facts of the traffic tab', () => {
  it('lists the registration date and age as no data (null) when no registry record is known', () => {
    // Midjourney's page read "registered Oct 2026, 56 days old" from a made-up date.
    for (const domain of [null, undefined, {}, { createdAt: null, ageDays: null, source: null }]) {
      expect(domainFacts(domain, 'en', days)).toEqual([
        { key: 'domainCreated', value: null },
        { key: 'domainAge', value: null },
      ])
    }
  })

  it('shows the registry’s date, the age and where the date comes from when known', () => {
    const facts = domainFacts({ createdAt: '1997-09-15T00:00:00.000Z', ageDays: 10_664, source: 'WHOIS of google.com' }, 'en', days)
    expect(facts).toEqual([
      { key: 'domainCreated', value: 'Sep 15, 1997' },
      { key: 'domainAge', value: '10,664 days' },
      { key: 'domainSource', value: 'WHOIS of google.com' },
    ])
  })

  it('never words an age without the date it is counted from', () => {
    expect(domainFacts({ ageDays: 56 }, 'en', days)).toContainEqual({ key: 'domainAge', value: null })
  })
})
