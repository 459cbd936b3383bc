import { localeFromApiKey, type Locale } from '@aidir/cms/locales'
import { edition } from '@/lib/site'

/** SPEC §7: a call without langType means zh_cn in the China edition, en otherwise. */
export function localeOfLangType(langType: string | undefined): Locale {
  return localeFromApiKey(langType) ?? (edition() === 'cn' ? 'zh' : 'en')
}
