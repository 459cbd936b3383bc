import { env } from '@aidir/cms'
import { defaultLocale } from '@/lib/site'
import type { SitemapContext } from './xml'

/**
 * Sitemaps and llms.txt change slowly and crawlers fetch them rarely: an hour in browsers and
 * shared caches (a CDN), and stale copies may be served while one refreshes.
 */
export const SEO_CACHE_SECONDS = 3600
export const seoCacheControl = `public, max-age=${SEO_CACHE_SECONDS}, s-maxage=${SEO_CACHE_SECONDS}, stale-while-revalidate=${SEO_CACHE_SECONDS}`

export function sitemapContext(): SitemapContext {
  return { siteUrl: env().SITE_URL, defaultLocale: defaultLocale() }
}

export function xmlResponse(body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': seoCacheControl } })
}

/** A plain 404 for a sitemap file that does not exist (e.g. a products page beyond the last). */
export function notFoundResponse(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}
