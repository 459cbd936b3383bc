import { poolOf } from '@aidir/cms'
import { cachedVocabulary, searchDocuments, understand } from '@aidir/cms/search'
import type { SearchEntity } from '@aidir/cms/search'
import type { Locale } from '@aidir/cms/locales'
import { describe, expect, it } from 'vitest'
import { judgedQueries } from '../../bench/relevance/relevance'
import { payload } from './helpers'

/**
 * A query that names only facets ("视频", "free video") ranks its products by popularity alone; past
 * the count cap (a category of a large catalogue) the search walks them in that order instead of
 * ranking every match, and says the total is "at least". The curated catalogue is small, so the
 * cap is made small here to put its categories past it. The pages must be the ones ranking every
 * match gives.
 */
const db = poolOf(payload)
const vocabulary = await cachedVocabulary(payload)
const CAP = 5
const UNCAPPED = 1_000_000

type Ask = { text: string; locale: Locale; entities?: SearchEntity[] }
const search = (q: Ask, countCap: number, limit: number, offset = 0) =>
  searchDocuments(db, { ...q, limit, offset }, vocabulary, { countCap })

/** Every hit of a search, in pages of `size`, up to `upTo`. */
async function pages(q: Ask, countCap: number, size: number, upTo: number) {
  const hits: { id: number; entity: string; score: number }[] = []
  for (let offset = 0; offset < upTo; offset += size) {
    const page = await search(q, countCap, size, offset)
    hits.push(...page.hits.map((h) => ({ id: h.id, entity: h.entity, score: h.score })))
    if (page.hits.length < size) break
  }
  return hits
}

const facetOnly: Ask[] = [
  { text: '视频', locale: 'zh', entities: ['products'] },
  { text: '图像', locale: 'zh', entities: ['products'] },
  { text: '動画', locale: 'ja', entities: ['products'] },
  { text: 'free video', locale: 'en', entities: ['products'] },
  { text: '视频', locale: 'zh' },
  { text: 'video', locale: 'en' },
]

describe('a query that names only facets, past the count cap', () => {
  it('is read as facets alone (no words to rank by)', () => {
    for (const q of facetOnly) expect(understand(q.text, q.locale, vocabulary).productRank, q.text).toBeNull()
  })

  it('gives the pages that ranking every match gives, at any page size, and says there are more', async () => {
    for (const q of facetOnly) {
      const label = `${q.locale} ${q.text} ${q.entities?.join() ?? 'all'}`
      const full = await search(q, UNCAPPED, 1)
      expect(full.more, label).toBeUndefined()
      expect(full.total, label).toBeGreaterThan(CAP + 10)

      const capped = await search(q, CAP, 20)
      expect(capped.more, label).toBe(true)
      const others = q.entities?.includes('products') ? 0 : full.total - (await search({ ...q, entities: ['products'] }, UNCAPPED, 1)).total
      expect(capped.total, label).toBe(CAP + others)

      const upTo = Math.min(full.total, 60)
      const expected = await pages(q, UNCAPPED, 100, upTo)
      for (const size of [7, 20]) {
        const walked = await pages(q, CAP, size, upTo)
        expect(walked.slice(0, upTo), `${label}, pages of ${size}`).toEqual(expected.slice(0, upTo))
      }
    }
  })

  it('puts a product named exactly as the query first, wherever its popularity stands', async () => {
    const q: Ask = { text: '视频', locale: 'zh', entities: ['products'] }
    const all = await pages(q, UNCAPPED, 100, 10_000)
    const last = all.at(-1)!
    const saved = await db.query(`SELECT name_lc FROM search_documents WHERE entity = 'products' AND entity_id = $1 AND locale = 'zh'`, [last.id])
    await db.query(`UPDATE search_documents SET name_lc = '视频' WHERE entity = 'products' AND entity_id = $1 AND locale = 'zh'`, [last.id])
    try {
      const full = await search(q, UNCAPPED, 3)
      const capped = await search(q, CAP, 3)
      expect(full.hits[0]?.id).toBe(last.id)
      expect(capped.hits.map((h) => h.id)).toEqual(full.hits.map((h) => h.id))
      // Past the first page it is not listed a second time.
      const second = await search(q, CAP, 3, 3)
      expect(second.hits.map((h) => h.id)).not.toContain(last.id)
    } finally {
      await db.query(`UPDATE search_documents SET name_lc = $2 WHERE entity = 'products' AND entity_id = $1 AND locale = 'zh'`, [last.id, saved.rows[0].name_lc])
    }
  })

  it('counts exactly below the cap', async () => {
    const q: Ask = { text: '视频', locale: 'zh', entities: ['products'] }
    const full = await search(q, UNCAPPED, 1)
    const atCap = await search(q, full.total, 1)
    expect(atCap.more).toBeUndefined()
    expect(atCap.total).toBe(full.total)
    const under = await search(q, full.total - 1, 1)
    expect(under.more).toBe(true)
  })

  it('leaves every judged query of the curated catalogue under the default cap, so its count is exact', async () => {
    const counted: string[] = []
    for (const j of judgedQueries()) {
      const result = await searchDocuments(db, { text: j.query, locale: j.locale, entities: ['products'], limit: 1 }, vocabulary)
      if (result.more) counted.push(`${j.locale} ${j.query}`)
    }
    expect(counted).toEqual([])
  })
})
