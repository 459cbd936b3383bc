/**
 * Text an image may draw. next/og fetches a font from the network for any character its fonts lack
 * (and emoji from a CDN): at request time, and offline it fails. So text is reduced beforehand to
 * what the fonts of ogFonts.ts cover: letters of the Latin, Greek and Cyrillic scripts, digits,
 * punctuation, spaces and common signs, plus Chinese, Japanese and Korean when the CJK font is there.
 */
const BASE = String.raw`\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}\p{P}\p{Zs}\p{Sm}\p{Sc}\p{M}`
const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef`
const covered = { cjk: new RegExp(`[^${BASE}${CJK}]`, 'gu'), latin: new RegExp(`[^${BASE}]`, 'gu') }

/** Variation selectors (an emoji's U+FE0F among them) and zero-width joiners: marks no font of ours has. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu

/** `text` with what the fonts cannot draw removed, spaces collapsed, cut at `max` characters. */
export function drawableText(text: string, cjk: boolean, max: number): string {
  const clean = text.normalize('NFC').replace(INVISIBLE, '').replace(covered[cjk ? 'cjk' : 'latin'], '').replace(/\s+/g, ' ').trim()
  const chars = [...clean]
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : clean
}
