import type { Locale } from '@aidir/cms/locales'
import { localeMeta } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { getT } from '@/i18n'
import { absoluteUrl, alternates, localePath } from './site'

/**
 * Title, description, canonical URL, hreflang alternates, Open Graph and Twitter card of a page.
 * `path` is the page's path without language prefix.
 */
export async function pageMetadata(options: {
  locale: Locale
  path: string
  title: string
  description?: string
  image?: string
  type?: 'website' | 'article'
  noindex?: boolean
}): Promise<Metadata> {
  const t = await getT(options.locale)
  const siteName = t('site.name')
  const canonical = absoluteUrl(localePath(options.locale, options.path))
  const description = options.description ?? t('site.tagline')
  return {
    title: options.title === siteName ? siteName : `${options.title} · ${siteName}`,
    description,
    alternates: { canonical, languages: alternates(options.path) },
    openGraph: {
      type: options.type ?? 'website',
      url: canonical,
      siteName,
      title: options.title,
      description,
      locale: localeMeta[options.locale].hreflang.replace('-', '_'),
      ...(options.image ? { images: [{ url: options.image }] } : {}),
    },
    twitter: { card: options.image ? 'summary_large_image' : 'summary', title: options.title, description },
    ...(options.noindex ? { robots: { index: false, follow: true } } : {}),
  }
}
