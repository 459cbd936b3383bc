import { locales } from '../locales'
import { openSourceWords, pricingWords } from '../search/facetWords'
import type { NeedLexicon } from './needLexicon'

/** A category the scenario asks for, where it first does and with which words. */
export type FoundNeed = { category: string; at: number; phrases: string[]; weight: number }

export type NeedPhrase = { category: string; phrase: string }

const LATIN = /[a-z0-9]/
const HAS_LATIN = /[a-z]/

/** Lower-cased NFKC text; one character in, one out, so positions are the scenario's own. */
export function foldForMatch(text: string): string {
  return Array.from(text.normalize('NFKC'), (ch) => {
    const lower = ch.toLowerCase()
    return lower.length === ch.length ? lower : ch
  }).join('')
}

/** Every phrase of a lexicon in every language (a scenario may mix them: "做 SEO 的文案"). */
export function phrasesOf(lexicon: NeedLexicon, extra: NeedPhrase[] = []): NeedPhrase[] {
  const out: NeedPhrase[] = []
  for (const [category, byLocale] of Object.entries(lexicon)) {
    for (const locale of locales) for (const phrase of byLocale[locale] ?? []) out.push({ category, phrase: foldForMatch(phrase) })
  }
  for (const e of extra) if (e.phrase.trim()) out.push({ category: e.category, phrase: foldForMatch(e.phrase.trim()) })
  return out
}

type Match = { category: string; start: number; end: number; phrase: string }

/**
 * Where each phrase occurs. A Latin phrase must stand as words of its own (an "s" or "es" plural
 * allowed; "ads" is not in "uploads"); a CJK phrase is found anywhere, as CJK has no spaces.
 */
function occurrences(text: string, { category, phrase }: NeedPhrase): Match[] {
  const out: Match[] = []
  const latin = HAS_LATIN.test(phrase)
  for (let from = 0; ; ) {
    const at = text.indexOf(phrase, from)
    if (at < 0) break
    from = at + 1
    let end = at + phrase.length
    if (latin) {
      if (at > 0 && LATIN.test(text[at - 1]!) && LATIN.test(phrase[0]!)) continue
      if (text.startsWith('es', end) && !LATIN.test(text[end + 2] ?? '')) end += 2
      else if (text[end] === 's' && !LATIN.test(text[end + 1] ?? '')) end += 1
      if (LATIN.test(text[end] ?? '') && LATIN.test(phrase[phrase.length - 1]!)) continue
    }
    out.push({ category, start: at, end, phrase })
  }
  return out
}

/**
 * The needs of a scenario, in the order it states them: every phrase found, the longest first
 * where two overlap ("product descriptions" is copywriting, not a second "product" need), grouped
 * by category. `limit` keeps a plan readable.
 */
export function findNeeds(scenario: string, phrases: NeedPhrase[], limit = 5): FoundNeed[] {
  const text = foldForMatch(scenario)
  const matches = phrases.flatMap((p) => occurrences(text, p)).sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)
  const taken: Match[] = []
  for (const m of matches) if (!taken.some((t) => m.start < t.end && t.start < m.end)) taken.push(m)
  const byCategory = new Map<string, FoundNeed>()
  for (const m of taken.sort((a, b) => a.start - b.start)) {
    const written = scenario.normalize('NFKC').slice(m.start, m.end)
    const need = byCategory.get(m.category)
    if (need) {
      if (!need.phrases.includes(written)) need.phrases.push(written)
      need.weight += m.end - m.start
    } else byCategory.set(m.category, { category: m.category, at: m.start, phrases: [written], weight: m.end - m.start })
  }
  return [...byCategory.values()].slice(0, limit)
}

/** What the scenario says about price: free (or open source) tools preferred, if it says so. */
export type PricePreference = { free: boolean; openSource: boolean }

export function pricePreference(scenario: string): PricePreference {
  const text = foldForMatch(scenario)
  const has = (words: string[]) => words.some((w) => occurrences(text, { category: '', phrase: foldForMatch(w) }).length > 0)
  return { free: has(pricingWords.free), openSource: has(openSourceWords) }
}
