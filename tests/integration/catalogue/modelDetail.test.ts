import { modelDetail } from '@aidir/cms/catalogue'
import { locales } from '@aidir/cms/locales'
import { describe, expect, it } from 'vitest'
import { payload, unique } from '../helpers'

/**
 * A model's page reads the model in one statement (cms/src/catalogue/modelDetail.ts): it must say
 * what the Local API says to an anonymous visitor, in every language, and nothing of a model that
 * is not published.
 */
const idOf = (v: unknown): number | null => (typeof v === 'number' ? v : typeof (v as { id?: unknown })?.id === 'number' ? (v as { id: number }).id : null)
const money = (m: any) => ({ amount: m?.amount ?? null, currency: m?.currency ?? null })

async function viaLocalApi(locale: (typeof locales)[number], key: string) {
  const { docs } = await payload.find({
    collection: 'ai-models',
    locale,
    where: { key: { equals: key } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { key: true, name: true, provider: true, modalities: true, contextWindow: true, pricing: true, releaseDate: true, openWeights: true, logo: true, maxOutputTokens: true, benchmarks: true, license: true, features: true, url: true, description: true, tags: true },
  })
  const d: any = docs[0]
  if (!d) return null
  return {
    id: d.id,
    key: d.key,
    name: d.name,
    provider: d.provider,
    url: d.url ?? null,
    description: d.description ?? null,
    logo: idOf(d.logo),
    tags: (d.tags ?? []).map(idOf).filter((id: number | null) => id !== null),
    modalities: { input: d.modalities?.input ?? [], output: d.modalities?.output ?? [] },
    contextWindow: d.contextWindow ?? null,
    maxOutputTokens: d.maxOutputTokens ?? null,
    pricing: { input: money(d.pricing?.input), cachedInput: money(d.pricing?.cachedInput), cacheWrite: money(d.pricing?.cacheWrite), output: money(d.pricing?.output), reasoning: money(d.pricing?.reasoning) },
    releaseDate: d.releaseDate ?? null,
    openWeights: d.openWeights ?? null,
    license: d.license ?? null,
    features: { tools: d.features?.tools ?? null, structuredOutput: d.features?.structuredOutput ?? null, reasoning: d.features?.reasoning ?? null, vision: d.features?.vision ?? null },
    benchmarks: (d.benchmarks ?? []).map((b: any) => ({ id: b.id, name: b.name, score: b.score, source: b.source ?? null, date: b.date ?? null })),
  }
}

describe('model detail in one statement', () => {
  it('says what the Local API says for every seeded model in every language', async () => {
    const { docs } = await payload.find({ collection: 'ai-models', pagination: false, depth: 0, overrideAccess: false, select: { key: true } })
    expect(docs.length).toBeGreaterThan(0)
    for (const locale of locales) {
      for (const { key } of docs) {
        expect({ locale, key, doc: await modelDetail(payload, locale, key as string) }).toEqual({ locale, key, doc: await viaLocalApi(locale, key as string) })
      }
    }
  })

  it('reads dates, prices and benchmarks as Payload does, and hides a draft', async () => {
    const key = unique('detail-model')
    const created = await payload.create({
      collection: 'ai-models',
      locale: 'en',
      data: {
        key,
        name: 'Detail model',
        provider: 'Test',
        description: 'English only',
        status: 'published',
        _status: 'published',
        releaseDate: '2025-03-04T05:06:07.089Z',
        modalities: { input: ['text', 'image'], output: ['text'] },
        pricing: { input: { amount: 250, currency: 'USD' }, output: { amount: 1000, currency: 'USD' } },
        features: { tools: true, vision: false },
        benchmarks: [{ name: 'MMLU', score: 88.5, source: 'https://example.com/report', date: '2025-01-02T00:00:00.000Z' }],
      } as never,
      overrideAccess: true,
      context: { skipSearchIndex: true },
    })
    for (const locale of locales) expect(await modelDetail(payload, locale, key)).toEqual(await viaLocalApi(locale, key))
    expect((await modelDetail(payload, 'ja', key))?.description).toBe('English only')

    await payload.update({ collection: 'ai-models', id: created.id, data: { status: 'draft' } as never, overrideAccess: true, context: { skipSearchIndex: true } })
    expect(await modelDetail(payload, 'en', key)).toBeNull()
    expect(await viaLocalApi('en', key)).toBeNull()
  })
})
