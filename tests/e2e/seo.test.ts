import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

/**
 * robots.txt, the sitemaps and llms.txt of a running storefront. Sitemap locations carry SITE_URL,
 * which may differ from the address under test: they are fetched by path on STOREFRONT_URL.
 */
const base = () => process.env.STOREFRONT_URL!
const onServer = (url: string) => {
  const u = new URL(url)
  return `${base()}${u.pathname}${u.search}`
}
const get = (path: string) => fetch(path.startsWith('http') ? path : `${base()}${path}`, { redirect: 'manual' })

type UrlEntry = { loc: string; lastmod: string | null; links: { hreflang: string; href: string }[] }
type Parsed = { error: string | null; root: string; ns: string; urls: UrlEntry[]; sitemaps: string[] }

/** Parses with Chromium's XML parser (a real, strict one): a parse error is reported, not guessed. */
async function parseXml(page: Page, xml: string): Promise<Parsed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null
    const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9'
    const XHTML = 'http://www.w3.org/1999/xhtml'
    const child = (el: Element, name: string) => el.getElementsByTagNameNS(SM, name)[0]?.textContent ?? null
    return {
      error,
      root: doc.documentElement.localName,
      ns: doc.documentElement.namespaceURI ?? '',
      urls: [...doc.getElementsByTagNameNS(SM, 'url')].map((u) => ({
        loc: child(u, 'loc')!,
        lastmod: child(u, 'lastmod'),
        links: [...u.getElementsByTagNameNS(XHTML, 'link')].map((l) => ({ hreflang: l.getAttribute('hreflang')!, href: l.getAttribute('href')! })),
      })),
      sitemaps: [...doc.getElementsByTagNameNS(SM, 'sitemap')].map((s) => child(s, 'loc')!),
    }
  }, xml)
}

const singleParts = ['static', 'categories', 'tags', 'models', 'mcp', 'news', 'guides']
const hreflangs = ['en', 'zh-Hans', 'zh-Hant', 'ja', 'x-default']

describe('robots.txt, sitemaps and llms.txt', () => {
  const suite = useBrowser()
  let page: Page
  let index: Parsed
  let productFiles: number
  beforeAll(async () => {
    page = await suite.browser.newPage()
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    index = await parseXml(page, await res.text())
    productFiles = index.sitemaps.filter((s) => /\/sitemaps\/products-\d+\.xml$/.test(s)).length
  })

  it('robots.txt allows all but the API and the link interstitial, and names the sitemap index', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await res.text()).split('\n').map((l) => l.trim())
    expect(lines).toContain('User-Agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/api/', '/ExcessLink', '/en/ExcessLink', '/zh/ExcessLink', '/tw/ExcessLink', '/ja/ExcessLink']) expect(lines).toContain(`Disallow: ${path}`)
    const sitemap = lines.find((l) => l.startsWith('Sitemap: '))?.slice('Sitemap: '.length)
    expect(sitemap).toMatch(/^https?:\/\/[^/]+(\/.*)?\/sitemap\.xml$/)
    expect((await get(onServer(sitemap!))).status).toBe(200)
  })

  it('the sitemap index lists every part with absolute URLs, cached for an hour', async () => {
    const res = await get('/sitemap.xml')
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    expect(res.headers.get('cache-control')).toContain('max-age=3600')
    expect(index.error).toBeNull()
    expect(index.root).toBe('sitemapindex')
    expect(index.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const names = index.sitemaps.map((s) => {
      expect(s).toMatch(/^https?:\/\//)
      return new URL(s).pathname
    })
    expect(productFiles).toBeGreaterThanOrEqual(1)
    const expected = [...singleParts.map((p) => `/sitemaps/${p}.xml`), ...Array.from({ length: productFiles }, (_, i) => `/sitemaps/products-${i + 1}.xml`)]
    expect([...names].sort()).toEqual([...expected].sort())
  })

  it('every single-type part is valid XML whose pages all have four languages and hreflang alternates', async () => {
    for (const part of singleParts) {
      const res = await get(`/sitemaps/${part}.xml`)
      expect(res.status, part).toBe(200)
      expect(res.headers.get('cache-control')).toContain('max-age=3600')
      const parsed = await parseXml(page, await res.text())
      expect(parsed.error, part).toBeNull()
      expect(parsed.root).toBe('urlset')
      expect(parsed.urls.length, part).toBeGreaterThan(0)
      expect(parsed.urls.length % 4, part).toBe(0)
    }
    const statics = await parseXml(page, await (await get('/sitemaps/static.xml')).text())
    const paths = new Set(statics.urls.map((u) => new URL(u.loc).pathname))
    for (const p of ['/', '/tools', '/class', '/discover', '/models', '/mcp', '/news', '/news/daily', '/guide', '/market/data', '/market/compute', '/services', '/agent', '/products/paid', '/products/open-source', '/protocol/agreement', '/protocol/privacyPolicy']) {
      expect(paths.has(p), p).toBe(true)
      for (const prefix of ['/zh', '/tw', '/ja']) expect(paths.has(`${prefix}${p === '/' ? '' : p}`), `${prefix}${p}`).toBe(true)
    }
  })

  it('a products sitemap is valid XML with hreflang alternates, and its URLs answer 200', async () => {
    const res = await get(`/sitemaps/products-${productFiles}.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    expect(res.headers.get('cache-control')).toContain('max-age=3600')
    const parsed = await parseXml(page, await res.text())
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe('urlset')
    expect(parsed.urls.length).toBeGreaterThan(0)
    expect(parsed.urls.length).toBeLessThanOrEqual(40_000)
    for (const u of parsed.urls) {
      expect(u.links.map((l) => l.hreflang)).toEqual(hreflangs)
      // Each URL is one of its own alternates; x-default is the unprefixed one.
      expect(u.links.some((l) => l.href === u.loc && l.hreflang !== 'x-default')).toBe(true)
      expect(new URL(u.links.at(-1)!.href).pathname).toMatch(/^\/details\/[^/]+$/)
      expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    }
    // A sample of products in every language, plus one page of each other part.
    const sample = [...parsed.urls].sort(() => Math.random() - 0.5).slice(0, 8).map((u) => u.loc)
    for (const part of singleParts) {
      const urls = (await parseXml(page, await (await get(`/sitemaps/${part}.xml`)).text())).urls
      sample.push(urls[Math.floor(Math.random() * urls.length)]!.loc)
    }
    for (const loc of sample) expect((await get(onServer(loc))).status, loc).toBe(200)
    // Generous: against a dev server each kind of page compiles on its first request.
  }, 300_000)

  it('answers 404 for a products page beyond the last and for unknown sitemap files', async () => {
    for (const path of [`/sitemaps/products-${productFiles + 1}.xml`, '/sitemaps/products-0.xml', '/sitemaps/products-x.xml', '/sitemaps/unknown.xml']) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('llms.txt describes the sections, search, languages and the real counts', async () => {
    const res = await get('/llms.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(res.headers.get('cache-control')).toContain('max-age=3600')
    const text = await res.text()
    expect(text).toMatch(/^# .+\n\n> /)
    const linked = new Set([...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1]!).pathname.replace(/^\/en(?=\/|$)/, '') || '/'))
    for (const p of ['/best-ai-tools', '/class', '/models', '/mcp', '/news', '/guide', '/market/data', '/market/compute', '/submission']) expect(linked.has(p), p).toBe(true)
    expect([...linked].filter((p) => p.startsWith('/class/')).length).toBeGreaterThan(5)
    expect(text).toContain('/discover/{query}')
    for (const prefix of ['/en', '/zh', '/tw', '/ja']) expect(text).toMatch(new RegExp(`https?://[^\\s)]+${prefix}(\\s|$)`))

    // The counts, against the sitemaps (every products file but the last holds 10,000 products).
    const pagesIn = async (path: string) => (await parseXml(page, await (await get(path)).text())).urls.length / 4
    const lastFile = await pagesIn(`/sitemaps/products-${productFiles}.xml`)
    const products = (productFiles - 1) * 10_000 + lastFile
    const models = await pagesIn('/sitemaps/models.xml')
    const mcp = await pagesIn('/sitemaps/mcp.xml')
    const n = (v: number) => v.toLocaleString('en-US')
    expect(text).toContain(`${n(products)} published AI products, ${n(models)} AI models and ${n(mcp)} MCP servers`)
  })
})
