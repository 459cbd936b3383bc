import { z } from 'zod'
import type { ListingQuery } from '@/features/routing/listingQuery'
import { costCurrencies, type Workload } from './cost'

/**
 * The cost calculator's GET form, read from the URL so results render on the server and the URL
 * can be shared and cached. Every number has a range; a value out of range keeps its default and
 * the page says which field and why, in the reader's language.
 */
export const DEFAULT_USD_CNY = 7.2
export const workloadLimits = {
  requestsPerDay: { min: 1, max: 10_000_000, default: 1000 },
  inputTokens: { min: 0, max: 10_000_000, default: 1000 },
  outputTokens: { min: 0, max: 1_000_000, default: 500 },
  cachedShare: { min: 0, max: 100, default: 0 },
  reasoningTokens: { min: 0, max: 1_000_000, default: 0 },
  minContext: { min: 0, max: 100_000_000, default: 0 },
} as const
export const RATE_LIMITS = { min: 0.01, max: 1000 } as const

export const costSorts = ['cost', 'score', 'context', 'name'] as const
export type CostSort = (typeof costSorts)[number]
export const costFeatures = ['tools', 'structuredOutput', 'reasoning', 'vision'] as const
export type CostFeature = (typeof costFeatures)[number]
export const costModalities = ['text', 'image', 'audio', 'video'] as const

export type WorkloadField = keyof typeof workloadLimits | 'usdCny' | 'currency' | 'sort' | 'modality' | 'feature' | 'bench'
export type WorkloadProblem = { field: WorkloadField; kind: 'integer' | 'range' | 'rate' | 'choice'; min?: number; max?: number }

export type CostQuery = {
  workload: Workload
  minContext: number
  modality: (typeof costModalities)[number] | null
  features: CostFeature[]
  sort: CostSort
  /** The benchmark the chart and the score column use; null: the most common one. */
  bench: string | null
  problems: WorkloadProblem[]
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim()
const integer = z.string().regex(/^\d{1,12}$/).transform(Number)
const rate = z.string().regex(/^\d{1,4}(\.\d{1,4})?$/).transform(Number)

export function parseCostQuery(query: ListingQuery): CostQuery {
  const problems: WorkloadProblem[] = []
  const int = (field: keyof typeof workloadLimits) => {
    const { min, max, default: fallback } = workloadLimits[field]
    const raw = one(query[field])
    if (raw === undefined || raw === '') return fallback
    const parsed = integer.safeParse(raw.replace(/[,_\s]/g, ''))
    if (!parsed.success) {
      problems.push({ field, kind: 'integer', min, max })
      return fallback
    }
    if (parsed.data < min || parsed.data > max) {
      problems.push({ field, kind: 'range', min, max })
      return fallback
    }
    return parsed.data
  }
  const choice = <T extends string>(field: WorkloadField, allowed: readonly T[], raw: string | undefined, fallback: T): T => {
    if (raw === undefined || raw === '') return fallback
    if ((allowed as readonly string[]).includes(raw)) return raw as T
    problems.push({ field, kind: 'choice' })
    return fallback
  }
  const requestsPerDay = int('requestsPerDay')
  const inputTokens = int('inputTokens')
  const outputTokens = int('outputTokens')
  const cachedShare = int('cachedShare')
  const reasoningTokens = int('reasoningTokens')
  const minContext = int('minContext')
  const currency = choice('currency', costCurrencies, one(query.currency), 'USD')
  let usdCny: number = DEFAULT_USD_CNY
  const rawRate = one(query.usdCny)
  if (rawRate) {
    const parsed = rate.safeParse(rawRate)
    if (parsed.success && parsed.data >= RATE_LIMITS.min && parsed.data <= RATE_LIMITS.max) usdCny = parsed.data
    else problems.push({ field: 'usdCny', kind: 'rate', min: RATE_LIMITS.min, max: RATE_LIMITS.max })
  }
  const modalityRaw = one(query.modality)
  const modality = modalityRaw ? choice('modality', costModalities, modalityRaw, 'text') : null
  const rawFeatures = query.feature === undefined ? [] : Array.isArray(query.feature) ? query.feature : [query.feature]
  const features = [...new Set(rawFeatures.filter((f): f is CostFeature => (costFeatures as readonly string[]).includes(f)))]
  if (features.length < new Set(rawFeatures).size) problems.push({ field: 'feature', kind: 'choice' })
  const sort = choice('sort', costSorts, one(query.sort), 'cost')
  const benchRaw = one(query.bench)
  const bench = benchRaw && benchRaw.length <= 80 ? benchRaw : null
  return {
    workload: { requestsPerDay, inputTokens, outputTokens, cachedShare, reasoningTokens, currency, usdCny },
    minContext,
    modality,
    features,
    sort,
    bench,
    problems,
  }
}
