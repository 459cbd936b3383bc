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

const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment)

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

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Text for SVG/XML content or a quoted attribute. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!)

/**
 * The monogram as a standalone SVG document: a square of `size` pixels (large enough for every place
 * and pixel density it is shown at, as audits compare an image's intrinsic size with its display),
 * drawn on a 64-unit grid: the initials on a rounded square, the name in <title> for whoever opens
 * the file itself.
 */
export function monogramSvg(name: string, size = 256): string {
  const initials = monogramInitials(name)
  const fontSize = initials.length > 1 ? 26 : 32
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect width="64" height="64" rx="14" fill="${monogramColor(name)}"/>` +
    `<text x="32" y="33" fill="#fff" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(initials)}</text>` +
    `</svg>`
  )
}

/**
 * The monogram as a data: URL for an <img>: no request per card, and the page's HTML carries a few
 * hundred bytes per logo. Percent-encoding only what a URL cannot hold (spaces too) keeps it shorter than base64.
 */
export function monogramDataUrl(name: string): string {
  const svg = monogramSvg(name).replace(/"/g, "'")
  return `data:image/svg+xml,${svg.replace(/[^\x21-\x7e]|[%#()<>?[\\\]^`{|}]/gu, encodeURIComponent)}`
}
