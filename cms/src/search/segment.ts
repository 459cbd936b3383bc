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

type Token = { text: string; cjk: boolean }

/**
 * Word-like segments from ICU, with adjacent CJK words joined back into the run they came from:
 * a segmenter may cut "图像生成" as one word in one text and as two in another, so matching works
 * on the bigrams of whole runs, which do not depend on where the segmenter cut.
 */
function tokens(text: string, locale: Locale, drop?: (word: string) => boolean): Token[] {
  const out: Token[] = []
  let run = ''
  const flush = () => {
    if (run) out.push({ text: run, cjk: true })
    run = ''
  }
  for (const part of segmenter(locale).segment(normalize(text))) {
    if (!part.isWordLike) {
      flush()
      continue
    }
    const word = part.segment
    if (drop?.(word)) {
      // A dropped word separates what stood around it, as punctuation does.
      flush()
      continue
    }
    if (!CJK.test(word)) {
      flush()
      out.push({ text: word, cjk: false })
      continue
    }
    // A word may mix scripts ("ai绘画"): CJK parts extend the run, Latin parts stand alone.
    let rest = word
    for (const m of word.matchAll(CJK_RUN)) {
      const before = rest.slice(0, rest.indexOf(m[0]))
      if (before) {
        flush()
        out.push({ text: before, cjk: false })
      }
      run += m[0]
      rest = rest.slice(rest.indexOf(m[0]) + m[0].length)
    }
    if (rest) {
      flush()
      out.push({ text: rest, cjk: false })
    }
  }
  flush()
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
  return tokens(text, locale).flatMap((t) => (t.cjk ? bigrams(t.text) : [t.text]))
}

export type QueryTerm = { term: string; prefix: boolean }

/**
 * Terms a query must match. A single CJK character and the last Latin word match as prefixes, so
 * results appear while the user is still typing.
 */
export function queryTerms(query: string, locale: Locale, options: { drop?: (word: string) => boolean; prefixLast?: boolean } = {}): QueryTerm[] {
  const all = tokens(query, locale, options.drop)
  const prefixLast = options.prefixLast ?? true
  const out: QueryTerm[] = all.flatMap((t, index): QueryTerm[] => {
    if (!t.cjk) return [{ term: t.text, prefix: prefixLast && index === all.length - 1 }]
    if (Array.from(t.text).length === 1) return [{ term: t.text, prefix: true }]
    return bigrams(t.text).map((term) => ({ term, prefix: false }))
  })
  // Duplicate terms add nothing to an AND query.
  const seen = new Set<string>()
  return out.filter((t) => (seen.has(t.term) ? false : (seen.add(t.term), true)))
}

export function containsCjk(text: string): boolean {
  return CJK.test(text)
}
