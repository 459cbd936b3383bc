/**
 * How the piece got to where it was dropped, judged beside the offset itself. A script that knows
 * the gap can post the offset, or replay a line or an easing curve towards it; a hand moving a
 * pointer onto a small target leaves other marks: the path bends off the slider's line, the
 * movement is aimed (a fast approach, then a slower correction after the eye has checked), and the
 * browser's pointer events arrive at uneven intervals. None of these alone proves a person, and a
 * replay of a recorded human drag passes them: that is what the proof-of-work and the single
 * attempt per puzzle price.
 */

/** A pointer sample: horizontal and vertical travel (px) and milliseconds since the press. */
export type TracePoint = readonly [x: number, y: number, t: number]

/** `pointer`: mouse, pen or touch drag. `keys`: arrow, Home and End keys on the slider. */
export type Trace = { input: 'pointer' | 'keys'; points: readonly TracePoint[] }

export type TraceFault =
  | 'short'
  | 'start'
  | 'order'
  | 'duration'
  | 'drop'
  | 'metronome'
  | 'rail'
  | 'jitter'
  | 'stroke'
  | 'keySteps'
  | 'keyPace'

export const TRACE_LIMITS = {
  /** Fewer pointer samples than this cannot show the shape of a drag. */
  minPoints: 10,
  maxPoints: 600,
  /** A person needs this long to aim at a gap 68–258 px away (Fitts); the puzzle expires before the upper bound. */
  minDurationMs: 250,
  maxDurationMs: 120_000,
  /** How far (px) the last sample may be from the offset the client says it dropped the piece at. */
  dropSlack: 1,
  /** Distinct intervals between samples: a loop with a fixed delay has one or two. */
  minDistinctIntervals: 3,
  /** A wrist pivots, so a hand's path leaves the slider's line by at least a pixel. */
  minVerticalRange: 1,
  /**
   * Vertical travel beyond what its range explains, per sample taken while the piece moves. A
   * hand's vertical drift goes one way with a few single-pixel returns; random jitter added to a
   * straight line goes back and forth on almost every sample.
   */
  verticalBacktrackPerPoint: 0.45,
  /** A second submovement must peak at this share of the fastest one… */
  submovementPeakShare: 0.2,
  /** …after the speed fell below this share of the smaller peak (a dip, not noise). */
  submovementValleyShare: 0.5,
  /** A rest: this long within restPx (the eye checking the fit before the hand corrects)… */
  restMs: 235,
  restPx: 1,
  /** …followed by a correction of at least this many pixels, either way. */
  correctionPx: 2,
  /** Keyboard: no two key presses closer than this (faster than any key repeat). */
  minKeyIntervalMs: 25,
  minKeyDurationMs: 300,
} as const

type Verdict = { ok: true } | { ok: false; fault: TraceFault }
const fail = (fault: TraceFault): Verdict => ({ ok: false, fault })

/**
 * Judges a trace that ended with the piece at `x` on a track whose handle goes from 0 to `maxX`.
 * Only called once the offset itself was right, so it never tells a script where the gap is.
 */
export function judgeTrace(trace: Trace, x: number, maxX: number): Verdict {
  return trace.input === 'keys' ? judgeKeys(trace.points, x, maxX) : judgePointer(trace.points, x, maxX)
}

const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v))

function judgePointer(points: readonly TracePoint[], x: number, maxX: number): Verdict {
  const L = TRACE_LIMITS
  if (points.length < L.minPoints || points.length > L.maxPoints) return fail('short')
  const [x0, y0, t0] = points[0]!
  if (Math.abs(x0) > 0.5 || Math.abs(y0) > 0.5 || t0 !== 0) return fail('start')
  for (let i = 1; i < points.length; i++) if (points[i]![2] < points[i - 1]![2]) return fail('order')
  const duration = points[points.length - 1]![2]
  if (duration < L.minDurationMs || duration > L.maxDurationMs) return fail('duration')
  if (Math.abs(clamp(points[points.length - 1]![0], maxX) - x) > L.dropSlack) return fail('drop')

  const intervals = new Set<number>()
  for (let i = 1; i < points.length; i++) intervals.add(Math.round(points[i]![2] - points[i - 1]![2]))
  if (intervals.size < L.minDistinctIntervals) return fail('metronome')

  const ys = points.map((p) => p[1])
  const yRange = Math.max(...ys) - Math.min(...ys)
  if (yRange < L.minVerticalRange) return fail('rail')
  // Judged while the piece moves: at rest a hand's tremor may flip a pixel back and forth too.
  let yTravel = 0
  let moving = 0
  for (let i = 1; i < points.length; i++) {
    if (Math.abs(points[i]![0] - points[i - 1]![0]) < 2) continue
    moving++
    yTravel += Math.abs(ys[i]! - ys[i - 1]!)
  }
  if (yTravel - 2 * yRange > L.verticalBacktrackPerPoint * moving) return fail('jitter')

  if (!corrected(points)) return fail('stroke')
  return { ok: true }
}

/** The trace's x every GRID_MS, by linear interpolation: event timing no longer shapes the speeds. */
const GRID_MS = 20
function resample(points: readonly TracePoint[]): number[] {
  const xs: number[] = []
  let j = 0
  const end = points[points.length - 1]![2]
  for (let t = 0; t <= end; t += GRID_MS) {
    while (j + 1 < points.length && points[j + 1]![2] < t) j++
    const a = points[j]!
    const b = points[Math.min(j + 1, points.length - 1)]!
    const span = b[2] - a[2]
    xs.push(span > 0 ? a[0] + ((b[0] - a[0]) * (t - a[2])) / span : b[0])
  }
  return xs
}

/**
 * Whether the drag shows a correction, as an aimed movement onto a small target does and one
 * stroke along an easing curve does not: either the hand rested (the eye checking the fit) and then
 * moved the piece again, or its speed rose twice with a real dip between (two submovements).
 */
function corrected(points: readonly TracePoint[]): boolean {
  const L = TRACE_LIMITS
  const xs = resample(points)
  const final = xs[xs.length - 1]!
  const restSteps = Math.ceil(L.restMs / GRID_MS)
  // A rest: restMs within a pixel, once past half way, followed by a correction of a few pixels.
  for (let i = 0; i + restSteps < xs.length; i++) {
    if (xs[i]! < final / 2) continue
    const window = xs.slice(i, i + restSteps + 1)
    if (Math.max(...window) - Math.min(...window) > L.restPx) continue
    const after = xs.slice(i + restSteps)
    const moved = Math.max(...after.map((v) => Math.abs(v - window[window.length - 1]!)))
    if (moved >= L.correctionPx) return true
  }
  // Two submovements: speeds over two grid steps, smoothed over three.
  const raw = xs.map((_, k) => Math.abs((xs[Math.min(k + 1, xs.length - 1)]! - xs[Math.max(k - 1, 0)]!) / (2 * GRID_MS)))
  const speed = raw.map((_, k) => (raw[Math.max(k - 1, 0)]! + raw[k]! + raw[Math.min(k + 1, raw.length - 1)]!) / 3)
  const top = Math.max(0, ...speed)
  if (top === 0) return false
  const peaks: number[] = []
  for (let k = 1; k + 1 < speed.length; k++) if (speed[k]! >= L.submovementPeakShare * top && speed[k]! >= speed[k - 1]! && speed[k]! > speed[k + 1]!) peaks.push(k)
  for (let j = 1; j < peaks.length; j++) {
    for (let i = 0; i < j; i++) {
      const [a, b] = [peaks[i]!, peaks[j]!]
      if (b - a < 2) continue
      if (Math.min(...speed.slice(a + 1, b)) < L.submovementValleyShare * Math.min(speed[a]!, speed[b]!)) return true
    }
  }
  return false
}

/**
 * Keyboard solving is for people who cannot drag: each press moves 1 px (Shift: 10 px) or to an
 * end, at a pace no faster than a key repeats.
 */
function judgeKeys(points: readonly TracePoint[], x: number, maxX: number): Verdict {
  const L = TRACE_LIMITS
  if (points.length < 2 || points.length > L.maxPoints) return fail('short')
  if (points[0]![0] !== 0 || points[0]![2] !== 0) return fail('start')
  for (let i = 1; i < points.length; i++) {
    const [px, , pt] = points[i]!
    const [qx, , qt] = points[i - 1]!
    if (pt - qt < L.minKeyIntervalMs) return fail('keyPace')
    const step = Math.abs(px - qx)
    // Home and End jump to an end, and a step of 10 near an end stops there.
    if (!(step === 1 || step === 10 || px === 0 || px === maxX)) return fail('keySteps')
  }
  if (points[points.length - 1]![2] < L.minKeyDurationMs) return fail('keyPace')
  if (points[points.length - 1]![0] !== Math.round(x)) return fail('drop')
  return { ok: true }
}
