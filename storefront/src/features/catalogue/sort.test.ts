import { describe, expect, it } from 'vitest'
import { defaultSort, parsePage, parseSort, payloadSort, sortOptions } from './sort'

describe('catalogue sorts (SPEC §9)', () => {
  it('offers the seven sorts of the spec', () => {
    expect(sortOptions).toEqual(['rating', 'downloads', 'time', 'latest', 'popular', 'views', 'likes'])
  })

  it('maps each sort to its field, highest first, with a stable tie-breaker', () => {
    expect(payloadSort('rating')).toEqual(['-rating', 'name', 'id'])
    expect(payloadSort('downloads')[0]).toBe('-downloads')
    expect(payloadSort('time')).toEqual(['-createdAt', '-id'])
    expect(payloadSort('latest')).toEqual(['-publishedAt', '-createdAt', '-id'])
    expect(payloadSort('popular')[0]).toBe('-traffic.monthlyVisits')
    expect(payloadSort('views')[0]).toBe('-counters.views')
    expect(payloadSort('likes')[0]).toBe('-counters.likes')
  })

  it('reads ?sort= and ?page= defensively', () => {
    expect(parseSort('views')).toBe('views')
    expect(parseSort(['likes', 'rating'])).toBe('likes')
    expect(parseSort('nonsense')).toBe(defaultSort)
    expect(parseSort(undefined)).toBe(defaultSort)
    expect(parsePage('3')).toBe(3)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('2.5')).toBe(1)
    expect(parsePage('abc')).toBe(1)
    expect(parsePage(undefined)).toBe(1)
  })
})
