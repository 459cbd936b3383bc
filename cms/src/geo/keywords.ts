import { poolOf } from '../db/pool'
import { localeMeta, type Locale } from '../locales'
import { documentTerms } from '../search/segment'
import type { Payload } from 'payload'

export type Difficulty = 'high' | 'medium' | 'low'
export type KeywordSuggestion = { keyword: string; kind: 'category' | 'tag'; hotValue: number; difficulty: Difficulty; products: number }

type Candidate = { kind: 'category' | 'tag'; id: number; names: Partial<Record<Locale, string>>; products: number; demand: number }

/**
 * Keyword suggestions for the checker form (SPEC §3: keyword, hot value, optimisation difficulty),
 * derived from our own catalogue since we hold no search-volume data:
 * - keywords are the names of product categories and tags in the reader's language (with the
 *   language's fallback chain), the words people use when they ask an AI "best … tools";
 * - hot value is the demand behind a keyword: the monthly visits of its published products (our
 *   traffic statistics) plus the views of their pages here;
 * - difficulty is the competition: how many published products share the keyword. The busiest
 *   third of keywords is "high", the quietest third "low".
 * Keywords sharing words with the question come first. The table is read once a minute per
 * process; it holds public data only (published products), so reading it as the system is safe.
 */
const TTL_MS = 60_000
let cache: { at: number; value: Promise<Candidate[]> } | undefined

async function loadCandidates(payload: Payload): Promise<Candidate[]> {
  const db = poolOf(payload)
  const { rows } = await db.query(
    `WITH prods AS (
       SELECT id, category_id, coalesce(traffic_monthly_visits, 0) + coalesce(counters_views, 0) AS demand
         FROM products WHERE status = 'published'
     ), found AS (
       SELECT 'category' AS kind, p.category_id AS id, count(*) AS products, sum(p.demand) AS demand
         FROM prods p JOIN categories c ON c.id = p.category_id AND c.kind = 'product' AND c.parent_id IS NOT NULL
        GROUP BY p.category_id
       UNION ALL
       SELECT 'tag', r.tags_id, count(*), sum(p.demand)
         FROM products_rels r JOIN prods p ON p.id = r.parent_id
        WHERE r.path = 'tags' AND r.tags_id IS NOT NULL
        GROUP BY r.tags_id
     )
     SELECT f.kind, f.id, f.products::int, f.demand::float8 AS demand,
            coalesce(
              (SELECT json_object_agg(_locale, name) FROM categories_locales WHERE f.kind = 'category' AND _parent_id = f.id),
              (SELECT json_object_agg(_locale, name) FROM tags_locales WHERE f.kind = 'tag' AND _parent_id = f.id)
            ) AS names
       FROM found f`,
  )
  return rows.map((r) => ({ kind: r.kind, id: Number(r.id), products: Number(r.products), demand: Number(r.demand), names: r.names ?? {} }))
}

function candidates(payload: Payload): Promise<Candidate[]> {
  if (!cache || Date.now() - cache.at > TTL_MS) {
    cache = { at: Date.now(), value: loadCandidates(payload) }
    cache.value.catch(() => (cache = undefined))
  }
  return cache.value
}

const nameIn = (names: Candidate['names'], locale: Locale) => [locale, ...localeMeta[locale].fallback].map((l) => names[l]).find(Boolean)

/** The rank-based difficulty: position of `products` among all candidates' product counts. */
function difficultyOf(products: number, sortedCounts: number[]): Difficulty {
  const below = sortedCounts.filter((n) => n < products).length / Math.max(1, sortedCounts.length)
  return below >= 2 / 3 ? 'high' : below >= 1 / 3 ? 'medium' : 'low'
}

export async function suggestKeywords(payload: Payload, locale: Locale, question = '', limit = 12): Promise<KeywordSuggestion[]> {
  const all = await candidates(payload)
  const counts = all.map((c) => c.products).sort((a, b) => a - b)
  const asked = new Set(question ? documentTerms(question, locale) : [])
  const seen = new Set<string>()
  const scored = all.flatMap((c) => {
    const keyword = nameIn(c.names, locale)
    if (!keyword || seen.has(keyword.toLowerCase())) return []
    seen.add(keyword.toLowerCase())
    const terms = documentTerms(keyword, locale)
    const overlap = terms.length ? terms.filter((t) => asked.has(t)).length / terms.length : 0
    const suggestion: KeywordSuggestion = { keyword, kind: c.kind, hotValue: Math.round(c.demand), difficulty: difficultyOf(c.products, counts), products: c.products }
    return [{ suggestion, overlap }]
  })
  scored.sort((a, b) => b.overlap - a.overlap || b.suggestion.hotValue - a.suggestion.hotValue || a.suggestion.keyword.localeCompare(b.suggestion.keyword))
  return scored.slice(0, limit).map((s) => s.suggestion)
}
