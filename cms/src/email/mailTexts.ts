import i18next, { type TFunction } from 'i18next'
import { isLocale, localeMeta, type Locale } from '../locales'
import en from './locales/en.json'
import ja from './locales/ja.json'
import zhTW from './locales/zh-TW.json'
import zh from './locales/zh.json'

/**
 * The texts of the mails the CMS sends (verification, password reset), in the recipient's language,
 * through i18next keys like every other text. Here rather than in the storefront's resources: the
 * mails are written by Payload's auth operations, which the storefront must not be imported by.
 */
export const mailResources = { en, zh, 'zh-TW': zhTW, ja } as const

const instance = i18next.createInstance()
void instance.init({
  resources: Object.fromEntries(Object.entries(mailResources).map(([lng, texts]) => [lng, { mail: texts }])),
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: (code: string) => (isLocale(code) ? localeMeta[code].fallback : ['en']),
  // Texts are escaped once, where a mail becomes HTML (compose.ts); the text part takes them as they are.
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
})

/** The mail language: the one the user chose, else the one they asked in, else English. */
export function mailLocale(...candidates: unknown[]): Locale {
  return candidates.find(isLocale) ?? 'en'
}

export const mailT = (locale: Locale): TFunction => instance.getFixedT(locale, 'mail')
