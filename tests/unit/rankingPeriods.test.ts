import { describe, expect, it } from 'vitest'
import { dateInZone, lastCompletePeriod, nextPeriod, parsePeriod, periodOf, periodsUntil, previousPeriod } from '../../cms/src/rankings/periods'
import { buildDomainIndex, normaliseHost } from '../../cms/src/traffic/domains'

describe('ranking periods', () => {
  it('labels months, ISO weeks and quarters', () => {
    const d = new Date('2026-11-22T10:00:00Z')
    expect(periodOf('month', d)).toEqual({ granularity: 'month', label: '2026-11', start: '2026-11-01', end: '2026-12-01' })
    expect(periodOf('week', d)).toEqual({ granularity: 'week', label: '2026-W47', start: '2026-11-16', end: '2026-11-23' })
    expect(periodOf('quarter', d)).toEqual({ granularity: 'quarter', label: '2026-Q4', start: '2026-10-01', end: '2027-01-01' })
    // ISO week-numbering years at the turn of the year.
    expect(periodOf('week', new Date('2027-01-01T00:00:00Z')).label).toBe('2026-W53')
    expect(periodOf('week', new Date('2024-12-30T00:00:00Z')).label).toBe('2025-W01')
  })

  it('parses labels and refuses what is not one', () => {
    expect(parsePeriod('week', '2026-W53')?.start).toBe('2026-12-28')
    expect(parsePeriod('week', '2025-W53')).toBeUndefined()
    expect(parsePeriod('month', '2026-13')).toBeUndefined()
    expect(parsePeriod('quarter', '2026-Q5')).toBeUndefined()
    expect(parsePeriod('month', '2026-W01')).toBeUndefined()
  })

  it('steps between periods', () => {
    expect(previousPeriod(parsePeriod('month', '2026-01')!).label).toBe('2025-12')
    expect(nextPeriod(parsePeriod('quarter', '2026-Q4')!).label).toBe('2027-Q1')
    expect(periodsUntil(parsePeriod('week', '2026-W02')!, 3).map((p) => p.label)).toEqual(['2025-W52', '2026-W01', '2026-W02'])
  })

  it('publishes the last complete period on schedule days, in the schedule time zone', () => {
    // Wednesday 2026-11-18: the week that ended on Sunday the 15th.
    expect(lastCompletePeriod('week', new Date('2026-11-18T04:00:00Z')).label).toBe('2026-W46')
    expect(lastCompletePeriod('month', new Date('2026-11-08T04:00:00Z')).label).toBe('2026-10')
    expect(lastCompletePeriod('quarter', new Date('2026-10-08T04:30:00Z')).label).toBe('2026-Q3')
    // 23:30 UTC on 7 November is already the 8th in Shanghai.
    const late = new Date('2026-11-07T23:30:00Z')
    expect(dateInZone(late, 'Asia/Shanghai').toISOString().slice(0, 10)).toBe('2026-11-08')
    expect(dateInZone(late, 'UTC').toISOString().slice(0, 10)).toBe('2026-11-07')
  })
})

describe('domain matching', () => {
  it('normalises hosts: scheme, www, case, port, trailing slash', () => {
    expect(normaliseHost('HTTPS://WWW.Example.com:8443/Path/')).toEqual({ host: 'example.com', path: '/path' })
    expect(normaliseHost('example.com')).toEqual({ host: 'example.com', path: '' })
    expect(normaliseHost('not a domain')).toBeUndefined()
    expect(normaliseHost('localhost')).toBeUndefined()
  })

  it('matches host plus path, then host, then a parent domain; reports ambiguity', () => {
    const index = buildDomainIndex([
      { id: 1, url: 'https://www.alpha.ai' },
      { id: 2, url: 'https://github.com/org/tool' },
      { id: 3, url: 'https://github.com/org/other' },
      { id: 4, url: 'https://twin.io' },
      { id: 5, url: 'http://twin.io/' },
    ])
    expect(index.match('alpha.ai')).toEqual({ productId: 1 })
    expect(index.match('https://alpha.ai/pricing')).toEqual({ productId: 1 })
    expect(index.match('app.alpha.ai')).toEqual({ productId: 1 })
    expect(index.match('github.com/org/tool')).toEqual({ productId: 2 })
    expect(index.match('github.com')).toEqual({ error: 'unmatched' })
    expect(index.match('twin.io')).toEqual({ error: 'ambiguous' })
    expect(index.match('%%')).toEqual({ error: 'invalid' })
  })
})
