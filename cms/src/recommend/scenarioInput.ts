import { z } from 'zod'
import { locales, type Locale } from '../locales'

/** The longest scenario (or need) we answer: a paragraph, enough for a plan of several steps. */
export const SCENARIO_MAX = 500

/** What the API answers for bad input (English; the storefront maps each to its text in four languages). */
export const scenarioMessages = {
  empty: 'Please describe your scenario',
  tooLong: `Please keep the description under ${SCENARIO_MAX} characters`,
  script: 'Please describe it in English, Chinese or Japanese',
} as const

const LETTER = /\p{L}/gu
const SUPPORTED = /[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u

/**
 * Whether the text is written in a script our index can read (Latin for English, Han for Chinese,
 * Han and kana for Japanese). A Latin brand name inside Korean or Russian text is still the other
 * script: at least half of the letters must be ours.
 */
export function inSupportedScript(text: string): boolean {
  const letters = text.match(LETTER) ?? []
  if (letters.length === 0) return false
  const ours = letters.filter((ch) => SUPPORTED.test(ch)).length
  return ours * 2 >= letters.length
}

export const scenarioText = z
  .string({ error: scenarioMessages.empty })
  // Kept as written (full-width punctuation of Chinese and Japanese included): matching and the
  // cacheId fold width and case themselves.
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, scenarioMessages.empty)
      .max(SCENARIO_MAX, scenarioMessages.tooLong)
      .refine(inSupportedScript, scenarioMessages.script),
  )

export const scenarioInput = z.object({
  scenario: scenarioText,
  /** The language of the answer (the page's); the scenario itself may be in any of the four. */
  locale: z.enum(locales as unknown as [Locale, ...Locale[]]),
})
export type ScenarioInput = z.infer<typeof scenarioInput>

/** The assistant's form names its field `need`; the rules are the scenario's. */
export const needInput = z.object({ need: scenarioText, locale: scenarioInput.shape.locale })
