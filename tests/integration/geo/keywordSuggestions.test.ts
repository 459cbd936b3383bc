import { forgetKeywordData, STRONG_BRAND, suggestKeywords } from '@aidir/cms/geo'
import { normalizeLoggedQuery, recordSearchQuery, searchCountsSince } from '@aidir/cms/search'
import { poolOf } from '@aidir/cms'
import { describe, expect, it } from 'vitest'
import phrases from '../../../cms/src/geo/keywordPhrases.json'
import { payload } from '../helpers'

/**
 * GEO keyword suggestions (the issue: they were catalogue tags such as "Freemium", "API",
 * "Chinese"): phrases people ask about a category, from the templates of each language; a hot
 * value from this site's own search counts; a difficulty from the strong brands already there.
 */
const templatePattern = (locale: keyof typeof phrases.templates) =>
  new RegExp(`^(${phrases.templates[locale].map((t) => t.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{topic\\}\\}', '.+')).join('|')})$`)

describe('GEO keyword suggestions', () => {
  it('are phrases people ask in each language, never catalogue tags', async () => {
    forgetKeywordData()
    for (const locale of ['en', 'zh', 'zh-TW', 'ja'] as const) {
      const items = await suggestKeywords(payload, locale, '', 30)
      expect(items.length, locale).toBeGreaterThan(5)
      for (const item of items) expect(item.keyword, locale).toMatch(templatePattern(locale))
      for (const tag of ['Freemium', 'API', 'Chinese', 'Open Source']) expect(items.some((i) => i.keyword === tag), `${locale} ${tag}`).toBe(false)
    }
    const en = await suggestKeywords(payload, 'en', 'Which AI image generator is best?', 8)
    expect(en.slice(0, 4).map((i) => i.keyword)).toEqual(expect.arrayContaining(['best AI image generator', 'free AI image generator']))
    const ja = await suggestKeywords(payload, 'ja', '無料の文字起こしアプリは？', 8)
    expect(ja[0]!.category).toBe('transcription')
  })

  it('counts searches here as the hot value, by topic and word order, with the phrase’s own words', async () => {
    const before = await suggestKeywords(payload, 'en', 'text to speech', 4)
    const base = Object.fromEntries(before.map((i) => [i.keyword, i.hotValue]))
    const searches = { 'free text to speech': 3, 'Text  to Speech': 2, 'speech to text': 4, 'ｆｒｅｅ ｔｅｘｔ ｔｏ ｓｐｅｅｃｈ': 1 }
    for (const [query, times] of Object.entries(searches)) for (let i = 0; i < times; i++) await recordSearchQuery(payload, 'en', query)
    forgetKeywordData()
    const after = Object.fromEntries((await suggestKeywords(payload, 'en', 'text to speech', 4)).map((i) => [i.keyword, i.hotValue]))
    // Every search naming the topic counts for "best …"; "free …" only those saying free (full-width too);
    // "speech to text" is another topic.
    expect(after['best text to speech']! - (base['best text to speech'] ?? 0)).toBe(6)
    expect(after['free text to speech']! - (base['free text to speech'] ?? 0)).toBe(4)
    const stt = (await suggestKeywords(payload, 'en', 'speech to text', 4)).find((i) => i.keyword === 'best speech to text app')
    expect(stt?.hotValue).toBeGreaterThanOrEqual(4)
  })

  it('keeps only what is needed of a search: the day, the language, the normalized query and a count', async () => {
    expect(normalizeLoggedQuery('  Free   TEXT to Speech ')).toBe('free text to speech')
    for (const personal of ['ada@example.com', 'https://example.com/x', '+86 138 0013 8000', 'order 20261126001', 'x']) expect(normalizeLoggedQuery(personal), personal).toBeNull()
    expect(normalizeLoggedQuery('gpt 4 2024')).toBe('gpt 4 2024')
    await recordSearchQuery(payload, 'zh', '免费AI绘画')
    await recordSearchQuery(payload, 'zh', '免费AI绘画')
    const { rows } = await poolOf(payload).query(`SELECT * FROM search_query_counts WHERE locale = 'zh' AND query = $1`, ['免费ai绘画'])
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'locale', 'query', 'searches'])
    expect(Number(rows[0]!.searches)).toBeGreaterThanOrEqual(2)
    expect((await searchCountsSince(payload, 30)).find((c) => c.locale === 'zh' && c.query === '免费ai绘画')?.searches).toBeGreaterThanOrEqual(2)
    // Older than the retention period: gone at the next prune (at most hourly, here forced by the clock).
    await poolOf(payload).query(`INSERT INTO search_query_counts (day, locale, query, searches) VALUES (current_date - 500, 'en', 'ancient search', 7)`)
    expect(await recordSearchQuery(payload, 'en', 'recent search', new Date(Date.now() + 3 * 3_600_000))).toBe(true)
    expect((await poolOf(payload).query(`SELECT 1 FROM search_query_counts WHERE query = 'ancient search'`)).rows).toHaveLength(0)
  })

  it('rates difficulty by the strong brands already recommended in the category', async () => {
    const { rows } = await poolOf(payload).query(
      `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
        WHERE c.key = 'image-generation' AND p.status = 'published' AND (coalesce(p.traffic_monthly_visits, 0) >= $1 OR (coalesce(p.rating, 0) >= $2 AND coalesce(p.rating_count, 0) >= $3))`,
      [STRONG_BRAND.monthlyVisits, STRONG_BRAND.rating, STRONG_BRAND.ratingCount],
    )
    forgetKeywordData()
    const best = (await suggestKeywords(payload, 'en', 'AI image generator', 4)).find((i) => i.keyword === 'best AI image generator')!
    expect(best.strongBrands).toBe(rows[0]!.n)
    expect(best.difficulty).toBe(rows[0]!.n >= 5 ? 'high' : rows[0]!.n >= 2 ? 'medium' : 'low')
  })
})
