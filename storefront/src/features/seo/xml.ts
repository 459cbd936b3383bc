/**
 * Pure builders of sitemap XML (sitemaps.org 0.9 with xhtml:link hreflang alternates). No I/O and
 * only relative imports, so the unit tests load it without Next.js or the database.
 *
 * URL scheme: every page is listed once per language at its canonical URL, the same one the page's
 * <link rel="canonical"> names: the configured default language without prefix (/details/x), the
 * others with theirs (/zh/details/x, /tw/…, /ja/…). The prefixed copy of the default language
 * (/en/details/x when en is the default) is a duplicate whose canonical points at the unprefixed
 * URL, so it is left out: a sitemap should only list canonical URLs. Each <url> carries the full set
 * of alternates (itself included, as Google asks) plus x-default = the unprefixed URL.
 */
import { localeMeta, locales, type Locale } from '@aidir/cms/locales'

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
export const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/** sitemaps.org limits per file; the products split keeps each file below them. */
export const MAX_URLS_PER_FILE = 50_000
export const MAX_BYTES_PER_FILE = 50 * 1024 * 1024

export type SitemapContext = { siteUrl: string; defaultLocale: Locale }

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Escapes the five XML special characters (URLs may legally contain & and ', e.g. in a query). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => xmlEntities[c]!)
}

/** W3C datetime for <lastmod>, to the second; undefined for a missing or invalid date. */
export function w3cDate(value: Date | string | null | undefined): string | undefined {
  if (value == null) return undefined
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** Joins the site origin (and any base path it has) with a root-relative path. */
export function joinUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  return path === '/' ? `${base}/` : `${base}${path.startsWith('/') ? path : `/${path}`}`
}

/** The canonical path of a page in one language (same rule as lib/site.ts localePath). */
export function canonicalPath(locale: Locale, path: string, defaultLocale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return `/${localeMeta[locale].prefix}${clean === '/' ? '' : clean}`
}

export type LanguageUrl = { hreflang: string; href: string }

/** The page's URL in each language (canonical scheme above), then x-default. */
export function languageUrls(path: string, ctx: SitemapContext): LanguageUrl[] {
  const out: LanguageUrl[] = locales.map((l) => ({ hreflang: localeMeta[l].hreflang, href: joinUrl(ctx.siteUrl, canonicalPath(l, path, ctx.defaultLocale)) }))
  out.push({ hreflang: 'x-default', href: joinUrl(ctx.siteUrl, path) })
  return out
}

/**
 * A writer of the four <url> elements of one page (one per language), each with all alternates.
 * What depends only on the context (escaped origin, prefixes) is prepared once, and the alternates
 * block is built once per page and shared by its four entries: this is the hot loop of a
 * 10,000-product file. Produces the same URLs as languageUrls.
 */
export function entryWriter(ctx: SitemapContext): (path: string, lastmod?: string) => string {
  const origin = escapeXml(ctx.siteUrl.replace(/\/+$/, ''))
  const langs = locales.map((l) => ({ hreflang: localeMeta[l].hreflang, prefix: l === ctx.defaultLocale ? '' : `/${localeMeta[l].prefix}` }))
  return (path, lastmod) => {
    const clean = escapeXml(path.startsWith('/') ? path : `/${path}`)
    const hrefs = langs.map((l) => origin + (l.prefix && clean === '/' ? l.prefix : l.prefix + clean))
    let links = ''
    for (let i = 0; i < langs.length; i++) links += `<xhtml:link rel="alternate" hreflang="${langs[i]!.hreflang}" href="${hrefs[i]}"/>`
    // x-default is the unprefixed URL, which is also the default language's.
    links += `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${clean}"/>`
    const mod = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
    let out = ''
    for (const href of hrefs) out += `<url><loc>${href}</loc>${mod}${links}</url>\n`
    return out
  }
}

/** The four <url> elements of one page (see entryWriter). */
export function pageEntries(path: string, lastmod: string | undefined, ctx: SitemapContext): string {
  return entryWriter(ctx)(path, lastmod)
}

/** Number of <url> elements pageEntries writes per page. */
export const URLS_PER_PAGE = locales.length

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`
export const URLSET_CLOSE = '</urlset>\n'

export type SitemapPage = { path: string; lastmod?: Date | string | null }

/** A whole <urlset> for a small list of pages (the big products files stream the same pieces). */
export function urlset(pages: Iterable<SitemapPage>, ctx: SitemapContext): string {
  const write = entryWriter(ctx)
  let body = URLSET_OPEN
  for (const p of pages) body += write(p.path, w3cDate(p.lastmod))
  return body + URLSET_CLOSE
}

export type SitemapRef = { loc: string; lastmod?: Date | string | null }

/** The sitemap index: one <sitemap> per part file, with absolute locations. */
export function sitemapIndex(parts: Iterable<SitemapRef>): string {
  let body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n`
  for (const p of parts) {
    const mod = w3cDate(p.lastmod)
    body += `<sitemap><loc>${escapeXml(p.loc)}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}</sitemap>\n`
  }
  return body + '</sitemapindex>\n'
}
