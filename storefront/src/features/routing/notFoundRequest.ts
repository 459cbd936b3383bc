import { isLocale, type Locale } from '@aidir/cms/locales'
import { headers } from 'next/headers'
import { defaultLocale } from '@/lib/site'
import { LOCALE_HEADER, PATH_HEADER } from './localeRouting'

/**
 * The language and requested path of a 404 answer, from the headers proxy.ts sets (a not-found
 * page gets no params, and a rule-blocked path is rewritten before it reaches the page).
 */
export async function notFoundRequest(): Promise<{ locale: Locale; fullPath: string }> {
  const h = await headers()
  const claimed = h.get(LOCALE_HEADER)
  const raw = h.get(PATH_HEADER) ?? ''
  let fullPath = raw
  try {
    fullPath = decodeURI(raw)
  } catch {
    // shown as sent
  }
  return { locale: isLocale(claimed) ? claimed : defaultLocale(), fullPath: fullPath.slice(0, 300) }
}
