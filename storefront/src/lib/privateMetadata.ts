import type { Locale } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { getT } from '@/i18n'

/**
 * A personal page's metadata (sign-in, user centre, favourites, settings): titled like every other
 * page ("… · site name") and kept out of search engines.
 */
export async function privatePageMetadata(locale: Locale, title: string): Promise<Metadata> {
  const siteName = (await getT(locale))('site.name')
  return { title: `${title} · ${siteName}`, robots: { index: false, follow: false } }
}
