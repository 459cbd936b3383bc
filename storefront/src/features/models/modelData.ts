import type { Locale } from '@aidir/cms/locales'
import { mediaByIds, categoryAndTags, modelDetail, modelPriceChanges } from '@aidir/cms/catalogue'
import { moneyOf } from '@aidir/cms/lib'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { MODELS_PER_PAGE, type ModelQuery, modelWhere, sortModels } from './query'
import { type ComparableModel, type ModelDetail, type ModelRow, type PriceChange, modelFeatures } from './types'
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
      cacheWrite: moneyOf(doc.pricing?.cacheWrite),
      output: moneyOf(doc.pricing?.output),
      reasoning: moneyOf(doc.pricing?.reasoning),
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

const comparableSelect = { ...rowSelect, maxOutputTokens: true, benchmarks: true, license: true, features: true } as const

function toComparable(doc: any): ComparableModel {
  return {
    ...toRow(doc),
    maxOutputTokens: doc.maxOutputTokens ?? null,
    benchmarks: (doc.benchmarks ?? []).map((b: any) => ({ name: b.name, score: b.score, source: b.source ?? null, date: b.date ?? null })),
    license: doc.license ?? null,
    features: Object.fromEntries(modelFeatures.map((f) => [f, Boolean(doc.features?.[f])])) as ComparableModel['features'],
  }
}

/**
 * Every published model with what the compare page and the cost calculator show (a few hundred
 * rows, read once per language and minute; both pages filter and compute in memory).
 */
export const findComparableModels = cached(
  async (locale: Locale): Promise<ComparableModel[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'ai-models',
      locale,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: comparableSelect,
      populate: { media: logoMediaSelect },
      sort: 'name',
    })
    return result.docs.map(toComparable)
  },
  'models:comparable',
  ['ai-models'],
)

const priceFields = new Set(['pricing.input', 'pricing.cachedInput', 'pricing.cacheWrite', 'pricing.output', 'pricing.reasoning'])

/** The sync's latest price changes of one model (ai-model-changes), newest first, in one statement of the catalogue domain. */
async function findPriceChanges(modelId: number): Promise<PriceChange[]> {
  const rows = await modelPriceChanges(await getPayload(), modelId, [...priceFields], 10)
  return rows.map((d) => ({
    field: d.field.slice('pricing.'.length) as PriceChange['field'],
    before: moneyOf(d.before),
    after: moneyOf(d.after),
    changedAt: d.changedAt,
  }))
}

export const findModel = cached(
  async (locale: Locale, key: string): Promise<ModelDetail | null> => {
    const payload = await getPayload()
    // One statement of the catalogue domain for the model and its arrays (the Local API's find cost most of the page's
    // data), tags by one more, the logo by one media read, the price history by one.
    const doc = await modelDetail(payload, locale, key)
    if (!doc) return null
    const [labels, media, priceChanges] = await Promise.all([
      categoryAndTags(payload, locale, null, doc.tags),
      mediaByIds(payload, locale, doc.logo === null ? [] : [doc.logo]),
      findPriceChanges(doc.id),
    ])
    return {
      ...toComparable({ ...doc, logo: doc.logo === null ? null : (media.get(doc.logo) ?? null) }),
      url: doc.url ?? null,
      description: doc.description ?? '',
      priceChanges,
      tags: labels.tags.map((t) => ({ key: t.key, name: t.name })),
    }
  },
  'models:detail',
  (_locale, key) => [recordTag('ai-models', key)],
)
