import { describe, expect, it } from 'vitest'
import { llmsText } from '../../storefront/src/features/seo/llms'
import { parsePartFile, partPath, productFileCount, PRODUCTS_PER_FILE } from '../../storefront/src/features/seo/parts'
import { productsSitemapStream } from '../../storefront/src/features/seo/productsSitemap'
import {
  escapeXml,
  languageUrls,
  MAX_BYTES_PER_FILE,
  MAX_URLS_PER_FILE,
  pageEntries,
  sitemapIndex,
  urlset,
  URLS_PER_PAGE,
  w3cDate,
  type SitemapContext,
} from '../../storefront/src/features/seo/xml'

const ctx: SitemapContext = { siteUrl: 'https://ai.example.com', defaultLocale: 'en' }

/** A minimal well-formedness check: every tag closes in order, no raw & or < in text or attributes. */
function assertWellFormed(xml: string) {
  const stack: string[] = []
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '')
  for (const m of body.matchAll(/<(\/?)([a-zA-Z:]+)((?:\s+[a-zA-Z:]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>|([^<]+)/g)) {
    if (m[5] !== undefined) {
      expect(m[5]).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)|>/)
      continue
    }
    if (m[4]) continue
    if (m[1]) expect(stack.pop()).toBe(m[2])
    else stack.push(m[2]!)
  }
  expect(stack).toEqual([])
  // Everything between tags was matched by the pattern (no stray "<").
  expect(body.replace(/<[^>]*>/g, '')).not.toContain('<')
}

describe('sitemap XML builders', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(escapeXml('plain/path-1')).toBe('plain/path-1')
  })

  it('escapes & < > " \' in URLs, in <loc> and in alternates', () => {
    const xml = urlset([{ path: `/tag/a&b'c"d<e>f` }], { ...ctx, siteUrl: 'https://ai.example.com/?x=1&y=2' })
    assertWellFormed(xml)
    expect(xml).toContain('/tag/a&amp;b&apos;c&quot;d&lt;e&gt;f')
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
  })

  it('lists a page once per language at its canonical URL, each with all alternates and x-default', () => {
    const xml = pageEntries('/details/chatgpt', '2026-01-02T03:04:05Z', ctx)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://ai.example.com/details/chatgpt',
      'https://ai.example.com/zh/details/chatgpt',
      'https://ai.example.com/tw/details/chatgpt',
      'https://ai.example.com/ja/details/chatgpt',
    ])
    expect(locs).toHaveLength(URLS_PER_PAGE)
    for (const entry of xml.trim().split('\n')) {
      expect(entry).toContain('<lastmod>2026-01-02T03:04:05Z</lastmod>')
      const langs = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)
      expect(langs).toEqual([
        'en https://ai.example.com/details/chatgpt',
        'zh-Hans https://ai.example.com/zh/details/chatgpt',
        'zh-Hant https://ai.example.com/tw/details/chatgpt',
        'ja https://ai.example.com/ja/details/chatgpt',
        'x-default https://ai.example.com/details/chatgpt',
      ])
    }
  })

  it('follows the configured default language (unprefixed) and handles the home page', () => {
    const urls = languageUrls('/', { siteUrl: 'https://ai.example.com/', defaultLocale: 'zh' })
    expect(urls.map((u) => `${u.hreflang} ${u.href}`)).toEqual([
      'en https://ai.example.com/en',
      'zh-Hans https://ai.example.com/',
      'zh-Hant https://ai.example.com/tw',
      'ja https://ai.example.com/ja',
      'x-default https://ai.example.com/',
    ])
  })

  it('writes entries whose URLs are exactly languageUrls, for any default language', () => {
    for (const defaultLocale of ['en', 'zh', 'zh-TW', 'ja'] as const) {
      for (const path of ['/', '/details/x']) {
        const c = { siteUrl: 'https://ai.example.com', defaultLocale }
        const urls = languageUrls(path, c)
        const entry = pageEntries(path, undefined, c).split('\n')[0]!
        expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(urls.map((u) => `${u.hreflang} ${u.href}`))
        expect([...pageEntries(path, undefined, c).matchAll(/<loc>([^<]+)</g)].map((m) => m[1])).toEqual(urls.slice(0, 4).map((u) => u.href))
      }
    }
  })

  it('formats lastmod as a W3C datetime and omits it when unknown', () => {
    expect(w3cDate(new Date('2026-03-04T05:06:07.890Z'))).toBe('2026-03-04T05:06:07Z')
    expect(w3cDate(null)).toBeUndefined()
    expect(w3cDate('not a date')).toBeUndefined()
    expect(urlset([{ path: '/protocol/agreement' }], ctx)).not.toContain('<lastmod>')
  })

  it('builds a sitemap index with escaped locations', () => {
    const xml = sitemapIndex([
      { loc: 'https://ai.example.com/sitemaps/static.xml', lastmod: '2026-01-01T00:00:00Z' },
      { loc: 'https://ai.example.com/sitemaps/products-1.xml?a=1&b=2' },
    ])
    assertWellFormed(xml)
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<sitemap><loc>https://ai.example.com/sitemaps/static.xml</loc><lastmod>2026-01-01T00:00:00Z</lastmod></sitemap>')
    expect(xml).toContain('products-1.xml?a=1&amp;b=2</loc></sitemap>')
  })
})

describe('sitemap parts', () => {
  it('names and parses part files', () => {
    expect(partPath({ kind: 'products', page: 3 })).toBe('/sitemaps/products-3.xml')
    expect(parsePartFile('products-3.xml')).toEqual({ kind: 'products', page: 3 })
    expect(parsePartFile('models.xml')).toEqual({ kind: 'models' })
    for (const bad of ['products-0.xml', 'products-01.xml', 'products-x.xml', 'products.xml', 'models', 'secret.xml', '../x.xml']) {
      expect(parsePartFile(bad), bad).toBeUndefined()
    }
  })

  it('splits 100,000 products into 10 files, and an empty catalogue still has one', () => {
    expect(productFileCount(100_000)).toBe(10)
    expect(productFileCount(100_001)).toBe(11)
    expect(productFileCount(0)).toBe(1)
    expect(PRODUCTS_PER_FILE * URLS_PER_PAGE).toBeLessThan(MAX_URLS_PER_FILE)
  })

  it('streams a full 10,000-product file, well-formed and within the limits, in well under a second', async () => {
    const rows = Array.from({ length: PRODUCTS_PER_FILE }, (_, i) => ({
      key: `syn-${String(i).padStart(6, '0')}-a-rather-long-synthetic-product-name`,
      updated_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 60)),
    }))
    // Timed as the server produces it (bytes out of the stream); decoding to a string is the test's cost.
    // Judged on CPU time: wall time on a busy shared machine says more about the neighbours.
    const cpu = process.cpuUsage()
    const started = performance.now()
    const chunks: Uint8Array[] = []
    const reader = productsSitemapStream(rows, { siteUrl: 'https://www.ai-directory.example.com', defaultLocale: 'en' }).getReader()
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value)
    const ms = performance.now() - started
    const used = process.cpuUsage(cpu)
    const cpuMs = (used.user + used.system) / 1000
    const xml = Buffer.concat(chunks).toString('utf8')
    expect(cpuMs).toBeLessThan(1000)
    const bytes = Buffer.byteLength(xml)
    expect((xml.match(/<url>/g) ?? []).length).toBe(PRODUCTS_PER_FILE * URLS_PER_PAGE)
    expect(bytes).toBeLessThan(MAX_BYTES_PER_FILE * 0.8)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true)
    expect(xml.endsWith('</urlset>\n')).toBe(true)
    assertWellFormed(xml.slice(0, 200_000).replace(/<url>(?:(?!<\/url>)[\s\S])*$/, '') + '</urlset>')
    console.log(`10,000 products: ${(bytes / 1e6).toFixed(1)} MB in ${cpuMs.toFixed(0)} ms CPU (${ms.toFixed(0)} ms wall)`)
  })
})

describe('llms.txt text', () => {
  it('describes the site with sections, categories, search, languages and counts', () => {
    const text = llmsText({
      siteName: 'AI Directory',
      url: (p) => `https://ai.example.com${p === '/' ? '/' : p}`,
      rawUrl: (p) => `https://ai.example.com${p}`,
      defaultLocale: 'en',
      facts: {
        readAt: '2026-01-02T00:00:00.000Z',
        counts: { products: 100320, models: 89, mcpServers: 120, news: 48, guides: 22 },
        categoryGroups: [{ name: 'Create', categories: [{ key: 'image-generation', name: 'Image generation', description: 'Make pictures\nfrom text', products: 42 }] }],
      },
    })
    expect(text.startsWith('# AI Directory\n\n> ')).toBe(true)
    expect(text).toContain('100,320 published AI products, 89 AI models and 120 MCP servers')
    for (const path of ['/best-ai-tools', '/models', '/mcp', '/news', '/guide', '/market/data', '/market/compute', '/submission', '/class']) {
      expect(text).toContain(`](https://ai.example.com${path})`)
    }
    expect(text).toContain('- [Image generation](https://ai.example.com/class/image-generation): 42 products. Make pictures from text')
    expect(text).toContain('https://ai.example.com/discover/{query}')
    expect(text).toContain('https://ai.example.com/discover/image%20generation')
    for (const prefix of ['/en', '/zh', '/tw', '/ja']) expect(text).toContain(`https://ai.example.com${prefix}`)
  })
})
