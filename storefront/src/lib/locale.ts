import type { Locale } from '@aidir/cms/locales'
import { notFound } from 'next/navigation'
import { localeOfPrefix } from './site'

/** The page's language from its [lang] segment; an unknown prefix is a 404. */
export async function resolveLocale(params: Promise<{ lang: string }>): Promise<Locale> {
  const locale = localeOfPrefix((await params).lang)
  if (!locale) notFound()
  return locale
}
