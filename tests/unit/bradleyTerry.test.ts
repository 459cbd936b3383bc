import { describe, expect, it } from 'vitest'
import { aggregate, BASE, fitLogStrengths, leaderboard, mulberry32, NEWTON_MAX_MODELS, rankByOverlap, SCALE, type Vote } from '../../cms/src/arena/bradleyTerry'

/**
 * Synthetic battles between models of known rating, with a share of both-bad votes. Ties drawn at
 * random regardless of rating would pull every rating together, so the fit's tests leave them out.
 */
function battles(truth: number[], count: number, seed: number, tieShare = 0, badShare = 0.05): Vote[] {
  const random = mulberry32(seed)
  const votes: Vote[] = []
  for (let v = 0; v < count; v++) {
    const a = Math.floor(random() * truth.length)
    let b = Math.floor(random() * (truth.length - 1))
    if (b >= a) b++
    const r = random()
    if (r < badShare) votes.push({ a: `m${a}`, b: `m${b}`, outcome: 'bad' })
    else if (r < badShare + tieShare) votes.push({ a: `m${a}`, b: `m${b}`, outcome: 'tie' })
    else {
      const pA = 1 / (1 + Math.exp(-(truth[a]! - truth[b]!) / SCALE))
      votes.push({ a: `m${a}`, b: `m${b}`, outcome: random() < pA ? 'a' : 'b' })
    }
  }
  return votes
}

const centred = (xs: number[]) => {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length
  return xs.map((x) => BASE + x - mean)
}

describe('the Bradley–Terry leaderboard', () => {
  it('recovers known ratings from synthetic battles within 25 points', () => {
    const truth = centred([0, 60, 120, 180, 240, 300, -80, 30])
    const board = leaderboard(aggregate(battles(truth, 20_000, 7)), { rounds: 100 })
    for (const row of board) {
      const k = Number(row.model.slice(1))
      expect(Math.abs(row.rating - truth[k]!)).toBeLessThan(25)
    }
    expect(board[0]!.model).toBe('m5')
  })

  it('gives 95 % intervals that cover the true rating at about that rate', () => {
    const truth = centred([0, 50, 100, 150, 200, -50])
    let covered = 0
    let total = 0
    for (let run = 0; run < 30; run++) {
      const board = leaderboard(aggregate(battles(truth, 3000, 100 + run)), { rounds: 200, seed: run + 1 })
      for (const row of board) {
        const k = Number(row.model.slice(1))
        total++
        if (row.lower <= truth[k]! && truth[k]! <= row.upper) covered++
      }
    }
    // 180 intervals at 95 %: a rate under 88 % or a perfect 100 % would show the intervals are off.
    expect(covered / total).toBeGreaterThan(0.88)
    expect(covered / total).toBeLessThan(1)
  })

  it('ranks by interval overlap: 1 + the models whose lower bound is above my upper bound', () => {
    const rows = rankByOverlap([
      { model: 'a', rating: 1100, lower: 1080, upper: 1120, rank: 0 },
      { model: 'b', rating: 1090, lower: 1070, upper: 1110, rank: 0 },
      { model: 'c', rating: 1000, lower: 990, upper: 1010, rank: 0 },
      { model: 'd', rating: 900, lower: 850, upper: 1075, rank: 0 },
    ])
    expect(rows.map((r) => [r.model, r.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['d', 2],
      ['c', 3],
    ])
  })

  it('counts a tie as half a win each and keeps both-bad out of the fit but in the vote count', () => {
    const votes: Vote[] = [
      ...Array.from({ length: 50 }, (): Vote => ({ a: 'x', b: 'y', outcome: 'tie' })),
      ...Array.from({ length: 40 }, (): Vote => ({ a: 'y', b: 'x', outcome: 'bad' })),
    ]
    const counts = aggregate(votes)
    expect(Array.from(counts.votes)).toEqual([90, 90])
    expect(Array.from(counts.ties)).toEqual([50])
    const board = leaderboard(counts, { rounds: 50, minVotes: 100 })
    expect(Math.abs(board[0]!.rating - board[1]!.rating)).toBeLessThan(1e-6)
    expect(board.every((r) => r.rank === 1 && r.provisional)).toBe(true)
  })

  it('keeps a model that never lost at a finite rating', () => {
    const votes: Vote[] = Array.from({ length: 30 }, (_, k): Vote => ({ a: 'top', b: k % 2 ? 'p' : 'q', outcome: 'a' }))
    votes.push({ a: 'p', b: 'q', outcome: 'b' })
    const board = leaderboard(aggregate(votes), { rounds: 50 })
    expect(board[0]!.model).toBe('top')
    expect(Number.isFinite(board[0]!.rating)).toBe(true)
    expect(Number.isFinite(board[0]!.upper)).toBe(true)
  })

  it('is the same board for the same votes and seed', () => {
    const votes = battles(centred([0, 40, 80]), 500, 3)
    expect(leaderboard(aggregate(votes), { rounds: 50, seed: 9 })).toEqual(leaderboard(aggregate(votes), { rounds: 50, seed: 9 }))
  })

  it('gives the same ratings, within half a point, by Newton (small boards) and MM (large boards)', () => {
    const truth = centred([0, 90, 180, 270, -90, 40, 400])
    const c = aggregate(battles(truth, 5000, 11))
    const wi = c.winsI.map((w, k) => w + c.ties[k]! / 2)
    const wj = c.winsJ.map((w, k) => w + c.ties[k]! / 2)
    const n = c.models.length
    const newton = fitLogStrengths(n, c.i, c.j, wi, wj, undefined, 1e-10, 'newton')
    const mm = fitLogStrengths(n, c.i, c.j, wi, wj, undefined, 1e-12, 'mm')
    for (let k = 0; k < n; k++) expect(Math.abs(SCALE * (newton[k]! - mm[k]!))).toBeLessThan(0.5)
  })
})
