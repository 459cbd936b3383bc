import { describe, expect, it } from 'vitest'
import { type ServerSignals, growth, maintenance, popularity, toolDocs, topRated, trending } from '../../cms/src/mcpRankings/formula'

const server = (id: number, s: Partial<ServerSignals> = {}): ServerSignals => ({
  id, downloads: 0, stars: 0, views: 0, copies: 0, recentViews: 0, recentCopies: 0, tools: [], lastPushAt: null, official: false, liveness: null, ...s,
})

describe('MCP ranking formulas', () => {
  it('popularity: each signal on a log scale against the largest, weighted 0.4 / 0.3 / 0.2 / 0.1', () => {
    const board = popularity([
      server(1, { downloads: 99, stars: 9, recentViews: 0, recentCopies: 0 }),
      server(2, { downloads: 9_999, stars: 99, recentViews: 9, recentCopies: 1 }),
    ])
    expect(board.map((r) => r.id)).toEqual([2, 1])
    // Server 2 holds every maximum: 100. Server 1: 0.4 × log(100)/log(10000) + 0.3 × log(10)/log(100) = 0.4 × 0.5 + 0.3 × 0.5 = 0.35.
    expect(board[0]!.score).toBe(100)
    expect(board[1]!.score).toBeCloseTo(35, 2)
    expect(board[1]!.parts).toEqual({ downloads: 0.5, stars: 0.5, views: 0, copies: 0 })
  })

  it('popularity leaves out servers with no signal at all', () => {
    expect(popularity([server(1), server(2, { stars: 1 })]).map((r) => r.id)).toEqual([2])
  })

  it('popularity reads the recent views and copies, not the totals', () => {
    const [a, b] = popularity([server(1, { views: 1_000_000, recentViews: 1 }), server(2, { views: 10, recentViews: 10 })])
    expect(a!.id).toBe(2)
    expect(b!.parts.views).toBeCloseTo(Math.log(2) / Math.log(11), 4)
  })

  it('trending: damped growth against the period start; servers without history or growth are left out', () => {
    const now = [
      server(1, { downloads: 3_000, stars: 150, views: 300, copies: 20 }),
      server(2, { downloads: 1_000, stars: 100, views: 100, copies: 0 }),
      server(3, { downloads: 50_000, stars: 5_000, views: 9_000, copies: 100 }),
    ]
    const past = new Map([
      [1, { downloads: 1_000, stars: 50, views: 100, copies: 0 }],
      [2, { downloads: 1_000, stars: 100, views: 100, copies: 0 }],
    ])
    const board = trending(now, past)
    expect(board.map((r) => r.id)).toEqual([1])
    // downloads (3000 − 1000) / (1000 + 1000) = 1; stars (150 − 50) / (50 + 50) = 1;
    // attention (300 + 5 × 20 − 100) / (100 + 100) = 1.5; score 100 × (0.5 + 0.3 + 0.2 × 1.5) = 110.
    expect(board[0]!.parts).toEqual({ downloads: 1, stars: 1, attention: 1.5 })
    expect(board[0]!.score).toBe(110)
    expect(growth(10, 0, 50)).toBeCloseTo(0.2)
  })

  it('tool documentation: description length and described parameters; no tools is unknown', () => {
    expect(toolDocs([])).toBeNull()
    const long = 'x'.repeat(40)
    expect(toolDocs([{ description: long, parameters: [] }])).toBe(1)
    // Half a description (20 of 40 characters) and one of two parameters described: 0.6 × 0.5 + 0.4 × 0.5.
    expect(toolDocs([{ description: 'x'.repeat(20), parameters: [{ described: true }, { described: false }] }])).toBeCloseTo(0.5)
  })

  it('maintenance: full for 30 days, then linear to 0 at 365 days; unknown without a commit date', () => {
    const now = new Date('2026-11-27T00:00:00Z')
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000)
    expect(maintenance(null, now)).toBeNull()
    expect(maintenance(daysAgo(10), now)).toBe(1)
    expect(maintenance(daysAgo(30 + 335 / 2), now)).toBeCloseTo(0.5)
    expect(maintenance(daysAgo(400), now)).toBe(0)
  })

  it('top rated renormalises over the signals known for each server', () => {
    const now = new Date('2026-11-27T00:00:00Z')
    const documented = { description: 'Reads a file from the workspace and returns its text', parameters: [{ described: true }] }
    const board = topRated(
      [
        // Everything known: docs 1, liveness up 1, maintained 1, official 1, popularity 0.4 (the largest
        // downloads, no stars, views or copies on the board): 0.35 + 0.25 + 0.2 + 0.1 + 0.1 × 0.4 = 0.94.
        server(1, { tools: [documented], liveness: 'up', lastPushAt: now, official: true, downloads: 10 }),
        // Only docs, official and popularity known: (0.35 × 1 + 0.1 × 0 + 0.1 × 0) / 0.55.
        server(2, { tools: [documented] }),
      ],
      now,
    )
    expect(board[0]).toMatchObject({ id: 1, score: 94 })
    expect(board[1]!.id).toBe(2)
    expect(board[1]!.score).toBeCloseTo((100 * 0.35) / 0.55, 1)
    expect(Object.keys(board[1]!.parts).sort()).toEqual(['official', 'popularity', 'toolDocs'])
  })
})
