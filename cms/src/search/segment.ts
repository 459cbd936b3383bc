import type { Locale } from '../locales'

/**
 * Turns text into search terms. Chinese and Japanese have no spaces, so words come from ICU word
 * segmentation (Intl.Segmenter); because a segmenter may cut a query differently from the text it
 * should match, every CJK run is also indexed as overlapping character bigrams, and queries match
 * on bigrams. Latin words are kept whole.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu

const segmenters = new Map<string, Intl.Segmenter>()
function segmenter(locale: Locale): Intl.Segmenter {
  let s = segmenters.get(locale)
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'word' })
    segmenters.set(locale, s)
  }
  return s
}

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

function words(text: string, locale: Locale): string[] {
  const out: string[] = []
  for (const part of segmenter(locale).segment(normalize(text))) {
    if (part.isWordLike) out.push(part.segment)
  }
  return out
}

export function bigrams(run: string): string[] {
  const chars = Array.from(run)
  if (chars.length < 2) return chars
  const out: string[] = []
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i]! + chars[i + 1]!)
  return out
}

/** Terms to index for a piece of text, in order (positions matter for ranking). */
export function documentTerms(text: string, locale: Locale): string[] {
  const out: string[] = []
  for (const word of words(text, locale)) {
    if (!CJK.test(word)) {
      out.push(word)
      continue
    }
    for (const run of word.match(CJK_RUN) ?? []) {
      if (Array.from(run).length === 1) out.push(run)
      else out.push(...bigrams(run))
    }
    // Latin letters glued to CJK ("ai绘画") are kept as their own word.
    for (const latin of word.split(CJK_RUN)) if (latin) out.push(latin)
  }
  return out
}

export type QueryTerm = { term: string; prefix: boolean }

/**
 * Terms a query must match. Single CJK characters and the last Latin word match as prefixes, so
 * results appear while the user is still typing.
 */
export function queryTerms(query: string, locale: Locale): QueryTerm[] {
  const out: QueryTerm[] = []
  const all = words(query, locale)
  all.forEach((word, index) => {
    if (!CJK.test(word)) {
      out.push({ term: word, prefix: index === all.length - 1 })
      return
    }
    for (const run of word.match(CJK_RUN) ?? []) {
      const grams = bigrams(run)
      if (grams.length === 1 && Array.from(run).length === 1) out.push({ term: run, prefix: true })
      else for (const g of grams) out.push({ term: g, prefix: false })
    }
    for (const latin of word.split(CJK_RUN)) if (latin) out.push({ term: latin, prefix: true })
  })
  // Duplicate terms add nothing to an AND query.
  const seen = new Set<string>()
  return out.filter((t) => (seen.has(t.term) ? false : (seen.add(t.term), true)))
}

export function containsCjk(text: string): boolean {
  return CJK.test(text)
}
