import { createPgSearchIndex } from '@aidir/cms'
import { locales } from '@aidir/cms/locales'
import { describe, expect, it } from 'vitest'
import { formatRelevance, judgedQueries, K, measureRelevance } from '../../bench/relevance/relevance'
import { payload } from './helpers'

/**
 * The judged set (bench/relevance/judged.json) against the curated catalogue, with floors a little
 * under the figures measured when the search learnt phrases, synonyms and facet words: nDCG@10 0.794,
 * recall@10 0.773 overall, the lowest language (ja) 0.750 and 0.722; before, reading every query word
 * by word: 0.658 and 0.626 (ja 0.636, zh-TW 0.589). With 161 more products and the traffic estimates
 * the same search measures 0.770 and 0.757 (ja 0.730 and 0.708): new products enter top tens unjudged.
 * A change that makes search worse fails here; one that adds products to the catalogue may move a
 * query's top ten, so judge the new ones in.
 */
const FLOOR = { ndcg: 0.76, recall: 0.745 }
const LOCALE_FLOOR = { ndcg: 0.72, recall: 0.7 }

const index = createPgSearchIndex(payload)

describe('search relevance on the judged set', () => {
  it('has at least 150 queries in each of the four languages together, every expected product in the catalogue', async () => {
    const judged = judgedQueries()
    expect(judged.length).toBeGreaterThanOrEqual(150)
    for (const locale of locales) expect(judged.filter((j) => j.locale === locale).length, locale).toBeGreaterThanOrEqual(30)
    const expected = [...new Set(judged.flatMap((j) => j.expected))]
    const found = await payload.find({ collection: 'products', where: { key: { in: expected } }, pagination: false, overrideAccess: true, select: { key: true } })
    expect(expected.filter((k) => !found.docs.some((d) => d.key === k))).toEqual([])
  })

  it('stays above its floor, overall and in each language', async () => {
    const report = await measureRelevance(async (text, locale) => (await index.search({ text, locale, entities: ['products'], limit: K })).hits.map((h) => h.key))
    console.log(formatRelevance(report, 15))
    expect(report.ndcg).toBeGreaterThanOrEqual(FLOOR.ndcg)
    expect(report.recall).toBeGreaterThanOrEqual(FLOOR.recall)
    for (const locale of locales) {
      expect(report.byLocale[locale].ndcg, locale).toBeGreaterThanOrEqual(LOCALE_FLOOR.ndcg)
      expect(report.byLocale[locale].recall, locale).toBeGreaterThanOrEqual(LOCALE_FLOOR.recall)
    }
  })
})
