import { describe, expect, it } from 'vitest'
import { rankingCsv } from '../../storefront/src/features/rankings/csv'
import type { RankingRow, SnapshotMeta } from '../../storefront/src/features/rankings/queries'
import { parseAppSlug, parseRankingSlug } from '../../storefront/src/features/rankings/slug'
import { parseSort, sortRows } from '../../storefront/src/features/rankings/sort'
import { sortRewrite, takeSort } from '../../storefront/src/features/rankings/sortSegment'

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

  it('turns a sort query into a cacheable path segment and back', () => {
    const q = (s: string) => new URLSearchParams(s)
    expect(sortRewrite('/best-ai-tools/monthly', q('sort=visits&dir=asc'))).toBe('/best-ai-tools/monthly/~sort-visits-asc')
    expect(sortRewrite('/zh/best-ai-tools/weekly/2026-W45/', q('sort=growthRate'))).toBe('/zh/best-ai-tools/weekly/2026-W45/~sort-growthRate')
    expect(sortRewrite('/best-ai-apps/android', q('sort=growth&dir=desc'))).toBe('/best-ai-apps/android/~sort-growth-desc')
    expect(sortRewrite('/best-ai-tools/monthly', q('sort=evil'))).toBeUndefined()
    expect(sortRewrite('/best-ai-tools/monthly', q('sort=visits&dir=up'))).toBeUndefined()
    expect(sortRewrite('/discover', q('sort=visits'))).toBeUndefined()
    expect(takeSort(['2026-10', '~sort-visits-asc'])).toEqual({ slug: ['2026-10'], sort: { sort: 'visits', dir: 'asc' } })
    expect(takeSort(['trend'])).toEqual({ slug: ['trend'], sort: {} })
    expect(parseSort({ sort: 'visits' })).toEqual({ key: 'visits', dir: 'desc' })
    expect(parseSort({ sort: 'nope', dir: 'asc' })).toEqual({ key: 'rank', dir: 'asc' })
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
