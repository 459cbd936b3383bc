/**
 * Drags towards a known gap, as traces of [x, y, t] (px travelled right and down since the press,
 * ms since the press), the way SlidePuzzleDialog records them. Two kinds:
 *
 * - scripts an attacker would write once they know the offset: a straight line, or one of the usual
 *   easing curves, at a plausible pace (300–1500 ms, frames of 8–25 ms), on the line or with
 *   vertical jitter or a smooth bow added, with or without a pause before the release;
 * - a hand: an aimed movement as the motor-control literature describes it (a minimum-jerk primary
 *   submovement that under- or overshoots, a visual reaction pause, a corrective submovement,
 *   physiological tremor, a wrist's bow), sampled as a browser reports pointer moves (one per
 *   frame, only when the pointer moved, whole pixels).
 *
 * The hand is a model, not a recording: it shows that a hand-like drag passes, not how often real
 * people do.
 */

export type Point = [x: number, y: number, t: number]
export type Rng = () => number

/** A small seeded generator (mulberry32), so a failing run can be repeated. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng()
const pickOne = <T>(rng: Rng, list: readonly T[]) => list[Math.floor(rng() * list.length)]!

export const easings = {
  linear: (s: number) => s,
  easeOutQuad: (s: number) => 1 - (1 - s) ** 2,
  easeOutCubic: (s: number) => 1 - (1 - s) ** 3,
  easeInOutCubic: (s: number) => (s < 0.5 ? 4 * s ** 3 : 1 - (-2 * s + 2) ** 3 / 2),
  easeOutSine: (s: number) => Math.sin((s * Math.PI) / 2),
  easeInOutSine: (s: number) => -(Math.cos(Math.PI * s) - 1) / 2,
  easeOutExpo: (s: number) => (s === 1 ? 1 : 1 - 2 ** (-10 * s)),
  easeOutQuart: (s: number) => 1 - (1 - s) ** 4,
  easeOutBack: (s: number) => 1 + 2.70158 * (s - 1) ** 3 + 1.70158 * (s - 1) ** 2,
} as const
export type Easing = keyof typeof easings

export type ScriptOptions = {
  easing: Easing
  /** How the script moves vertically: not at all, random jitter per frame, or a smooth bow. */
  vertical: 'none' | 'jitter' | 'bow'
  /** Fixed 16 ms frames, or frames of 8–25 ms. */
  timing: 'fixed' | 'jittered'
}

/** A scripted drag from 0 to `x` along one easing curve. */
export function scriptedDrag(x: number, rng: Rng, options: ScriptOptions): Point[] {
  const ease = easings[options.easing]
  const duration = between(rng, 300, 1500)
  const bow = between(rng, 2, 8) * (rng() < 0.5 ? -1 : 1)
  const points: Point[] = [[0, 0, 0]]
  let t = 0
  while (t < duration) {
    t = Math.min(duration, t + (options.timing === 'fixed' ? 16 : between(rng, 8, 25)))
    const s = t / duration
    const y = options.vertical === 'none' ? 0 : options.vertical === 'jitter' ? Math.round(between(rng, -1.5, 1.5)) : Math.round(bow * Math.sin(Math.PI * s))
    points.push([Math.round(x * ease(s)), y, Math.round(t)])
  }
  // Some scripts wait a moment before letting go, as a person seems to.
  if (rng() < 0.5) {
    const last = points[points.length - 1]!
    points.push([Math.round(x), last[1], Math.round(t + between(rng, 50, 300))])
  }
  points[points.length - 1]![0] = Math.round(x)
  return points
}

/** Every script the solver tests try, each as its own family. */
export const scriptFamilies: { name: string; options: ScriptOptions }[] = (Object.keys(easings) as Easing[]).flatMap((easing) =>
  (['none', 'jitter', 'bow'] as const).flatMap((vertical) => (['fixed', 'jittered'] as const).map((timing) => ({ name: `${easing}/${vertical}/${timing}`, options: { easing, vertical, timing } }))),
)

/** Minimum-jerk position profile: the smooth path of an unhurried reach from 0 to 1. */
const minimumJerk = (s: number) => 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5

type Segment = { from: number; to: number; start: number; duration: number }

/**
 * A person's drag onto the gap at `x` (the handle's reach is 0…maxX): where the hand is at each
 * moment, before sampling.
 */
export function handMotion(x: number, maxX: number, rng: Rng, options: { landing?: number } = {}): { at: (t: number) => [number, number]; end: number } {
  const segments: Segment[] = []
  const primaryDuration = between(rng, 280, 420) + 1.4 * x
  // The primary submovement lands short or long of the gap, rarely on it (`landing`: where, as a share of x).
  const landing = Math.min(maxX + 6, x * (options.landing ?? between(rng, 0.8, 1.08)))
  segments.push({ from: 0, to: landing, start: 0, duration: primaryDuration })
  let at = landing
  let t = primaryDuration
  // Corrections after a visual reaction pause, until within a pixel or two of the gap.
  for (let i = 0; i < 3 && Math.abs(at - x) > 1.5; i++) {
    t += between(rng, 150, 320)
    const to = x + between(rng, -1.5, 1.5)
    const duration = between(rng, 140, 320)
    segments.push({ from: at, to, start: t, duration })
    at = to
    t += duration
  }
  const release = t + between(rng, 80, 350)
  const bow = between(rng, 3, 10) * (rng() < 0.5 ? -1 : 1)
  const drift = between(rng, -3, 3)
  const tremor = { f: between(rng, 8, 12), phase: between(rng, 0, 2 * Math.PI), ax: between(rng, 0.2, 0.5), ay: between(rng, 0.2, 0.6) }
  const wobble = { f: between(rng, 2, 4), phase: between(rng, 0, 2 * Math.PI), share: between(rng, 0.01, 0.03) }
  const positionAt = (time: number) => {
    let px = 0
    for (const seg of segments) {
      if (time <= seg.start) break
      const s = Math.min(1, (time - seg.start) / seg.duration)
      px = seg.from + (seg.to - seg.from) * minimumJerk(s)
    }
    // The hand's speed is not a clean bell: a slow wobble scaled by how far it still goes.
    const progress = Math.min(1, time / primaryDuration)
    px += wobble.share * x * Math.sin(2 * Math.PI * wobble.f * (time / 1000) + wobble.phase) * Math.sin(Math.PI * progress)
    const tremorAt = Math.sin(2 * Math.PI * tremor.f * (time / 1000) + tremor.phase)
    const y = bow * Math.sin(Math.PI * progress) + drift * progress + tremor.ay * tremorAt
    return [px + tremor.ax * tremorAt, y] as [number, number]
  }
  return { at: positionAt, end: release }
}

/** A hand's drag sampled as Chromium reports pointer moves: about one per frame, only on movement. */
export function handDrag(x: number, maxX: number, rng: Rng, options: { landing?: number } = {}): Point[] {
  const motion = handMotion(x, maxX, rng, options)
  const points: Point[] = [[0, 0, 0]]
  let last: [number, number] = [0, 0]
  for (let frame = 1; ; frame++) {
    const t = Math.round(frame * 16.67 + between(rng, -1.5, 1.5))
    if (t >= motion.end) break
    const [px, py] = motion.at(t).map(Math.round) as [number, number]
    if (px === last[0] && py === last[1]) continue
    points.push([px, py, t])
    last = [px, py]
  }
  points.push([last[0], last[1], Math.round(motion.end)])
  return points
}
