import type { Locale } from '../locales'
import { categoryTerm, openSourceTerm, pricingFacets, type PricingFacet, pricingTerm } from './facets'
import { fillerWords, openSourceWords, pricingWords } from './facetWords'
import { containsCjk, documentTerms, normalize, queryTerms } from './segment'
import { quote, toPhraseLiteral, toTsqueryLiteral } from './tsvector'
import type { Vocabulary } from './vocabulary'

/**
 * Reads a query the way a visitor means it: words that name a facet ("free", "open source", "开源",
 * a category's name in any language) become filters; phrases an editor declared equivalent
 * ("speech to text" = "transcription" = "STT" = "语音转文字" = "文字起こし") match any of their forms,
 * each as a phrase, so word order counts ("speech to text" is not "text to speech"); what is left
 * is matched word by word, with a bonus where the words stand together in the query's order.
 * Pure: the vocabulary comes in, tsquery literals come out.
 */

export type AppliedFacet = { words: string; without: string } & (
  | { kind: 'pricing'; value: PricingFacet }
  | { kind: 'openSource' }
  | { kind: 'category'; id: number; key: string }
)

export type Understanding = {
  /** Filters the query's words named, with the query as it reads without them. */
  facets: AppliedFacet[]
  /** What products must match: the words and the facets (null: nothing to search). */
  products: string | null
  /** The words alone, for ranking products (null when the query was only facets). */
  productRank: string | null
  /** What records without facets (models, MCP servers, news, guides) must match: a category's name stays a word for them. */
  others: string | null
  /** The remaining words as one phrase, for the bonus (null for fewer than two). */
  phrase: string | null
  /** True when the query was read literally (no facet, no synonym): the misspelt-name fallback may apply. */
  literal: boolean
  /**
   * The same with any of the remaining words instead of all, for a query that matches nothing as a
   * whole ("長影片剪成短影音", "ask questions about a pdf"); null when there is nothing to relax.
   */
  relaxed: { products: string | null; productRank: string | null; others: string | null } | null
}

type Meaning =
  | { kind: 'pricing'; value: PricingFacet }
  | { kind: 'openSource' }
  | { kind: 'category'; id: number; key: string; forms: string[] }
  | { kind: 'synonym'; forms: string[] }

type Entry = { text: string; meaning: Meaning; cjkInside: boolean }

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u
const CJK_FILLERS = [...fillerWords].filter((w) => CJK_CHAR.test(w))
const WORD_CHAR = /[\p{L}\p{N}]/u

/** The form queries and vocabulary are compared in: NFKC, lower case, punctuation between words as one space. */
export function matchForm(text: string): string {
  return normalize(text).replace(/[^\p{L}\p{N}\p{M}._'+#@]+/gu, ' ').replace(/\s+/g, ' ').trim()
}

/** "AI 绘画" is also typed "ai绘画": a space beside a CJK character is optional. */
function spellings(text: string): string[] {
  const form = matchForm(text)
  const tight = form.replace(/ (?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]) /gu, '')
  return [...new Set([form, tight])].filter(Boolean)
}

type Compiled = { entries: Entry[] }
const compiledByVersion = new Map<string, Compiled>()

function compile(vocabulary: Vocabulary): Compiled {
  const known = compiledByVersion.get(vocabulary.version)
  if (known) return known
  const entries: Entry[] = []
  const add = (text: string, meaning: Meaning, strong = false) => {
    for (const form of spellings(text)) {
      // A CJK phrase may be found inside a longer run ("免费语音转文字") when it cannot be part of
      // another word: facet words, and phrases of three characters or more. "图像" inside
      // "图像编辑器" is not the category "图像".
      const cjkInside = strong || Array.from(form).filter((c) => CJK_CHAR.test(c)).length >= 3
      entries.push({ text: form, meaning, cjkInside })
    }
  }
  for (const [value, words] of Object.entries(pricingWords)) for (const w of words) add(w, { kind: 'pricing', value: value as PricingFacet }, true)
  for (const w of openSourceWords) add(w, { kind: 'openSource' }, true)

  const categoryByName = new Map<string, Vocabulary['categories'][number]>()
  for (const c of vocabulary.categories) for (const n of c.names) for (const s of spellings(n)) if (!categoryByName.has(s)) categoryByName.set(s, c)
  const grouped = new Set<string>()
  for (const group of vocabulary.synonyms) {
    // A group that contains a category's name means that category.
    const category = group.flatMap(spellings).map((s) => categoryByName.get(s)).find(Boolean)
    const forms = category ? [...new Set([...group, ...category.names])] : group
    const meaning: Meaning = category ? { kind: 'category', id: category.id, key: category.key, forms } : { kind: 'synonym', forms }
    for (const term of forms) {
      add(term, meaning)
      for (const s of spellings(term)) grouped.add(s)
    }
  }
  for (const c of vocabulary.categories) {
    const meaning: Meaning = { kind: 'category', id: c.id, key: c.key, forms: c.names }
    for (const n of c.names) if (!spellings(n).some((s) => grouped.has(s))) add(n, meaning)
  }
  // Longest first: "free trial" before "free", "图像生成" before "图像".
  entries.sort((a, b) => b.text.length - a.text.length)
  const compiled = { entries }
  if (compiledByVersion.size > 4) compiledByVersion.clear()
  compiledByVersion.set(vocabulary.version, compiled)
  return compiled
}

type Match = { start: number; end: number; entry: Entry }

/** Where each vocabulary entry stands in the query, longest first, never overlapping. */
function findMatches(q: string, entries: Entry[]): Match[] {
  const taken = new Array<boolean>(q.length).fill(false)
  const matches: Match[] = []
  /** Whether the character at `at` (beside a match, before it or after it) ends the match's word. */
  const boundary = (at: number, side: 'before' | 'after', edge: string, entry: Entry) => {
    if (at < 0 || at >= q.length) return true
    const c = q[at]!
    if (taken[at] || !WORD_CHAR.test(c)) return true
    const cjkHere = CJK_CHAR.test(c)
    // A Latin word may touch a CJK one ("免费speech"); CJK inside CJK only where allowed, or beside
    // a filler word ("翻译工具", "の翻訳").
    if (cjkHere !== CJK_CHAR.test(edge) || (cjkHere && entry.cjkInside)) return true
    return cjkHere && CJK_FILLERS.some((f) => (side === 'after' ? q.startsWith(f, at) : q.slice(0, at + 1).endsWith(f)))
  }
  // Passes until nothing new: a match makes its neighbours' edges boundaries ("免费翻译").
  for (let found = true; found; ) {
    found = false
    for (const entry of entries) {
      for (let from = 0; ; ) {
        const start = q.indexOf(entry.text, from)
        if (start < 0) break
        const end = start + entry.text.length
        from = start + 1
        let free = true
        for (let i = start; i < end && free; i++) if (taken[i]) free = false
        if (!free || !boundary(start - 1, 'before', entry.text[0]!, entry) || !boundary(end, 'after', entry.text[entry.text.length - 1]!, entry)) continue
        for (let i = start; i < end; i++) taken[i] = true
        matches.push({ start, end, entry })
        found = true
      }
    }
  }
  return matches.sort((a, b) => a.start - b.start)
}

const without = (q: string, spans: { start: number; end: number }[]) => {
  let out = ''
  let at = 0
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    out += q.slice(at, s.start) + ' '
    at = s.end
  }
  return (out + q.slice(at)).replace(/\s+/g, ' ').trim()
}

/** Any of the forms, each as a phrase. */
function anyForm(forms: string[], locale: Locale): string | null {
  const phrases = [...new Set(forms.map((f) => documentTerms(f, locale)).filter((t) => t.length > 0).map((t) => t.map(quote).join(' <-> ')))]
  if (phrases.length === 0) return null
  return phrases.length === 1 ? phrases[0]! : `(${phrases.join(' | ')})`
}

const and = (parts: (string | null)[]) => {
  const present = parts.filter((p): p is string => Boolean(p))
  return present.length ? present.join(' & ') : null
}

export function understand(text: string, locale: Locale, vocabulary: Vocabulary): Understanding {
  const q = matchForm(text)
  const matches = findMatches(q, compile(vocabulary).entries)
  const facets: AppliedFacet[] = []
  const productClauses: string[] = []
  const otherClauses: string[] = []
  const pricing = new Set<PricingFacet>()
  const categoryIds = new Set<number>()
  let openSource = false
  for (const m of matches) {
    const words = q.slice(m.start, m.end)
    const rest = without(q, [m])
    const meaning = m.entry.meaning
    if (meaning.kind === 'synonym') {
      const clause = anyForm(meaning.forms, locale)
      if (clause) productClauses.push(clause), otherClauses.push(clause)
    } else if (meaning.kind === 'pricing') {
      if (!pricing.has(meaning.value)) facets.push({ kind: 'pricing', value: meaning.value, words, without: rest })
      pricing.add(meaning.value)
    } else if (meaning.kind === 'openSource') {
      if (!openSource) facets.push({ kind: 'openSource', words, without: rest })
      openSource = true
    } else {
      if (!categoryIds.has(meaning.id)) facets.push({ kind: 'category', id: meaning.id, key: meaning.key, words, without: rest })
      categoryIds.add(meaning.id)
      otherClauses.push(anyForm(meaning.forms, locale) ?? '')
    }
  }

  // The words no entry took: filler dropped when the query says something besides.
  const leftover = without(q, matches)
  const endsFree = matches.every((m) => m.end < q.length)
  const plain = queryTerms(leftover, locale, { prefixLast: endsFree })
  const meaningful = queryTerms(leftover, locale, { prefixLast: endsFree, drop: (w) => fillerWords.has(w) })
  const terms = matches.length > 0 || meaningful.length > 0 ? meaningful : plain
  const words = terms.length ? toTsqueryLiteral(terms) : null
  const latin = terms.filter((t) => !containsCjk(t.term))
  const phrase = latin.length >= 2 && latin.length === terms.length ? toPhraseLiteral(terms) : null

  const facetClauses: string[] = []
  if (pricing.size) {
    const models = [...new Set([...pricing].flatMap((p) => pricingFacets[p]))]
    facetClauses.push(models.length === 1 ? quote(pricingTerm(models[0]!)) : `(${models.map((m) => quote(pricingTerm(m))).join(' | ')})`)
  }
  if (openSource) facetClauses.push(quote(openSourceTerm))
  // A product has one category: two named categories mean either.
  if (categoryIds.size) facetClauses.push(categoryIds.size === 1 ? quote(categoryTerm([...categoryIds][0]!)) : `(${[...categoryIds].map((id) => quote(categoryTerm(id))).join(' | ')})`)

  const productRank = and([...productClauses, words])
  const anyWord = terms.length >= 2 ? `(${terms.map((t) => `${quote(t.term)}${t.prefix ? ':*' : ''}`).join(' | ')})` : null
  const relaxedRank = anyWord ? and([...productClauses, anyWord]) : null
  return {
    facets,
    products: and([productRank, ...facetClauses]),
    productRank,
    others: and([...otherClauses.filter(Boolean), words]),
    phrase,
    literal: matches.length === 0,
    relaxed: anyWord ? { products: and([relaxedRank, ...facetClauses]), productRank: relaxedRank, others: and([...otherClauses.filter(Boolean), anyWord]) } : null,
  }
}
