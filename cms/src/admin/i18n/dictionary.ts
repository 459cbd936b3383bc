import { fill } from './fill'
import type { AdminLanguage } from './languages'
import ja from './ja.json'
import zh from './zh.json'
import zhTW from './zh-TW.json'

/**
 * Our admin texts are written in English in the code and looked up by that English text here, so a
 * label stays readable where it is declared. Each language file maps every English text to its
 * translation (tests/unit/adminTranslations.test.ts checks that none is missing or left over).
 */
export const dictionaries: Record<Exclude<AdminLanguage, 'en'>, Record<string, string>> = { zh, 'zh-TW': zhTW, ja }

/** One text in the editor's language, with {{name}} placeholders filled in; English when unknown. */
export function adminText(english: string, language?: string, vars: Record<string, string | number> = {}): string {
  const dictionary = language && language !== 'en' ? dictionaries[language as Exclude<AdminLanguage, 'en'>] : undefined
  return fill(dictionary?.[english] || english, vars)
}

/** A label or description in all four languages, as Payload takes them ({ en, zh, … }). */
export function adminLabel(english: string): Record<AdminLanguage, string> {
  return { en: english, zh: adminText(english, 'zh'), 'zh-TW': adminText(english, 'zh-TW'), ja: adminText(english, 'ja') }
}
