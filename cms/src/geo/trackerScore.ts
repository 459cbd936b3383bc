import type { Detection } from './detect'

/**
 * The brand tracker's scores, published on the report page with their version so a score can
 * always be explained (and old reports keep the formula they were made with).
 *
 * Per platform, over its n answers (questions × samples):
 * - visibility  V = answers mentioning the brand / n
 * - share of voice S = brand exposures / (brand + competitor exposures), 0 when nobody is named
 * - position    P = mean over mentioning answers of 1/rank in the answer's list (0.5 when named
 *                   outside a list)
 * - sentiment   M = (1 + (recommending − negative answers) / mentioning answers) / 2, 0 when unseen
 * - citations   C = answers citing the brand's site / n
 * - score = 100 × (0.35 V + 0.20 S + 0.15 P + 0.15 M + 0.15 C)
 * The brand score is the mean of the platform scores. Exposure level from exposures per answer:
 * < 0.25 low, < 0.75 slightly low, < 1.5 normal, < 3 premium, otherwise high. With fewer than 10
 * answers the figures are marked uncertain; visibility carries a 95 % Wilson interval.
 */
export const SCORE_VERSION = 'geo-score-v1'
export const SCORE_WEIGHTS = { visibility: 0.35, shareOfVoice: 0.2, position: 0.15, sentiment: 0.15, citations: 0.15 } as const
export const exposureLevels = ['low', 'slightly_low', 'normal', 'premium', 'high'] as const
export type ExposureLevel = (typeof exposureLevels)[number]
export const EXPOSURE_THRESHOLDS = [0.25, 0.75, 1.5, 3] as const
export const FEW_ANSWERS = 10

export type TrackedAnswer = { brand: Detection; competitors: Detection[] }

export type PlatformScore = {
  answers: number
  visibility: number
  visibilityInterval: [number, number]
  exposures: number
  exposureLevel: ExposureLevel
  shareOfVoice: number
  position: number
  sentiment: number
  citations: number
  score: number
  uncertain: boolean
}

export function exposureLevel(exposures: number, answers: number): ExposureLevel {
  const rate = answers > 0 ? exposures / answers : 0
  const index = EXPOSURE_THRESHOLDS.findIndex((t) => rate < t)
  return exposureLevels[index === -1 ? exposureLevels.length - 1 : index]!
}

/** 95 % Wilson score interval of a proportion. */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1]
  const p = successes / n
  const denom = 1 + (z * z) / n
  const centre = (p + (z * z) / (2 * n)) / denom
  const margin = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)]
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits

export function scorePlatform(answers: TrackedAnswer[]): PlatformScore {
  const n = answers.length
  const mentioning = answers.filter((a) => a.brand.status !== 'absent')
  const exposures = answers.reduce((s, a) => s + a.brand.exposures, 0)
  const competitorExposures = answers.reduce((s, a) => s + a.competitors.reduce((t, c) => t + c.exposures, 0), 0)
  const visibility = n ? mentioning.length / n : 0
  const shareOfVoice = exposures + competitorExposures > 0 ? exposures / (exposures + competitorExposures) : 0
  const position = mentioning.length ? mentioning.reduce((s, a) => s + (a.brand.position ? 1 / a.brand.position : 0.5), 0) / mentioning.length : 0
  const positive = mentioning.filter((a) => a.brand.status === 'recommended').length
  const negative = mentioning.filter((a) => a.brand.status === 'negative').length
  const sentiment = mentioning.length ? (1 + (positive - negative) / mentioning.length) / 2 : 0
  const citations = n ? answers.filter((a) => a.brand.cited).length / n : 0
  const w = SCORE_WEIGHTS
  const score = 100 * (w.visibility * visibility + w.shareOfVoice * shareOfVoice + w.position * position + w.sentiment * sentiment + w.citations * citations)
  const [lo, hi] = wilson(mentioning.length, n)
  return {
    answers: n,
    visibility: round(visibility),
    visibilityInterval: [round(lo), round(hi)],
    exposures,
    exposureLevel: exposureLevel(exposures, n),
    shareOfVoice: round(shareOfVoice),
    position: round(position),
    sentiment: round(sentiment),
    citations: round(citations),
    score: round(score, 1),
    uncertain: n < FEW_ANSWERS,
  }
}

export function brandScore(platforms: Record<string, PlatformScore>): { score: number; version: string; uncertain: boolean } {
  const list = Object.values(platforms).filter((p) => p.answers > 0)
  const score = list.length ? list.reduce((s, p) => s + p.score, 0) / list.length : 0
  return { score: round(score, 1), version: SCORE_VERSION, uncertain: list.length === 0 || list.some((p) => p.uncertain) }
}
