import { createHash } from 'node:crypto'

/**
 * A deterministic random source per (question, platform, sample): the same inputs always give the
 * same answer (re-runs and tests are reproducible), different platforms and samples differ.
 */
export function seededRandom(...parts: Array<string | number>): () => number {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest()
  let state = digest.readUInt32LE(0)
  // mulberry32
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
