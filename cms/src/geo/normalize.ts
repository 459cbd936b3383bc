/**
 * Text as detection compares it: NFKC folds full-width Latin and digits (ＡＢＣ１２３ → ABC123)
 * and half-width katakana (ｶﾀｶﾅ → カタカナ), then case is folded and zero-width characters and
 * runs of spaces are removed so "Notion　AI" (ideographic space) equals "notion ai".
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
}

const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{Nd}]/u

/**
 * A matcher for one hit term. Chinese and Japanese have no word boundaries, so only the edges of
 * a term that are Latin letters or digits must not touch another Latin letter or digit ("AI"
 * must not match inside "OpenAI"; "Kimi" still matches in "用Kimi写"). Spaces inside a term
 * match any spacing, including none ("Notion AI" matches "NotionAI").
 */
export function termPattern(term: string): RegExp | undefined {
  const norm = normalizeText(term).trim()
  if (!norm) return undefined
  const chars = Array.from(norm)
  const body = norm
    .split(' ')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s*')
  const before = LATIN_OR_DIGIT.test(chars[0]!) ? '(?<![\\p{Script=Latin}\\p{Nd}])' : ''
  const after = LATIN_OR_DIGIT.test(chars[chars.length - 1]!) ? '(?![\\p{Script=Latin}\\p{Nd}])' : ''
  return new RegExp(before + body + after, 'gu')
}

export type Span = { start: number; end: number; term: string }

/** Non-overlapping mentions of any term in normalized text; where terms overlap the longest wins. */
export function findSpans(normalized: string, terms: string[]): Span[] {
  const all: Span[] = []
  for (const term of terms) {
    const pattern = termPattern(term)
    if (!pattern) continue
    for (const m of normalized.matchAll(pattern)) all.push({ start: m.index!, end: m.index! + m[0].length, term })
  }
  all.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start))
  const out: Span[] = []
  for (const span of all) if (!out.length || span.start >= out[out.length - 1]!.end) out.push(span)
  return out
}
