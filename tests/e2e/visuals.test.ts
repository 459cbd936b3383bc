import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

/**
 * Issue 15, images: every product, model (its provider) and MCP server shows a logo — an <img>
 * with its width and height, or while none is on file the generated monogram (a sized tile that is
 * an image named after the item, its initials drawn by CSS and not part of the page's text) — on
 * cards and detail pages; category icons are SVG, not emoji; and every kind of page names a social
 * image (og:image) that answers 200 as a PNG.
 */
const base = () => process.env.STOREFRONT_URL!
const SLOW = 600_000

type Logo = { kind: string | null; width: string | null; height: string | null; src: string; loading: string | null; label: string; initials: string; text: string }
const logosIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const logo = el.querySelector('img[data-logo], [data-logo][role="img"]') as HTMLElement | null
      if (!logo) return null
      if (logo instanceof HTMLImageElement) {
        return { kind: logo.getAttribute('data-logo'), width: logo.getAttribute('width'), height: logo.getAttribute('height'), src: logo.src, loading: logo.getAttribute('loading'), label: logo.alt, initials: '', text: '' }
      }
      // A monogram: what is seen is its box and the initials CSS draws in it; it has no text of its own.
      const box = logo.getBoundingClientRect()
      const drawn = getComputedStyle(logo, '::after').content
      return {
        kind: logo.getAttribute('data-logo'),
        width: String(Math.round(box.width)),
        height: String(Math.round(box.height)),
        src: '',
        loading: null,
        label: logo.getAttribute('aria-label') ?? '',
        initials: drawn === 'none' || drawn === 'normal' ? '' : drawn.replace(/^"|"$/g, ''),
        text: logo.textContent ?? '',
      }
    }),
  )

function expectSizedLogos(logos: (Logo | null)[], where: string) {
  expect(logos.length, `${where}: cards`).toBeGreaterThan(0)
  logos.forEach((logo, i) => {
    expect(logo, `${where}: card ${i + 1} has a logo`).not.toBeNull()
    expect(Number(logo!.width), `${where}: card ${i + 1} width`).toBeGreaterThan(0)
    expect(Number(logo!.height), `${where}: card ${i + 1} height`).toBeGreaterThan(0)
    expect(['media', 'monogram']).toContain(logo!.kind)
    if (logo!.kind === 'monogram') {
      expect(logo!.initials, `${where}: card ${i + 1} initials`).not.toBe('')
      expect(logo!.label, `${where}: card ${i + 1} names its item`).not.toBe('')
      expect(logo!.text, `${where}: card ${i + 1} initials are not text`).toBe('')
    }
  })
}

/** Every image the page asked for has loaded and has pixels (a broken image has naturalWidth 0). */
const brokenImages = (page: Page) =>
  page.evaluate(async () => {
    const images = [...document.querySelectorAll('img[data-logo]')] as HTMLImageElement[]
    // Lazy images below the fold load only when asked to.
    for (const img of images) img.loading = 'eager'
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
    return images.filter((img) => img.naturalWidth === 0).map((img) => img.src.slice(0, 80))
  })

describe('logos, category icons and social images', () => {
  const suite = useBrowser()
  let page: Page
  beforeAll(async () => {
    const context = await suite.browser.newContext()
    context.setDefaultTimeout(180_000)
    page = await context.newPage()
  })

  it(
    'puts a sized logo on every product, model and MCP card and on the detail pages',
    async () => {
      for (const path of ['/en', '/zh/discover/image']) {
        await page.goto(`${base()}${path}`)
        expectSizedLogos(await logosIn(page, 'main [data-product]'), path)
        expect(await brokenImages(page), path).toEqual([])
      }
      await page.goto(`${base()}/ja/mcp`)
      expectSizedLogos(await logosIn(page, '[data-testid="mcp-list"] [data-server]'), '/ja/mcp')
      await page.goto(`${base()}/en/models`)
      expectSizedLogos(await logosIn(page, '[data-testid="models-table"] tbody tr'), '/en/models')
      await page.goto(`${base()}/en/tools?tab=models`)
      expectSizedLogos(await logosIn(page, '[data-entry^="model:"]'), '/en/tools?tab=models')
      expect(await brokenImages(page)).toEqual([])

      // Detail headers: the logo is above the fold, so it loads at once.
      const model = await page.locator('main [data-entry^="model:"] a').first().getAttribute('href')
      const mcp = await firstKey(page, '/zh/mcp', '[data-testid="mcp-list"] [data-server]', 'data-server')
      for (const detail of [model!, '/en/details/chatgpt', `/zh/mcp/${mcp}`]) {
        await page.goto(`${base()}${detail}`)
        const header = await logosIn(page, 'main header')
        expect(header[0], detail).not.toBeNull()
        expect(Number(header[0]!.width), detail).toBeGreaterThanOrEqual(56)
        expect(header[0]!.height, detail).toBe(header[0]!.width)
        // A logo file loads at once; a monogram has nothing to load.
        if (header[0]!.kind === 'media') expect(header[0]!.loading, detail).toBe('eager')
        expect(await brokenImages(page), detail).toEqual([])
      }
      // A monogram says it is a placeholder, not the brand's logo.
      await page.goto(`${base()}/en/details/chatgpt`)
      const monogram = page.locator('main header [data-logo="monogram"]')
      if ((await monogram.count()) > 0) expect(await monogram.getAttribute('title')).toMatch(/placeholder/i)
    },
    SLOW,
  )

  it('writes a monogram into the page as a small tile, not as an image document', async () => {
    const res = await fetch(`${base()}/en`)
    const html = await res.text()
    // Each SVG data URL went into the HTML and again into the data the page hydrates from.
    expect(html).not.toContain('data:image/svg+xml')
    const tiles = html.match(/<span[^>]*data-logo="monogram"[^>]*>/g) ?? []
    console.log(`home /en: ${tiles.length} monogram tiles; HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB, gzip ${(gzipSync(html).length / 1024).toFixed(1)} KB`)
    for (const tile of tiles) {
      expect(tile).toContain('role="img"')
      expect(tile).toMatch(/aria-label="[^"]+"/)
      expect(tile).toMatch(/data-initials="[^"]+"/)
    }
  })

  async function firstKey(p: Page, path: string, selector: string, attribute: string) {
    await p.goto(`${base()}${path}`)
    return (await p.locator(selector).first().getAttribute(attribute))!
  }

  it(
    'draws category icons as SVG, with no emoji',
    async () => {
      for (const path of ['/en', '/en/class']) {
        await page.goto(`${base()}${path}`)
        const groups = page.locator('[data-testid="category-groups"] > li')
        expect(await groups.count(), path).toBeGreaterThan(5)
        expect(await groups.locator('h2 svg > use, h3 svg > use').count(), path).toBe(await groups.count())
        // Each icon is a symbol of the category icons' sprite, which the site serves.
        const [sprite, symbol] = (await groups.locator('svg > use').first().getAttribute('href'))!.split('#')
        const res = await fetch(`${base()}${sprite}`)
        expect(res.headers.get('content-type'), sprite).toContain('image/svg+xml')
        expect(await res.text(), sprite).toContain(`<symbol id="${symbol}"`)
        const text = (await page.locator('[data-testid="category-groups"]').textContent())!
        expect(text.match(/\p{Extended_Pictographic}/u), path).toBeNull()
      }
    },
    SLOW,
  )

  it(
    'names a social image on each kind of page, which answers 200 as a PNG; a made-up address is a 404',
    async () => {
      const pages = [
        '/en',
        '/zh',
        '/en/details/chatgpt',
        `/ja/models/${await firstKey(page, '/ja/models', '[data-testid="models-table"] tbody tr', 'data-model')}`,
        `/en/mcp/${await firstKey(page, '/en/mcp', '[data-testid="mcp-list"] [data-server]', 'data-server')}`,
        `/tw/news/${await firstKey(page, '/tw/news', '[data-news]', 'data-news')}`,
        `/en/guide/${await firstKey(page, '/en/guide', '[data-guide]', 'data-guide')}`,
        '/zh/class/image',
        '/en/best-ai-tools',
        '/en/best-ai-tools/monthly',
      ]
      const seen = new Set<string>()
      for (const path of pages) {
        const res = await page.goto(`${base()}${path}`)
        expect(res?.status(), path).toBe(200)
        const og = await page.locator('meta[property="og:image"]').getAttribute('content')
        expect(og, path).toMatch(/^https?:\/\/[^/]+\/og\/[\w-]+\/[\w-]{22}\.png$/)
        expect(await page.locator('meta[name="twitter:image"]').getAttribute('content'), path).toBe(og)
        expect(await page.locator('meta[property="og:image:width"]').getAttribute('content'), path).toBe('1200')
        seen.add(og!)
        const image = await fetch(`${base()}${new URL(og!).pathname}`)
        expect(image.status, path).toBe(200)
        expect(image.headers.get('content-type'), path).toBe('image/png')
        expect(image.headers.get('cache-control'), path).toMatch(/public/)
        const png = Buffer.from(await image.arrayBuffer())
        expect(png.subarray(1, 4).toString('latin1'), path).toBe('PNG')
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630])
      }
      // Each page its own image.
      expect(seen.size).toBe(pages.length)

      const [, , data, file] = new URL([...seen][0]!).pathname.split('/')
      const forged = await fetch(`${base()}/og/${data}/${'A'.repeat(22)}.png`)
      expect(forged.status).toBe(404)
      const swapped = await fetch(`${base()}/og/${Buffer.from(JSON.stringify(['en', 'page', 'Anything', '', null])).toString('base64url')}/${file}`)
      expect(swapped.status).toBe(404)
    },
    SLOW,
  )
})
