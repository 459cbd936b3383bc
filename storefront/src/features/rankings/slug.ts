// Module paths rather than the package index, so unit tests load this without a database configuration.
import type { Board } from '@aidir/cms/rankings'
import { type Granularity, parsePeriod } from '@aidir/cms/rankings'
import { isRegion } from '@aidir/cms/rankings'
import { routes } from '../../lib/routes'

/**
 * The URL grammar of a ranking page, after /best-ai-tools/{monthly|weekly|quarterly}:
 *   (period)? (region/{code} | category/{key} | trend | new)?
 * e.g. /best-ai-tools/monthly, /monthly/2026-10, /monthly/region/us, /monthly/2026-10/category/chatbots,
 * /weekly/2026-W45/trend. Without a period the latest published one; region/global is the main board.
 */
export const kinds = { weekly: 'week', monthly: 'month', quarterly: 'quarter' } as const satisfies Record<string, Granularity>
export type Kind = keyof typeof kinds
export const kindOf = (g: Granularity): Kind => (Object.keys(kinds) as Kind[]).find((k) => kinds[k] === g)!

export type BoardView = { board: Exclude<Board, 'ios' | 'android'>; scope: string }
export type RankingSelection = { kind: Kind; granularity: Granularity; period?: string; view: BoardView }

const keyPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

export function parseRankingSlug(kind: Kind, slug: string[] = []): RankingSelection | undefined {
  const granularity = kinds[kind]
  const parts = slug.map((s) => decodeURIComponent(s))
  let period: string | undefined
  if (parts[0] && /^\d{4}-/.test(parts[0])) {
    if (!parsePeriod(granularity, parts[0])) return undefined
    period = parts.shift()
  }
  const selection = (view: BoardView): RankingSelection => ({ kind, granularity, period, view })
  if (parts.length === 0) return selection({ board: 'traffic', scope: 'global' })
  const [head, value, ...rest] = parts
  if (rest.length > 0) return undefined
  if ((head === 'trend' || head === 'new') && value === undefined) return selection({ board: head, scope: 'global' })
  if (head === 'region' && value && isRegion(value)) return selection(value === 'global' ? { board: 'traffic', scope: 'global' } : { board: 'region', scope: value })
  if (head === 'category' && value && keyPattern.test(value)) return selection({ board: 'category', scope: value })
  return undefined
}

/** The path of a ranking page (without language prefix). */
export function rankingPath(kind: Kind, view: BoardView, period?: string): string {
  const parts: string[] = []
  if (period) parts.push(period)
  if (view.board === 'region') parts.push('region', view.scope)
  else if (view.board === 'category') parts.push('category', view.scope)
  else if (view.board === 'trend' || view.board === 'new') parts.push(view.board)
  return routes.rankingBoard(kind, parts)
}

/** The app-ranking pages: /best-ai-apps/{android|ios}(/period)?; monthly boards. */
export function parseAppSlug(slug: string[] = []): { period?: string } | undefined {
  if (slug.length === 0) return {}
  if (slug.length === 1 && parsePeriod('month', slug[0]!)) return { period: slug[0] }
  return undefined
}
