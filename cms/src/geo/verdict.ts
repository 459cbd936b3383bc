import type { AnswerStatus, Detection } from './detect'

/**
 * One platform's verdict from several samples of the same question (platforms answer differently
 * each time). Rule: the brand counts as recommended when a strict majority of the samples that
 * answered recommend it (2 of 3, 3 of 5); ties and failures count against. The status shown is
 * the most frequent one (ties go to the more favourable). Exposures add up over the samples, and
 * `agreement` says how many samples agree with the verdict.
 */
export const VERDICT_RULE = 'recommended when more than half of the answered samples recommend the brand'

export type Verdict = {
  recommended: boolean
  status: AnswerStatus
  samples: number
  recommendedSamples: number
  exposures: number
  /** Share of samples that agree with `recommended` (1 = unanimous). */
  agreement: number
  evidence: string[]
  position: number | null
}

const favour: AnswerStatus[] = ['recommended', 'mentioned', 'competitor_only', 'negative', 'absent']

export function verdictOf(samples: Detection[]): Verdict {
  const n = samples.length
  const recommendedSamples = samples.filter((s) => s.status === 'recommended').length
  const recommended = n > 0 && recommendedSamples * 2 > n
  const counts = new Map<AnswerStatus, number>()
  for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1)
  const status = n === 0 ? 'absent' : [...favour].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || favour.indexOf(a) - favour.indexOf(b))[0]!
  const agreeing = recommended ? recommendedSamples : n - recommendedSamples
  const deciding = samples.filter((s) => (recommended ? s.status === 'recommended' : s.status === status))
  const positions = samples.map((s) => s.position).filter((p): p is number => p !== null).sort((a, b) => a - b)
  return {
    recommended,
    status,
    samples: n,
    recommendedSamples,
    exposures: samples.reduce((sum, s) => sum + s.exposures, 0),
    agreement: n ? agreeing / n : 0,
    evidence: [...new Set(deciding.flatMap((s) => s.evidence))].slice(0, 3),
    position: positions.length ? positions[Math.floor((positions.length - 1) / 2)]! : null,
  }
}
