import { z } from 'zod'
import type { ListingQuery } from '@/features/routing/listingQuery'
import { type Mode, modes, type Precision, precisions } from './gpuMemory'

/**
 * The compute assistant's GET form, read from the URL so the answer renders on the server and the
 * URL can be shared and cached. A value out of range keeps its default and the page says which
 * field and why, in the reader's language.
 */
export const assistantLimits = {
  params: { min: 0.1, max: 2000, default: 70 },
  context: { min: 1, max: 1_000_000, default: 4096 },
  batch: { min: 1, max: 1024, default: 1 },
  budget: { min: 0, max: 1_000_000_000, default: 0 },
} as const
export const assistantCurrencies = ['USD', 'CNY'] as const
export type AssistantCurrency = (typeof assistantCurrencies)[number]
/** The listing query keys of the form (proxy.ts moves them into the path to cache each answer). */
export const assistantKeys = ['params', 'mode', 'precision', 'context', 'batch', 'budget', 'currency'] as const

export type AssistantField = (typeof assistantKeys)[number]
export type AssistantProblem = { field: AssistantField; min?: number; max?: number }
export type AssistantQuery = {
  paramsB: number
  mode: Mode
  precision: Precision
  contextTokens: number
  batch: number
  /** Monthly budget in whole units of `currency`; null when none was given. */
  budget: number | null
  currency: AssistantCurrency
  problems: AssistantProblem[]
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim()
const decimal = z.string().regex(/^\d{1,10}(\.\d{1,3})?$/).transform(Number)

export function parseAssistantQuery(query: ListingQuery): AssistantQuery {
  const problems: AssistantProblem[] = []
  const num = (field: keyof typeof assistantLimits, integer: boolean): number | null => {
    const { min, max } = assistantLimits[field]
    const raw = one(query[field])
    if (raw === undefined || raw === '') return null
    const parsed = decimal.safeParse(raw.replace(/[,_\s]/g, ''))
    if (!parsed.success || (integer && !Number.isInteger(parsed.data)) || parsed.data < min || parsed.data > max) {
      problems.push({ field, min, max })
      return null
    }
    return parsed.data
  }
  const choice = <T extends string>(field: AssistantField, allowed: readonly T[], fallback: T): T => {
    const raw = one(query[field])
    if (raw === undefined || raw === '') return fallback
    if ((allowed as readonly string[]).includes(raw)) return raw as T
    problems.push({ field })
    return fallback
  }
  // In the form's order, so the problems are listed as the fields appear.
  const paramsB = num('params', false) ?? assistantLimits.params.default
  const mode = choice('mode', modes, 'inference')
  const precision = choice('precision', precisions, 'fp16')
  const contextTokens = num('context', true) ?? assistantLimits.context.default
  const batch = num('batch', true) ?? assistantLimits.batch.default
  const budget = num('budget', true)
  const currency = choice('currency', assistantCurrencies, 'USD')
  return {
    paramsB,
    mode,
    precision,
    contextTokens,
    batch,
    budget: budget && budget > 0 ? budget : null,
    currency,
    problems,
  }
}
