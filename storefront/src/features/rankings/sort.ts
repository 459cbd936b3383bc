import { z } from 'zod'
import type { RankingRow } from './queries'

/** Columns a ranking table sorts by (?sort=…&dir=asc|desc); anything else falls back to rank. */
export const sortKeys = ['rank', 'visits', 'growth', 'growthRate', 'avgStay', 'bounceRate', 'createDays'] as const
export type SortKey = (typeof sortKeys)[number]
export type Sort = { key: SortKey; dir: 'asc' | 'desc' }

/** Natural first direction per column: rank ascending, figures descending. */
export const defaultDir = (key: SortKey): 'asc' | 'desc' => (key === 'rank' ? 'asc' : 'desc')

const schema = z.object({ sort: z.enum(sortKeys).catch('rank'), dir: z.enum(['asc', 'desc']).optional().catch(undefined) })

export function parseSort(query: Record<string, string | string[] | undefined>): Sort {
  // From the listing query segment (features/routing/listingQuery.ts); bad values mean rank order.
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const { sort, dir } = schema.parse({ sort: first(query.sort) ?? 'rank', dir: first(query.dir) })
  return { key: sort, dir: dir ?? defaultDir(sort) }
}

const valueOf: Record<SortKey, (r: RankingRow) => number | null> = {
  rank: (r) => r.rank,
  visits: (r) => r.visits,
  growth: (r) => r.growth,
  growthRate: (r) => r.growthRate,
  avgStay: (r) => r.avgVisitDuration,
  bounceRate: (r) => r.bounceRate,
  createDays: (r) => r.createDays,
}

/** Sorted copy; rows without the figure go last either way, ties keep rank order. */
export function sortRows(rows: RankingRow[], sort: Sort): RankingRow[] {
  const get = valueOf[sort.key]
  const sign = sort.dir === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = get(a)
    const y = get(b)
    if (x === null || y === null) return x === y ? a.rank - b.rank : x === null ? 1 : -1
    return x === y ? a.rank - b.rank || a.productId - b.productId : (x - y) * sign
  })
}
