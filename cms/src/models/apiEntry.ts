import { z } from 'zod'
import type { Money } from '../lib/money'
import type { SyncedField } from './syncedFields'

/**
 * One entry of an OpenRouter-style `GET /api/v1/models` answer, read leniently: fields we do not
 * use pass, a missing figure is "not said" (the stored value stays), never "zero".
 */
const price = z.union([z.string(), z.number()]).nullish()
export const apiEntrySchema = z
  .object({
    id: z.string().min(1).max(200),
    name: z.string().nullish(),
    context_length: z.number().int().nonnegative().nullish(),
    architecture: z.object({ input_modalities: z.array(z.string()).nullish(), output_modalities: z.array(z.string()).nullish() }).loose().nullish(),
    pricing: z
      .object({ prompt: price, completion: price, input_cache_read: price, input_cache_write: price, internal_reasoning: price })
      .loose()
      .nullish(),
    supported_parameters: z.array(z.string()).nullish(),
    top_provider: z.object({ max_completion_tokens: z.number().int().nonnegative().nullish() }).loose().nullish(),
  })
  .loose()

export type ApiEntry = z.infer<typeof apiEntrySchema>

/** A value the sync compares and writes: a number, a price, a list of modalities or a flag. */
export type SyncedValue = number | Money | string[] | boolean | null

/** USD per token → our stored per-million price: cents × 10^4 (tokenPriceScale), i.e. USD per token × 10^12. */
const PER_TOKEN_TO_STORED_DIGITS = 12

/**
 * A decimal string ("0.0000025", "1e-7") as an exact integer times 10^digits, or null for what is
 * not a price: empty, negative (OpenRouter's "-1" means "varies"), or finer than we store.
 */
export function scaledDecimal(value: string | number, digits: number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const m = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text)
  if (!m || (m[1] === '' && !m[2])) return null
  const intPart = m[1] ?? ''
  const fraction = m[2] ?? ''
  const exponent = Number(m[3] ?? 0) + digits
  // Shift the decimal point right by `exponent` places in the digit string, exactly.
  const all = intPart + fraction
  const point = intPart.length + exponent
  if (point < 0) return /^0*$/.test(all) ? 0 : null
  const whole = point >= all.length ? all + '0'.repeat(point - all.length) : all.slice(0, point)
  const rest = point >= all.length ? '' : all.slice(point)
  if (/[1-9]/.test(rest)) {
    // Below our precision (10^-12 USD per token): round to the nearest unit rather than refuse.
    const rounded = Number(whole || '0') + (Number(rest[0]) >= 5 ? 1 : 0)
    return Number.isSafeInteger(rounded) ? rounded : null
  }
  const n = Number(whole || '0')
  return Number.isSafeInteger(n) ? n : null
}

function usdPerMillion(value: string | number | null | undefined): Money | null | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value === 'string' && value.trim().startsWith('-')) return undefined
  if (typeof value === 'number' && value < 0) return undefined
  const amount = scaledDecimal(value, PER_TOKEN_TO_STORED_DIGITS)
  return amount === null ? undefined : { amount, currency: 'USD' }
}

const ourModalities = new Set(['text', 'image', 'audio', 'video', 'embedding'])
const modalitiesOf = (list: string[] | null | undefined) =>
  list ? [...new Set(list.filter((m) => ourModalities.has(m)))].sort() : undefined

/**
 * The values an API entry states for our synced fields. Only what the entry says: a field it does
 * not mention is absent (left as curated). A reasoning price of 0 means reasoning is billed as
 * output (or not at all), which we store as "no separate price".
 */
export function proposedValues(entry: ApiEntry): Partial<Record<SyncedField, SyncedValue>> {
  const out: Partial<Record<SyncedField, SyncedValue>> = {}
  if (entry.context_length) out.contextWindow = entry.context_length
  const maxOut = entry.top_provider?.max_completion_tokens
  if (maxOut) out.maxOutputTokens = maxOut
  const p = entry.pricing
  if (p) {
    const pairs: [SyncedField, string | number | null | undefined][] = [
      ['pricing.input', p.prompt],
      ['pricing.output', p.completion],
      ['pricing.cachedInput', p.input_cache_read],
      ['pricing.cacheWrite', p.input_cache_write],
    ]
    for (const [field, raw] of pairs) {
      const money = usdPerMillion(raw)
      if (money !== undefined) out[field] = money
    }
    const reasoning = usdPerMillion(p.internal_reasoning)
    if (reasoning !== undefined) out['pricing.reasoning'] = reasoning && reasoning.amount > 0 ? reasoning : null
  }
  const input = modalitiesOf(entry.architecture?.input_modalities)
  const output = modalitiesOf(entry.architecture?.output_modalities)
  if (input?.length) out['modalities.input'] = input
  if (output?.length) out['modalities.output'] = output
  if (input) out['features.vision'] = input.includes('image')
  const params = entry.supported_parameters
  if (params) {
    out['features.tools'] = params.includes('tools')
    out['features.structuredOutput'] = params.includes('structured_outputs') || params.includes('response_format')
    out['features.reasoning'] = params.includes('reasoning') || params.includes('include_reasoning')
  }
  return out
}

/** Equal as the sync sees them: prices by amount and currency, modality lists as sets. */
export function sameValue(a: SyncedValue | undefined, b: SyncedValue | undefined): boolean {
  const norm = (v: SyncedValue | undefined) => {
    if (v === undefined || v === null) return null
    if (Array.isArray(v)) return JSON.stringify([...v].sort())
    if (typeof v === 'object') return `${v.amount} ${v.currency}`
    return JSON.stringify(v)
  }
  return norm(a) === norm(b)
}
