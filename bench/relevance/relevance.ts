/**
 * Relevance of the site's search on a judged set: for each query (in one of the four languages),
 * the products a person looking for it would want, judged from the curated catalogue
 * (`judged.json`: query, locale, expected product keys; `intent` groups a query's translations).
 * Gains are binary: a product is relevant or not.
 *
 * - nDCG@10: discounted gain of the first ten results over the best possible order.
 * - recall@10: the share of the relevant products found in the first ten, out of at most ten (a
 *   query with 30 relevant products scores 1 when all ten results are relevant).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type Locale, locales } from '@aidir/cms/locales'

export type Judged = { intent: string; query: string; locale: Locale; expected: string[] }
export type Scores = { queries: number; ndcg: number; recall: number }
export type QueryScore = Judged & { ndcg: number; recall: number; top: string[] }
export type RelevanceReport = Scores & { byLocale: Record<Locale, Scores>; perQuery: QueryScore[] }

export const K = 10

export function judgedQueries(file = path.join(import.meta.dirname, 'judged.json')): Judged[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!Array.isArray(raw)) throw new Error(`${file}: expected a list`)
  return raw.map((entry, i) => {
    const e = entry as Partial<Judged>
    const ok =
      typeof e.intent === 'string' && typeof e.query === 'string' && e.query.trim() !== '' && locales.includes(e.locale as Locale) &&
      Array.isArray(e.expected) && e.expected.length > 0 && e.expected.every((k) => typeof k === 'string')
    if (!ok) throw new Error(`${file}: entry ${i} needs intent, query, locale (${locales.join(', ')}) and expected keys`)
    return e as Judged
  })
}

export function ndcgAt(ranked: string[], relevant: ReadonlySet<string>, k = K): number {
  let dcg = 0
  ranked.slice(0, k).forEach((key, i) => {
    if (relevant.has(key)) dcg += 1 / Math.log2(i + 2)
  })
  let ideal = 0
  for (let i = 0; i < Math.min(relevant.size, k); i++) ideal += 1 / Math.log2(i + 2)
  return ideal === 0 ? 0 : dcg / ideal
}

export function recallAt(ranked: string[], relevant: ReadonlySet<string>, k = K): number {
  const found = ranked.slice(0, k).filter((key) => relevant.has(key)).length
  return relevant.size === 0 ? 0 : found / Math.min(relevant.size, k)
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0)
const scores = (list: QueryScore[]): Scores => ({ queries: list.length, ndcg: mean(list.map((q) => q.ndcg)), recall: mean(list.map((q) => q.recall)) })

/** Runs every judged query through `search` (product keys, best first) and scores the first ten. */
export async function measureRelevance(search: (text: string, locale: Locale) => Promise<string[]>, judged = judgedQueries()): Promise<RelevanceReport> {
  const perQuery: QueryScore[] = []
  for (const j of judged) {
    const top = (await search(j.query, j.locale)).slice(0, K)
    const relevant = new Set(j.expected)
    perQuery.push({ ...j, top, ndcg: ndcgAt(top, relevant), recall: recallAt(top, relevant) })
  }
  const byLocale = Object.fromEntries(locales.map((l) => [l, scores(perQuery.filter((q) => q.locale === l))])) as Record<Locale, Scores>
  return { ...scores(perQuery), byLocale, perQuery }
}

export function formatRelevance(report: RelevanceReport, worst = 0): string {
  const line = (label: string, s: Scores) => `${label.padEnd(8)} ${String(s.queries).padStart(4)} queries  nDCG@10 ${s.ndcg.toFixed(3)}  recall@10 ${s.recall.toFixed(3)}`
  const lines = [line('overall', report), ...locales.map((l) => line(l, report.byLocale[l]))]
  if (worst > 0) {
    lines.push(`\nworst ${worst} queries:`)
    for (const q of [...report.perQuery].sort((a, b) => a.ndcg - b.ndcg).slice(0, worst)) {
      lines.push(`  ${q.ndcg.toFixed(2)} ${q.locale.padEnd(5)} ${JSON.stringify(q.query)} → ${q.top.slice(0, 5).join(', ') || '(nothing)'}`)
    }
  }
  return lines.join('\n')
}
