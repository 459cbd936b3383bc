import { locales } from '../locales'

/** The site languages as admin choices (an article's or a feed's language). */
const names = { en: 'English', zh: 'Simplified Chinese', 'zh-TW': 'Traditional Chinese', ja: 'Japanese' } as const
export const languageOptions = locales.map((value) => ({ value, label: names[value] }))
