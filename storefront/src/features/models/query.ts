import type { Where } from 'payload'
import { z } from 'zod'
import { type ModelRow, modalities } from './types'

/**
 * The /models query string (?provider=&modality=&weights=&sort=&page=). Each parameter is checked on
 * its own and a bad value falls back to its default, so a hand-edited URL never fails the page.
 */
export const MODELS_PER_PAGE = 50

export const modelSorts = ['newest', 'context', 'inputPrice', 'outputPrice', 'name'] as const
export type ModelSort = (typeof modelSorts)[number]

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)

const schema = z.object({
  provider: z.preprocess(first, z.string().trim().min(1).max(100).optional()).catch(undefined),
  modality: z.preprocess(first, z.enum(modalities).optional()).catch(undefined),
  weights: z.preprocess(first, z.enum(['open', 'closed']).optional()).catch(undefined),
  sort: z.preprocess(first, z.enum(modelSorts).default('newest')).catch('newest'),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).default(1)).catch(1),
})

export type ModelQuery = z.infer<typeof schema>

/** Parses the query; a provider not among the published ones is dropped like any other bad value. */
export function parseModelQuery(searchParams: Record<string, string | string[] | undefined>, providers: string[]): ModelQuery {
  const query = schema.parse(searchParams)
  return query.provider && !providers.includes(query.provider) ? { ...query, provider: undefined } : query
}

export function modelWhere(query: ModelQuery): Where {
  const and: Where[] = []
  if (query.provider) and.push({ provider: { equals: query.provider } })
  // A modality matches a model that accepts it or produces it.
  if (query.modality) and.push({ or: [{ 'modalities.input': { in: [query.modality] } }, { 'modalities.output': { in: [query.modality] } }] })
  if (query.weights) and.push({ openWeights: { equals: query.weights === 'open' } })
  return and.length ? { and } : {}
}

/**
 * Sorting happens in memory over the filtered rows (the model catalogue is a few hundred records):
 * prices in different currencies are not comparable without inventing an exchange rate, so price
 * sorts group by currency (USD first) and put models without that price last, which a SQL
 * ORDER BY through Payload cannot express. Name breaks every tie.
 */
const byName = (a: ModelRow, b: ModelRow) => a.name.localeCompare(b.name, 'en')
const currencyRank = (c: string | null) => (c === 'USD' ? '0' : `1${c ?? ''}`)

function byPrice(field: 'input' | 'output') {
  return (a: ModelRow, b: ModelRow) => {
    const pa = a.pricing[field]
    const pb = b.pricing[field]
    if (pa == null || pb == null) return pa == null && pb == null ? byName(a, b) : pa == null ? 1 : -1
    const currency = currencyRank(pa.currency).localeCompare(currencyRank(pb.currency))
    return currency || pa.amount - pb.amount || byName(a, b)
  }
}

const desc = (value: (m: ModelRow) => number | null) => (a: ModelRow, b: ModelRow) =>
  (value(b) ?? -Infinity) - (value(a) ?? -Infinity) || byName(a, b)

export function sortModels(rows: ModelRow[], sort: ModelSort): ModelRow[] {
  const compare =
    sort === 'context'
      ? desc((m) => m.contextWindow)
      : sort === 'inputPrice'
        ? byPrice('input')
        : sort === 'outputPrice'
          ? byPrice('output')
          : sort === 'name'
            ? byName
            : desc((m) => (m.releaseDate ? Date.parse(m.releaseDate) : null))
  return [...rows].sort(compare)
}

/** The query string of a list URL, without defaults, so links stay short and canonical. */
export function modelQueryString(query: Partial<ModelQuery>): string {
  const params = new URLSearchParams()
  if (query.provider) params.set('provider', query.provider)
  if (query.modality) params.set('modality', query.modality)
  if (query.weights) params.set('weights', query.weights)
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}
