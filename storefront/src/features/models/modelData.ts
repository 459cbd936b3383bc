import type { Locale } from '@aidir/cms/locales'
import { moneyOf } from '@aidir/cms/lib'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { MODELS_PER_PAGE, type ModelQuery, modelWhere, sortModels } from './query'
import type { ModelDetail, ModelRow } from './types'
import { recordTag } from '@aidir/cms/revalidation'
import { logoMediaOf, logoMediaSelect } from '@/features/logo/media'

/** Published AI models through the Local API as an anonymous visitor (the access rules apply). */
const rowSelect = {
  key: true,
  name: true,
  provider: true,
  modalities: true,
  contextWindow: true,
  pricing: true,
  releaseDate: true,
  openWeights: true,
  logo: true,
} as const

function toRow(doc: any): ModelRow {
  return {
    key: doc.key,
    name: doc.name,
    provider: doc.provider,
    input: doc.modalities?.input ?? [],
    output: doc.modalities?.output ?? [],
    contextWindow: doc.contextWindow ?? null,
    pricing: {
      input: moneyOf(doc.pricing?.input),
      cachedInput: moneyOf(doc.pricing?.cachedInput),
      output: moneyOf(doc.pricing?.output),
    },
    releaseDate: doc.releaseDate ?? null,
    openWeights: Boolean(doc.openWeights),
    providerLogo: logoMediaOf(doc.logo),
  }
}

/** One page of the filtered, sorted models (sorted in memory: see sortModels). */
export const findModels = cached(
  async (locale: Locale, query: ModelQuery) => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'ai-models',
      locale,
      where: modelWhere(query),
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: rowSelect,
      populate: { media: logoMediaSelect },
    })
    const rows = sortModels(result.docs.map(toRow), query.sort)
    const start = (query.page - 1) * MODELS_PER_PAGE
    return {
      total: rows.length,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(rows.length / MODELS_PER_PAGE)),
      items: rows.slice(start, start + MODELS_PER_PAGE),
    }
  },
  'models:list',
  ['ai-models'],
)

/** The providers that have a published model, for the filter (a few hundred rows at most). */
export const findModelProviders = cached(
  async () => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'ai-models',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: false,
      select: { provider: true },
    })
    return [...new Set(result.docs.map((d) => d.provider))].sort((a, b) => a.localeCompare(b, 'en'))
  },
  'models:providers',
  ['ai-models'],
)

export const findModel = cached(
  async (locale: Locale, key: string): Promise<ModelDetail | null> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'ai-models',
      locale,
      where: { key: { equals: key } },
      limit: 1,
      depth: 1,
      overrideAccess: false,
      select: { ...rowSelect, url: true, description: true, maxOutputTokens: true, benchmarks: true, license: true, tags: true },
      populate: { tags: { key: true, name: true }, media: logoMediaSelect },
    })
    const doc: any = result.docs[0]
    if (!doc) return null
    return {
      ...toRow(doc),
      url: doc.url ?? null,
      description: doc.description ?? '',
      maxOutputTokens: doc.maxOutputTokens ?? null,
      benchmarks: (doc.benchmarks ?? []).map((b: any) => ({ name: b.name, score: b.score })),
      license: doc.license ?? null,
      tags: (doc.tags ?? []).filter((t: any) => t && typeof t === 'object').map((t: any) => ({ key: t.key, name: t.name })),
    }
  },
  'models:detail',
  (_locale, key) => [recordTag('ai-models', key)],
)
