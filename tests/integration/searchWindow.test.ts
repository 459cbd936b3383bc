import { poolOf } from '@aidir/cms'
import { cachedVocabulary, countProducts, searchDocuments, type SearchLimits, understand } from '@aidir/cms/search'
import type { Locale } from '@aidir/cms/locales'
import { describe, expect, it } from 'vitest'
import { judgedQueries } from '../../bench/relevance/relevance'
import { payload } from './helpers'

/**
 * A query that matches more products than the search counts (in a 100,000-product catalogue, a
 * category named alone) is answered from a window of its most popular matches, ranked as usual,
 * with a total that says "at least". The real catalogue is small, so the limits are made small
 * here to put its broad queries past them.
 */
const db = poolOf(payload)
const vocabulary = await cachedVocabulary(payload)
const small: SearchLimits = { countCap: 30, window: 12 }
const unlimited: SearchLimits = { countCap: 1_000_000, window: 1_000_000 }

const search = (text: string, locale: Locale, limits: SearchLimits, limit = 100, offset = 0) =>
  searchDocuments(db, { text, locale, entities: ['products'], limit, offset }, vocabulary, limits)

async function popularityOf(locale: Locale, ids: number[]): Promise<Map<number, number>> {
  const found = await db.query(`SELECT entity_id, popularity FROM search_documents WHERE entity = 'products' AND locale = $1 AND entity_id = ANY($2::int[])`, [locale, ids])
  return new Map(found.rows.map((r) => [Number(r.entity_id), Number(r.popularity)]))
}

/** Every hit of a search, in pages of `size`. */
async function everyHit(text: string, locale: Locale, limits: SearchLimits, size: number) {
  const ids: number[] = []
  for (let offset = 0; ; offset += size) {
    const page = await search(text, locale, limits, size, offset)
    ids.push(...page.hits.map((h) => h.id))
    if (page.hits.length < size) return ids
  }
}

describe('a search past its count cap', () => {
  it('lists the most popular matches, ranked as before, and says there are more', async () => {
    const full = await search('视频', 'zh', unlimited, 100)
    expect(full.more).toBeUndefined()
    expect(full.total).toBeGreaterThan(small.countCap)

    const capped = await search('视频', 'zh', small)
    expect(capped.more).toBe(true)
    expect(capped.total).toBe(small.countCap)
    expect(capped.listed).toBe(capped.hits.length)

    // The window: the matches of highest popularity (ties by id).
    const all = (await search('视频', 'zh', unlimited, 100, 0)).hits.map((h) => h.id)
    for (let offset = 100; all.length < full.total; offset += 100) all.push(...(await search('视频', 'zh', unlimited, 100, offset)).hits.map((h) => h.id))
    const popularity = await popularityOf('zh', all)
    const mostPopular = [...all].sort((a, b) => popularity.get(b)! - popularity.get(a)! || a - b).slice(0, small.window)
    expect(new Set(capped.hits.map((h) => h.id))).toEqual(new Set(mostPopular))

    // Ranked by the same score as the full search: the window keeps the full order.
    const order = all.filter((id) => mostPopular.includes(id))
    expect(capped.hits.map((h) => h.id)).toEqual(order)
  })

  it('gives one result set whatever the page: pages of 5 list the window once each', async () => {
    const whole = (await search('视频', 'zh', small)).hits.map((h) => h.id)
    const paged = await everyHit('视频', 'zh', small, 5)
    expect(paged).toEqual(whole)
    expect(new Set(paged).size).toBe(paged.length)
  })

  it('still shows a product searched by its exact name when it is not among the most popular matches', async () => {
    const name = 'ChatGPT'
    const before = await search(name, 'en', unlimited)
    const product = before.hits.find((h) => h.key === 'chatgpt')!
    expect(product).toBeDefined()
    // Make it the least popular product, and the window one place wide.
    const saved = await popularityOf('en', [product.id])
    await db.query(`UPDATE search_documents SET popularity = 0 WHERE entity = 'products' AND entity_id = $1`, [product.id])
    try {
      const matches = (await search(name, 'en', unlimited)).total
      const limits = { countCap: Math.max(1, matches - 1), window: 1 }
      const capped = await search(name, 'en', limits)
      expect(capped.more, `${matches} products match "${name}"`).toBe(true)
      expect(capped.hits[0]?.key).toBe('chatgpt')
    } finally {
      await db.query(`UPDATE search_documents SET popularity = $2 WHERE entity = 'products' AND entity_id = $1`, [product.id, saved.get(product.id)])
    }
  })

  it('counts up to the number asked for, no further', async () => {
    const query = understand('视频', 'zh', vocabulary).products!
    const full = await search('视频', 'zh', unlimited)
    expect(await countProducts(db, 'zh', query, 10)).toBe(10)
    expect(await countProducts(db, 'zh', query, full.total + 5)).toBe(full.total)
  })

  it('leaves every judged query of the curated catalogue below the default cap, so their ranking is the full one', async () => {
    const broad: string[] = []
    for (const j of judgedQueries()) {
      const result = await searchDocuments(db, { text: j.query, locale: j.locale, entities: ['products'], limit: 1 }, vocabulary)
      if (result.more) broad.push(`${j.locale} ${j.query}`)
    }
    expect(broad).toEqual([])
  })

  it('keeps exact totals below the cap (the default limits on the curated catalogue)', async () => {
    const result = await searchDocuments(db, { text: '视频', locale: 'zh', entities: ['products'], limit: 5 }, vocabulary)
    expect(result.more).toBeUndefined()
    expect(result.total).toBe((await search('视频', 'zh', unlimited)).total)
  })
})
