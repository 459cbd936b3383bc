import { describe, expect, it } from 'vitest'
import { rankingCsv } from '../../storefront/src/features/rankings/csv'
import type { RankingRow, SnapshotMeta } from '../../storefront/src/features/rankings/queries'
import { parseAppSlug, parseRankingSlug } from '../../storefront/src/features/rankings/slug'
import { parseSort, sortRows } from '../../storefront/src/features/rankings/sort'
import { pinFits, pinnedSnapshotId } from '../../storefront/src/features/rankings/snapshotPin'
import { listingQueryPath, splitListingQuery } from '../../storefront/src/features/routing/listingQuery'

const row = (rank: number, productId: number, extra: Partial<RankingRow> = {}): RankingRow => ({
  rank, productId, key: `p${productId}`, name: `P${productId}`, categoryKey: null, categoryName: null, visits: 1000 - rank,
  previousVisits: null, growth: null, growthRate: null, avgVisitDuration: null, bounceRate: null, createDays: null, previousRank: null, ...extra,
})

describe('ranking page addresses', () => {
  it('reads period, region, category, trend and new from the slug', () => {
    expect(parseRankingSlug('monthly', [])).toMatchObject({ granularity: 'month', period: undefined, view: { board: 'traffic', scope: 'global' } })
    expect(parseRankingSlug('monthly', ['2026-10', 'region', 'us'])).toMatchObject({ period: '2026-10', view: { board: 'region', scope: 'us' } })
    expect(parseRankingSlug('monthly', ['region', 'global'])?.view).toEqual({ board: 'traffic', scope: 'global' })
    expect(parseRankingSlug('weekly', ['2026-W45', 'trend'])).toMatchObject({ granularity: 'week', view: { board: 'trend' } })
    expect(parseRankingSlug('quarterly', ['category', 'chatbots'])?.view).toEqual({ board: 'category', scope: 'chatbots' })
    for (const bad of [['2026-13'], ['2026-W45'], ['region', 'xx'], ['trend', 'x'], ['category'], ['category', 'Bad Key'], ['daily']]) {
      expect(parseRankingSlug('monthly', bad), bad.join('/')).toBeUndefined()
    }
    expect(parseAppSlug(['2026-10'])).toEqual({ period: '2026-10' })
    expect(parseAppSlug(['com.example'])).toBeUndefined()
  })

  it('moves the sort and pinned snapshot into the listing query segment and back (one mechanism with the other listings)', () => {
    const q = (s: string) => new URLSearchParams(s)
    const roundTrip = (path: string, search: string) => {
      const rewritten = listingQueryPath(path, q(search))
      return rewritten && splitListingQuery(rewritten.split('/').filter(Boolean))
    }
    const monthly = listingQueryPath('/best-ai-tools/monthly', q('sort=visits&dir=asc'))!
    expect(monthly).toMatch(/^\/best-ai-tools\/monthly\/q\/[A-Za-z0-9_-]+$/)
    // Parameter order does not make another cache entry; tracking parameters make none at all.
    expect(listingQueryPath('/best-ai-tools/monthly', q('utm_source=x&dir=asc&sort=visits&_rsc=1'))).toBe(monthly)
    expect(listingQueryPath('/best-ai-tools/monthly', q('utm_source=x'))).toBeNull()
    expect(roundTrip('/best-ai-tools/weekly/2026-W45/region/us', 'sort=growthRate&v=42')).toEqual({
      slug: ['best-ai-tools', 'weekly', '2026-W45', 'region', 'us'],
      query: { sort: 'growthRate', v: '42' },
    })
    expect(roundTrip('/best-ai-apps/android/2026-10', 'sort=growth&dir=desc')?.slug).toEqual(['best-ai-apps', 'android', '2026-10'])
    expect(listingQueryPath('/best-ai-tools', q('sort=visits'))).toBeNull()
    expect(listingQueryPath('/discover', q('sort=visits'))).toBeNull()
    // The other listings keep every parameter.
    expect(splitListingQuery(['x', ...listingQueryPath('/tools', q('page=2&utm_source=x'))!.split('/').slice(2)]).query).toEqual({ page: '2', utm_source: 'x' })
    expect(splitListingQuery(['2026-10', 'trend'])).toEqual({ slug: ['2026-10', 'trend'], query: {} })
    expect(splitListingQuery(['category', 'q'])).toEqual({ slug: ['category', 'q'], query: {} })
    expect(splitListingQuery(['q', '%%%'])).toEqual({ slug: [], query: {} })
    expect(parseSort({ sort: 'visits' })).toEqual({ key: 'visits', dir: 'desc' })
    expect(parseSort({ sort: 'nope', dir: 'asc' })).toEqual({ key: 'rank', dir: 'asc' })
  })

  it('pins a reader to a snapshot only of the ranking the address names', () => {
    expect(pinnedSnapshotId({ v: '42' })).toBe(42)
    for (const bad of [undefined, '', '0', '-1', '4.2', 'abc', '99999999999']) expect(pinnedSnapshotId({ v: bad }), String(bad)).toBeUndefined()
    const snap = { granularity: 'month', board: 'region', scope: 'us', period: '2026-10' } as SnapshotMeta
    expect(pinFits(snap, { granularity: 'month', board: 'region', scope: 'us' })).toBe(true)
    expect(pinFits(snap, { granularity: 'month', board: 'region', scope: 'us', period: '2026-10' })).toBe(true)
    expect(pinFits(snap, { granularity: 'month', board: 'region', scope: 'us', period: '2026-09' })).toBe(false)
    expect(pinFits(snap, { granularity: 'month', board: 'region', scope: 'jp' })).toBe(false)
    expect(pinFits(snap, { granularity: 'week', board: 'region', scope: 'us' })).toBe(false)
  })

  it('sorts rows with missing figures last and ties in rank order', () => {
    const rows = [row(1, 1, { growthRate: 0.1 }), row(2, 2, { growthRate: null }), row(2, 3, { growthRate: 0.5 }), row(4, 4, { growthRate: 0.1 })]
    expect(sortRows(rows, { key: 'growthRate', dir: 'desc' }).map((r) => r.productId)).toEqual([3, 1, 4, 2])
    expect(sortRows(rows, { key: 'growthRate', dir: 'asc' }).map((r) => r.productId)).toEqual([1, 4, 3, 2])
    expect(sortRows(rows, { key: 'rank', dir: 'asc' }).map((r) => r.productId)).toEqual([1, 2, 3, 4])
  })

  it('writes CSV that spreadsheets read safely', () => {
    const snapshot = { period: '2026-10', source: 'sandbox', metric: 'visits' } as SnapshotMeta
    const csv = rankingCsv(snapshot, [row(1, 1, { name: '=HYPERLINK("x")', categoryName: 'Chat, "bots"' })])
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]!.split(',')).toContain('previous_visits')
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`)
    expect(lines[1]).toContain('"Chat, ""bots"""')
  })
})
