/**
 * The MCP rankings' formulas, pure and published: the page prints these weights and rules, so what
 * a visitor reads is what ranked the servers. Inputs are the signals the task service records
 * (signals.ts); nothing here reads the database.
 */

/** Weights of the popularity score: each signal on a log scale, relative to the catalogue's largest. */
export const POPULAR_WEIGHTS = { downloads: 0.4, stars: 0.3, views: 0.2, copies: 0.1 } as const

/**
 * Trending: relative growth of each signal over the period, damped by a constant so a server going
 * from 1 to 3 stars does not outrank one going from 10,000 to 14,000 downloads.
 */
export const TRENDING_WEIGHTS = { downloads: 0.5, stars: 0.3, attention: 0.2 } as const
export const TRENDING_DAMPING = { downloads: 1_000, stars: 50, attention: 100 } as const
/** Config copies count this many page views in "attention" (a copy is a step towards installing). */
export const COPY_AS_VIEWS = 5
/** The trending periods, in days. */
export const TRENDING_PERIODS = [7, 30] as const
export type TrendingPeriod = (typeof TRENDING_PERIODS)[number]

/** Top rated: quality signals, each 0…1; a signal we do not know for a server leaves the sum (weights renormalised). */
export const QUALITY_WEIGHTS = { toolDocs: 0.35, liveness: 0.25, maintenance: 0.2, official: 0.1, popularity: 0.1 } as const
/** A tool description this long or longer counts in full; shorter ones in proportion. */
export const GOOD_DESCRIPTION_CHARS = 40
/** Maintenance: full within this many days of the last commit, falling to 0 at MAINTENANCE_ZERO_DAYS. */
export const MAINTENANCE_FULL_DAYS = 30
export const MAINTENANCE_ZERO_DAYS = 365
export const LIVENESS_VALUE = { up: 1, degraded: 0.5, down: 0 } as const
export type Liveness = keyof typeof LIVENESS_VALUE

/** The catalogue's last recorded figures of one server, and what the rankings know of its quality. */
export type ServerSignals = {
  id: number
  downloads: number
  stars: number
  /** Page views and install-config copies, all counted so far (trending compares these). */
  views: number
  copies: number
  /** The same in the last 30 days, where recorded history reaches that far, else all counted (popularity). */
  recentViews: number
  recentCopies: number
  tools: { description: string; parameters: { described: boolean }[] }[]
  lastPushAt: Date | null
  official: boolean
  liveness: Liveness | null
}

/** The same figures at the start of a trending period (the closest recorded day on or before it). */
export type PastSignals = { downloads: number; stars: number; views: number; copies: number }

export type Ranked = { id: number; score: number; parts: Record<string, number> }

const round = (n: number, digits = 4) => Number(n.toFixed(digits))

/**
 * Popularity 0…100: Σ weight × log(1 + x) / log(1 + max x). A server with no signal at all is not
 * ranked (a board of zeros ordered by id would claim an order nobody measured).
 */
export function popularity(servers: ServerSignals[]): Ranked[] {
  type Key = keyof typeof POPULAR_WEIGHTS
  const keys = Object.keys(POPULAR_WEIGHTS) as Key[]
  const figures = (s: ServerSignals): Record<Key, number> => ({ downloads: s.downloads, stars: s.stars, views: s.recentViews, copies: s.recentCopies })
  const max = { downloads: 0, stars: 0, views: 0, copies: 0 }
  for (const s of servers) for (const k of keys) max[k] = Math.max(max[k], figures(s)[k])
  const scaled = (x: number, top: number) => (top > 0 ? Math.log1p(x) / Math.log1p(top) : 0)
  return rank(
    servers.map((s) => {
      const f = figures(s)
      const parts = Object.fromEntries(keys.map((k) => [k, round(scaled(f[k], max[k]))]))
      const score = keys.reduce((sum, k) => sum + POPULAR_WEIGHTS[k] * parts[k]!, 0)
      return { id: s.id, score: round(100 * score, 2), parts }
    }).filter((r) => r.score > 0),
  )
}

/** Damped relative growth: (now − then) / (then + damping). */
export const growth = (now: number, then: number, damping: number) => (now - then) / (then + damping)

/**
 * Trending over a period: servers with a recorded day at the period's start only (no history, no
 * trend). Score = 100 × Σ weight × damped growth; only servers that grew are listed.
 */
export function trending(servers: ServerSignals[], past: Map<number, PastSignals>): Ranked[] {
  const attention = (s: { views: number; copies: number }) => s.views + COPY_AS_VIEWS * s.copies
  const ranked: Ranked[] = []
  for (const s of servers) {
    const then = past.get(s.id)
    if (!then) continue
    const parts = {
      downloads: round(growth(s.downloads, then.downloads, TRENDING_DAMPING.downloads)),
      stars: round(growth(s.stars, then.stars, TRENDING_DAMPING.stars)),
      attention: round(growth(attention(s), attention(then), TRENDING_DAMPING.attention)),
    }
    const score = TRENDING_WEIGHTS.downloads * parts.downloads + TRENDING_WEIGHTS.stars * parts.stars + TRENDING_WEIGHTS.attention * parts.attention
    if (score > 0) ranked.push({ id: s.id, score: round(100 * score, 2), parts })
  }
  return rank(ranked)
}

/** How well a server's tools are described, 0…1 (null when it lists no tools). */
export function toolDocs(tools: ServerSignals['tools']): number | null {
  if (tools.length === 0) return null
  const perTool = tools.map((t) => {
    const described = Math.min(1, t.description.trim().length / GOOD_DESCRIPTION_CHARS)
    const params = t.parameters.length === 0 ? 1 : t.parameters.filter((p) => p.described).length / t.parameters.length
    return 0.6 * described + 0.4 * params
  })
  return perTool.reduce((a, b) => a + b, 0) / perTool.length
}

/** 1 within MAINTENANCE_FULL_DAYS of the last commit, falling linearly to 0 at MAINTENANCE_ZERO_DAYS. */
export function maintenance(lastPushAt: Date | null, now: Date): number | null {
  if (!lastPushAt) return null
  const days = (now.getTime() - lastPushAt.getTime()) / 86_400_000
  if (days <= MAINTENANCE_FULL_DAYS) return 1
  return Math.max(0, 1 - (days - MAINTENANCE_FULL_DAYS) / (MAINTENANCE_ZERO_DAYS - MAINTENANCE_FULL_DAYS))
}

/** Top rated 0…100: the quality signals known for each server, weights renormalised over them. */
export function topRated(servers: ServerSignals[], now: Date): Ranked[] {
  const popular = new Map(popularity(servers).map((r) => [r.id, r.score / 100]))
  return rank(
    servers.map((s) => {
      const known: Record<string, number | null> = {
        toolDocs: toolDocs(s.tools),
        liveness: s.liveness ? LIVENESS_VALUE[s.liveness] : null,
        maintenance: maintenance(s.lastPushAt, now),
        official: s.official ? 1 : 0,
        popularity: popular.get(s.id) ?? 0,
      }
      let weight = 0
      let sum = 0
      const parts: Record<string, number> = {}
      for (const [k, w] of Object.entries(QUALITY_WEIGHTS)) {
        const v = known[k]
        if (v === null || v === undefined) continue
        parts[k] = round(v)
        weight += w
        sum += w * v
      }
      return { id: s.id, score: round(weight > 0 ? (100 * sum) / weight : 0, 2), parts }
    }),
  )
}

/** Highest score first; equal scores by id, so a board is the same on every run. */
function rank(rows: Ranked[]): Ranked[] {
  return rows.sort((a, b) => b.score - a.score || a.id - b.id)
}
