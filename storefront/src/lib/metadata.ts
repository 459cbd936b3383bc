import type { Locale } from '@aidir/cms/locales'
import { localeMeta } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { ogImagePath, type OgKind } from '@/features/og/ogImageUrl'
import { getT } from '@/i18n'
import { absoluteUrl, alternates, localePath } from './site'

/**
 * Title, description, canonical URL, hreflang alternates, Open Graph and Twitter card of a page.
 * `path` is the page's path without language prefix. Every page gets a social image: `image` when
 * given, else one generated for it (features/og/) from `og` (what kind of page, the item's name,
 * tagline and logo), by default from the page's title and description.
 */
export async function pageMetadata(options: {
  locale: Locale
  path: string
  title: string
  description?: string
  image?: string
  og?: { kind: OgKind; name?: string; tagline?: string | null; logo?: string | null }
  type?: 'website' | 'article'
  noindex?: boolean
}): Promise<Metadata> {
  const t = await getT(options.locale)
  const siteName = t('site.name')
  const canonical = absoluteUrl(localePath(options.locale, options.path))
  const description = options.description ?? t('site.tagline')
  const image =
    options.image ??
    absoluteUrl(
      ogImagePath({
        locale: options.locale,
        kind: options.og?.kind ?? 'page',
        name: options.og?.name ?? options.title,
        tagline: options.og?.tagline ?? description,
        logo: options.og?.logo ?? null,
      }),
    )
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
      images: [{ url: image, ...(options.image ? {} : { width: 1200, height: 630, type: 'image/png' }), alt: options.og?.name ?? options.title }],
    },
    twitter: { card: 'summary_large_image', title: options.title, description, images: [image] },
    ...(options.noindex ? { robots: { index: false, follow: true } } : {}),
  }
}
