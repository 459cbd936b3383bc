import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { localeMeta, type Locale } from '../locales'
import { searchCountsSince, type QueryCount } from '../search/queryLog'
import { documentTerms } from '../search/segment'
import phrases from './keywordPhrases.json'

export type Difficulty = 'high' | 'medium' | 'low'
export type KeywordSuggestion = {
  /** A phrase people put to an AI about a category ("best AI image generator", "免费AI绘画工具"). */
  keyword: string
  /** The category it is about (its key). */
  category: string
  /** Searches on this site in the last HOT_DAYS days that asked for it (topic, and the phrase's own words). */
  hotValue: number
  difficulty: Difficulty
  /** Strong brands an AI already has to choose from for it (see STRONG_BRAND). */
  strongBrands: number
  /** The brand strength rests on sandbox traffic figures (no traffic service configured). */
  sandbox: boolean
}

type Template = { text: string; requires: string[]; among?: 'free' | 'openSource' }
type Category = {
  key: string
  names: Partial<Record<Locale, string>>
  demand: number
  strong: Record<'all' | 'free' | 'openSource', number>
  sandbox: boolean
}

const templates = phrases.templates as Record<Locale, Template[]>
const topics = phrases.topics as Record<string, Partial<Record<Locale, string>>>

/**
 * Keyword suggestions for the checker form (SPEC §3: keyword, hot value, optimisation difficulty):
 * - keywords are phrases people ask an AI about a category, from templates per language
 *   (`keywordPhrases.json`: "best …", "free …", "open source …", "… for beginners") over what
 *   people call the category's thing ("AI image generator"), editable as data;
 * - the hot value is how often visitors searched this site for it in the last 30 days (the
 *   privacy-minded query counts of search/queryLog.ts): searches naming the topic and, for a
 *   phrase with words of its own ("free"), those words too;
 * - the difficulty is how many strong brands the AI already has to recommend in the category
 *   (published products with STRONG_BRAND's traffic or ratings; for "free" and "open source"
 *   phrases only free or open-source ones): 5 or more high, 2–4 medium, fewer low.
 * Phrases of categories sharing words with the question come first. Both tables are read at most
 * once a minute per process; they hold public data only, so reading them as the system is safe.
 */
export const STRONG_BRAND = { monthlyVisits: 1_000_000, rating: 4.5, ratingCount: 50 } as const
export const HOT_DAYS = 30
const TTL_MS = 60_000

async function loadCategories(payload: Payload): Promise<Category[]> {
  const { rows } = await poolOf(payload).query(
    `WITH prods AS (
       SELECT category_id, type, pricing_model, traffic_source, coalesce(traffic_monthly_visits, 0) + coalesce(counters_views, 0) AS demand,
              coalesce(traffic_monthly_visits, 0) >= $1 AS by_traffic,
              coalesce(rating, 0) >= $2 AND coalesce(rating_count, 0) >= $3 AS by_rating
         FROM products WHERE status = 'published'
     )
     SELECT c.key, sum(p.demand)::float8 AS demand,
            count(*) FILTER (WHERE p.by_traffic OR p.by_rating)::int AS strong_all,
            count(*) FILTER (WHERE (p.by_traffic OR p.by_rating) AND (p.pricing_model IN ('free', 'freemium', 'open_source') OR p.type = 'open_source'))::int AS strong_free,
            count(*) FILTER (WHERE (p.by_traffic OR p.by_rating) AND (p.pricing_model = 'open_source' OR p.type = 'open_source'))::int AS strong_open,
            coalesce(bool_or(p.by_traffic AND p.traffic_source = 'sandbox'), false) AS sandbox,
            (SELECT json_object_agg(_locale, name) FROM categories_locales WHERE _parent_id = c.id) AS names
       FROM categories c JOIN prods p ON p.category_id = c.id
      WHERE c.kind = 'product' AND c.parent_id IS NOT NULL
      GROUP BY c.id, c.key`,
    [STRONG_BRAND.monthlyVisits, STRONG_BRAND.rating, STRONG_BRAND.ratingCount],
  )
  return rows.map((r) => ({
    key: String(r.key),
    names: r.names ?? {},
    demand: Number(r.demand),
    strong: { all: Number(r.strong_all), free: Number(r.strong_free), openSource: Number(r.strong_open) },
    sandbox: Boolean(r.sandbox),
  }))
}

type Loaded = { categories: Category[]; searches: QueryCount[] }
let cache: { at: number; value: Promise<Loaded> } | undefined

function loaded(payload: Payload): Promise<Loaded> {
  if (!cache || Date.now() - cache.at > TTL_MS) {
    cache = { at: Date.now(), value: Promise.all([loadCategories(payload), searchCountsSince(payload, HOT_DAYS)]).then(([categories, searches]) => ({ categories, searches })) }
    cache.value.catch(() => (cache = undefined))
  }
  return cache.value
}

/** Drops the cached tables (tests that log searches and read the suggestions at once). */
export function forgetKeywordData(): void {
  cache = undefined
}

const inLocale = (names: Partial<Record<Locale, string>>, locale: Locale) => [locale, ...localeMeta[locale].fallback].map((l) => names[l]).find(Boolean)

// Words that name no topic: a search for "AI image generator" and one for "image generator" ask the same.
const FILLER = new Set(['ai', 'tool', 'tools', 'app', 'apps', 'software', 'best', 'the', 'a', 'an', 'for', 'of'])
const FILLER_SUFFIX = /\s*(工具|ツール|アプリ|ソフト|软件|軟體)$/u
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/u

/**
 * A text as topics are compared: NFKC, lower case, filler words out (also "AI" glued to Chinese or
 * Japanese). Word order stays: "text to speech" is not "speech to text".
 */
function squash(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(FILLER_SUFFIX, '')
    .replace(/(^|[^a-z])ai(?![a-z])/g, '$1 ')
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w))
    .join(' ')
}

/** Whether a (squashed) text names the (squashed) topic name: as whole words, or inside Chinese or Japanese. */
function names(text: string, core: string): boolean {
  if (!core) return false
  if (CJK.test(core)) return text.replace(/\s/g, '').includes(core.replace(/\s/g, ''))
  return ` ${text} `.includes(` ${core} `)
}

export function difficultyOf(strongBrands: number): Difficulty {
  return strongBrands >= 5 ? 'high' : strongBrands >= 2 ? 'medium' : 'low'
}

const fill = (text: string, topic: string) => text.replace('{{topic}}', topic)

/**
 * The suggestions for a reader of `locale` who asks `question`: up to `limit` phrases, those of
 * the categories nearest the question first (all their phrases), the others by demand (two each).
 */
export async function suggestKeywords(payload: Payload, locale: Locale, question = '', limit = 12): Promise<KeywordSuggestion[]> {
  const { categories, searches } = await loaded(payload)
  const askedText = squash(question)
  const asked = new Set(question ? documentTerms(question, locale) : [])
  const logged = searches.filter((s) => s.locale === locale).map((s) => ({ ...s, text: squash(s.query) }))

  const scored = categories.flatMap((category) => {
    const name = inLocale(category.names, locale)
    const topic = inLocale(topics[category.key] ?? {}, locale) ?? (name && (locale === 'en' ? name.toLowerCase() : name))
    if (!topic) return []
    const aliases = [topic, name].filter((n): n is string => Boolean(n)).map(squash).filter(Boolean)
    const aboutTopic = logged.filter((s) => aliases.some((core) => names(s.text, core)))
    // A question naming the topic outright comes first; sharing some of its words, next.
    const overlap = aliases.some((core) => names(askedText, core))
      ? 2
      : Math.max(0, ...aliases.map((core) => documentTerms(core, locale)).filter((t) => t.length).map((terms) => terms.filter((t) => asked.has(t)).length / terms.length))
    const items = (templates[locale] ?? templates.en).map((template, order) => {
      const strongBrands = category.strong[template.among ?? 'all']
      const hotValue = aboutTopic.filter((s) => template.requires.every((word) => s.query.includes(word.toLowerCase()))).reduce((sum, s) => sum + s.searches, 0)
      const suggestion: KeywordSuggestion = { keyword: fill(template.text, topic), category: category.key, hotValue, difficulty: difficultyOf(strongBrands), strongBrands, sandbox: category.sandbox }
      return { suggestion, order }
    })
    items.sort((a, b) => b.suggestion.hotValue - a.suggestion.hotValue || a.order - b.order)
    const hot = items.reduce((sum, i) => sum + i.suggestion.hotValue, 0)
    return [{ category, overlap, hot, items: items.map((i) => i.suggestion) }]
  })
  scored.sort((a, b) => b.overlap - a.overlap || b.hot - a.hot || b.category.demand - a.category.demand || a.category.key.localeCompare(b.category.key))
  const out: KeywordSuggestion[] = []
  const seen = new Set<string>()
  for (const entry of scored) {
    for (const item of entry.overlap > 0 ? entry.items : entry.items.slice(0, 2)) {
      if (out.length >= limit) return out
      if (seen.has(item.keyword)) continue
      seen.add(item.keyword)
      out.push(item)
    }
  }
  return out
}
