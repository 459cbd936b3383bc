import { localeMeta, locales } from '@aidir/cms/locales'
import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/site'

/**
 * robots.txt: everything may be crawled except the API, the external-link interstitial
 * (/ExcessLink, noindex, one URL per outbound link) and the ad click counter (/go/), under every
 * language prefix.
 * Rendered per request so SITE_URL comes from the running configuration, not the build's.
 */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const interstitial = ['/ExcessLink', ...locales.map((l) => `/${localeMeta[l].prefix}/ExcessLink`)]
  const adClicks = ['/go/', ...locales.map((l) => `/${localeMeta[l].prefix}/go/`)]
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...interstitial, ...adClicks] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
