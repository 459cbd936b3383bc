import { describe, expect, it } from 'vitest'
import { judgeTrace } from '../../cms/src/verification/puzzleTrace'
import { PUZZLE } from '../../cms/src/verification/puzzleImage'
import { handDrag, scriptedDrag, scriptFamilies, seeded, type Point } from '../support/dragModels'

/**
 * The solver tests of the slide puzzle's trace rules (issue 14 item 4): scripts that know the gap
 * exactly and move onto it in a straight line or along an easing curve at a plausible pace must
 * fail at least 95 % of the time; a hand-like drag must pass. The offset rule and the
 * proof-of-work are left out here (both given to the scripts), so these figures are the trace's
 * alone. The old script, which posts only the offset, is measured against the endpoint in
 * tests/integration/slidePuzzle.test.ts.
 */
const maxX = PUZZLE.width - PUZZLE.piece
const gaps = (rng: () => number) => PUZZLE.piece + 10 + Math.floor(rng() * (PUZZLE.width - 2 * PUZZLE.piece - 14 + 1))
const PUZZLES = 400

const passes = (points: Point[]) => judgeTrace({ input: 'pointer', points }, Math.min(maxX, Math.max(0, points.at(-1)![0])), maxX)

describe('slide-puzzle trace rules against solver scripts', () => {
  it.each(scriptFamilies)('a $name drag fails at least 95 % of the time', ({ name, options }) => {
    const rng = seeded(name.length * 7919 + name.charCodeAt(0))
    const faults = new Map<string, number>()
    let passed = 0
    for (let i = 0; i < PUZZLES; i++) {
      const verdict = passes(scriptedDrag(gaps(rng), rng, options))
      if (verdict.ok) passed++
      else faults.set(verdict.fault, (faults.get(verdict.fault) ?? 0) + 1)
    }
    console.log(`${name}: ${passed}/${PUZZLES} passed`, Object.fromEntries(faults))
    expect(passed / PUZZLES).toBeLessThanOrEqual(0.05)
  })

  it('a hand-like drag passes', () => {
    const rng = seeded(42)
    const faults = new Map<string, number>()
    let passed = 0
    const N = 2000
    for (let i = 0; i < N; i++) {
      const verdict = passes(handDrag(gaps(rng), maxX, rng))
      if (verdict.ok) passed++
      else faults.set(verdict.fault, (faults.get(verdict.fault) ?? 0) + 1)
    }
    console.log(`hand: ${passed}/${N} passed`, Object.fromEntries(faults))
    // A hand that lands on the gap in one stroke and lets go is refused too (about one drag in seven in
    // this model): the dialog then deals a new puzzle.
    expect(passed / N).toBeGreaterThanOrEqual(0.8)
  })
})

describe('the drag the other tests use', () => {
  // The integration tests and the end-to-end drag (tests/e2e/puzzleInput.ts) use a reach that falls
  // 15 % short and is corrected: it must pass whatever the gap and the seed.
  it('passes for every gap the puzzle can have', () => {
    for (let x = PUZZLE.piece + 10; x <= PUZZLE.width - PUZZLE.piece - 4; x++) {
      for (let seed = 0; seed < 10; seed++) {
        const points = handDrag(x, maxX, seeded(x * 100 + seed), { landing: 0.85 })
        expect(passes(points), `gap ${x}, seed ${seed}`).toEqual({ ok: true })
      }
    }
  })
})

describe('traces refused on their face', () => {
  const gap = 150
  const hand = () => handDrag(gap, maxX, seeded(7), { landing: 0.85 })
  it('refuses a teleport, an instant drag, time running backwards, a trace ending elsewhere and no trace', () => {
    expect(passes(hand())).toEqual({ ok: true })
    const refused = (points: Point[], x = points.at(-1)![0]) => !judgeTrace({ input: 'pointer', points }, x, maxX).ok
    expect(refused([[0, 0, 0], [gap, 0, 600]])).toBe(true)
    expect(refused(hand().map(([x, y], i) => [x, y, i] as Point))).toBe(true)
    expect(refused(hand().map(([x, y, t], i, all) => (i === all.length - 2 ? [x, y, t + 10_000] : [x, y, t]) as Point))).toBe(true)
    expect(refused(hand(), gap + 40)).toBe(true)
    expect(judgeTrace({ input: 'pointer', points: [] }, gap, maxX).ok).toBe(false)
  })
})
