/**
 * The generated logo of an item that has no logo of its own: its initials on a colour derived from
 * its name. Deliberately plain (one flat colour, bold letters, no shapes of the brand), so nobody
 * takes it for the brand's own mark; the same name always gets the same colour, on every page and
 * in every language, without storing anything.
 */

/**
 * Background colours, each dark enough for white initials to meet WCAG AA (contrast >= 4.5:1) in
 * light and dark mode alike. A fixed palette rather than any hue: some hues at one lightness fail.
 */
export const MONOGRAM_COLORS = [
  '#b91c1c', '#c2410c', '#b45309', '#4d7c0f', '#15803d', '#047857', '#0f766e', '#0e7490',
  '#0369a1', '#1d4ed8', '#4338ca', '#6d28d9', '#7e22ce', '#a21caf', '#be185d', '#be123c', '#475569',
] as const

/** Han, kana, Hangul and their punctuation-free neighbours: one such character stands for the name. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** FNV-1a (32 bit) over UTF-16 code units: small, fast and stable across runtimes. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** Case, width and spacing do not change the colour: "ChatGPT", "chatgpt " and "ＣｈａｔＧＰＴ" match. */
const normalized = (name: string) => name.normalize('NFKC').trim().toLowerCase()

export function monogramColor(name: string): string {
  return MONOGRAM_COLORS[hash(normalized(name)) % MONOGRAM_COLORS.length]!
}

// One segmenter for the process: building one loads ICU's break rules, a millisecond per page with a few monograms.
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
const graphemes = (text: string) => [...segmenter.segment(text)].map((s) => s.segment)

/**
 * One or two characters that stand for the name: a CJK name (one that starts with a CJK character)
 * its first character ("通义千问" → "通"); otherwise the first letters of its first two words,
 * camel case counting as words ("Stable Diffusion" → "SD", "DeepSeek" → "DS", "ChatGPT" → "CG"),
 * or one letter for a single word ("Midjourney" → "M"). Symbols are skipped; a name with no letter
 * or digit at all gets "?".
 */
export function monogramInitials(name: string): string {
  const text = name.normalize('NFKC').trim()
  const first = graphemes(text).find((g) => LETTER_OR_DIGIT.test(g))
  if (!first) return '?'
  if (CJK.test(first)) return first
  const words = text
    // camel case: a lower-case letter followed by an upper-case one starts a new word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const initials = words.slice(0, 2).map((w) => graphemes(w)[0]!)
  // A CJK second word ("Kimi 智能助手") would read as a word of its own: keep only the first initial.
  return (initials[1] && CJK.test(initials[1]) ? initials.slice(0, 1) : initials).join('').toLocaleUpperCase('en')
}

/** The initials' size as a share of the tile when there are two. */
export const TWO_LETTERS = 26 / 64
/** The initials' size when there is one: most names (Logo.module.css has it as the default). */
export const ONE_LETTER = 32 / 64

/**
 * How the monogram is drawn, the same wherever it shows: its initials, its colour and the initials'
 * size as a share of the tile (two letters smaller than one, so both fit).
 */
export function monogram(name: string): { initials: string; color: string; fontScale: number } {
  const initials = monogramInitials(name)
  return { initials, color: monogramColor(name), fontScale: initials.length > 1 ? TWO_LETTERS : ONE_LETTER }
}
