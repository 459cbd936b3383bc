import type { Browser, BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { axe } from './axe'
import { useBrowser } from './browser'

/**
 * The content pages of the storefront: news, daily briefs, guides, the three markets, the legal
 * documents, the external-link interstitial, short links and the share page (SPEC §2, §5, §8).
 */
const base = () => process.env.STOREFRONT_URL!
// Generous limits: pages compile on first request and the test machine may be busy.
const SLOW = 900_000
const STEP = 300_000
const NAV_TIMEOUT = 120_000

/** The five route variants: no prefix (default language, English here) and the four prefixes. */
const variants = [
  { prefix: '', lang: 'en' },
  { prefix: '/en', lang: 'en' },
  { prefix: '/zh', lang: 'zh-Hans' },
  { prefix: '/tw', lang: 'zh-Hant' },
  { prefix: '/ja', lang: 'ja' },
] as const
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/

const ARTICLE = 'openai-launches-gpt-4o'
const GUIDE = 'how-to-choose-an-ai-chatbot'

/** Each owned route with its English heading (null: the heading is the record's own title). */
const pages: { path: string; heading: string | RegExp }[] = [
  { path: '/news', heading: 'AI News' },
  { path: '/news/daily', heading: 'AI Daily Brief' },
  { path: `/news/${ARTICLE}`, heading: /GPT-4o/ },
  { path: '/guide', heading: 'Application Guide' },
  { path: `/guide/${GUIDE}`, heading: /chatbot/i },
  { path: '/market/data', heading: 'AI Data Market' },
  { path: '/market/compute', heading: 'Computing Power Market' },
  { path: '/services', heading: 'AI Services' },
  { path: '/protocol/agreement', heading: 'User Agreement' },
  { path: '/protocol/privacyPolicy', heading: 'Privacy Policy' },
  { path: '/share-demo', heading: 'Share a product' },
  { path: `/ExcessLink?url=${encodeURIComponent('https://openai.com/index/hello-gpt-4o/')}`, heading: 'You are leaving this site' },
]

/** The few entities React escapes in text. */
function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'")
}

async function h1(page: Page): Promise<string> {
  return ((await page.locator('h1').first().textContent()) ?? '').trim()
}

/** A page with navigation and action limits that allow for on-demand compilation. */
async function open(from: Browser | BrowserContext): Promise<Page> {
  const page = await from.newPage()
  page.setDefaultNavigationTimeout(NAV_TIMEOUT)
  page.setDefaultTimeout(NAV_TIMEOUT)
  return page
}

/**
 * axe on the loaded page; retried once when the page navigates under it (a dev-server reload or
 * the new-build check), which would otherwise destroy the evaluation context.
 */
async function analyze(page: Page) {
  try {
    return await axe(page).analyze()
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error
    await page.waitForLoadState('load')
    return axe(page).analyze()
  }
}

function jsonLd(page: Page): Promise<any[]> {
  return page.$$eval('script[type="application/ld+json"]', (nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')))
}

describe('content pages', () => {
  const suite = useBrowser()
  beforeAll(async () => {
  }, STEP)

  it(
    'answers every route in all five variants with its own, localized heading',
    async () => {
      for (const { path, heading } of pages) {
        const english: string[] = []
        for (const v of variants) {
          const response = await fetch(`${base()}${v.prefix}${path}`)
          const html = await response.text()
          expect(response.status, `${v.prefix}${path}`).toBe(200)
          expect(html.match(/<html[^>]* lang="([^"]+)"/)?.[1], `${v.prefix}${path}`).toBe(v.lang)
          const text = decode(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '').trim()
          if (v.lang === 'en') {
            if (typeof heading === 'string') expect(text, path).toBe(heading)
            else expect(text, path).toMatch(heading)
            english.push(text)
          } else {
            expect(text, `${v.prefix}${path}`).toMatch(CJK)
            expect(english).not.toContain(text)
          }
        }
      }
    },
    SLOW,
  )

  it('lists news newest first, 20 per page, with dates in the page language', async () => {
    const page = await open(suite.browser)
    await page.goto(`${base()}/news`)
    const items = page.locator('[data-testid="news-list"] > li')
    expect(await items.count()).toBe(20)
    const dates = await page.$$eval('[data-testid="news-list"] time', (ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(await page.locator('[data-testid="news-list"] time').first().textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await page.getByRole('link', { name: 'Next page' }).click()
    await page.waitForURL(/\/news\?page=2$/)
    expect(await items.count()).toBeGreaterThan(0)
    const second = await page.$$eval('[data-testid="news-list"] time', (ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))
    expect(second[0]! <= dates[dates.length - 1]!).toBe(true)
    await page.goto(`${base()}/ja/news`)
    expect(await page.locator('[data-testid="news-list"] time').first().textContent()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/)
    // Bad and out-of-range page numbers: never a 500.
    expect((await page.goto(`${base()}/news?page=abc`))?.status()).toBe(200)
    expect((await page.goto(`${base()}/news?page=999`))?.status()).toBe(404)
    await page.close()
  }, STEP)

  it('renders an article: markdown body, source via the interstitial, tags, related models, JSON-LD', async () => {
    const page = await open(suite.browser)
    await page.goto(`${base()}/news/${ARTICLE}`)
    expect(await page.locator('article strong').first().textContent()).toBe('GPT-4o')
    expect(await page.locator('article p').count()).toBeGreaterThan(3)
    const source = page.locator('[data-testid="article-facts"] a[href*="/ExcessLink?url="]')
    expect(await source.count()).toBe(1)
    expect(await page.locator('[data-testid="article-facts"] a[href^="/tag/"]').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-testid="article-facts"] a[href^="/models/"]').count()).toBeGreaterThan(0)
    const ld = await jsonLd(page)
    const news = ld.find((d) => d['@type'] === 'NewsArticle')
    expect(news?.headline).toBe(await h1(page))
    expect(news?.datePublished).toMatch(/^2024-05-13/)
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList')
    expect(crumbs?.itemListElement).toHaveLength(3)
    expect((await page.goto(`${base()}/news/no-such-article`))?.status()).toBe(404)
    expect((await page.goto(`${base()}/zh/news/Not_A_Key`))?.status()).toBe(404)
    await page.close()
  }, STEP)

  it('puts the breadcrumb trail, ending at the page itself, above every listing', async () => {
    const page = await open(suite.browser)
    for (const [path, depth] of [['/news', 2], ['/news/daily', 3], ['/guide', 2], ['/services', 2], ['/market/data', 2], ['/market/compute', 2]] as const) {
      await page.goto(`${base()}/zh${path}`)
      const crumbs = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement ?? []
      expect(crumbs, path).toHaveLength(depth)
      expect(crumbs.at(-1).name, path).toBe(await h1(page))
      expect(await page.getByRole('navigation', { name: '面包屑导航' }).count(), path).toBe(1)
    }
    await page.close()
  }, STEP)

  it('shows the latest daily brief in full, then the archive of earlier ones, newest first', async () => {
    const page = await open(suite.browser)
    await page.goto(`${base()}/news/daily`)
    const briefs = page.locator('[data-testid="brief-list"] [data-brief]')
    expect(await briefs.count()).toBeGreaterThanOrEqual(8)
    const dates = await page.$$eval('[data-testid="brief-list"] time', (ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))
    expect([...dates].sort().reverse()).toEqual(dates)
    // In full: the latest brief carries its whole markdown body (a list of the day's items).
    expect(await page.locator('[data-testid="brief-list"] article[data-brief] li').count()).toBeGreaterThan(1)
    // The archive: one line per earlier brief, linking to its own page.
    const archived = page.locator('[data-testid="brief-archive"] li[data-brief] a')
    expect(await archived.count()).toBeGreaterThanOrEqual(7)
    await archived.first().click()
    await page.waitForURL(/\/news\/[a-z0-9-]+$/)
    expect(await page.locator('article li').count()).toBeGreaterThan(1)
    await page.close()
  }, STEP)

  it('groups guides by kind and renders a guide with related MCP servers and Article JSON-LD', async () => {
    const page = await open(suite.browser)
    await page.goto(`${base()}/guide`)
    for (const id of ['application', 'case_tutorial', 'review']) expect(await page.locator(`section#${id} [data-guide]`).count(), id).toBeGreaterThan(0)
    await page.goto(`${base()}/guide/${GUIDE}`)
    expect(await page.locator('article h2, article li').count()).toBeGreaterThan(2)
    const ld = await jsonLd(page)
    expect(ld.find((d) => d['@type'] === 'Article')?.headline).toBe(await h1(page))
    // A case tutorial links its MCP servers.
    await page.goto(`${base()}/guide`)
    const tutorial = await page.locator('section#case_tutorial [data-guide] a').first().getAttribute('href')
    await page.goto(`${base()}${tutorial}`)
    expect(await page.locator('[data-testid="guide-facts"] a[href^="/mcp/"]').count()).toBeGreaterThan(0)
    expect((await page.goto(`${base()}/guide/no-such-guide`))?.status()).toBe(404)
    await page.close()
  }, STEP)

  it('lists the markets with their facts and outbound links through the interstitial', async () => {
    const page = await open(suite.browser)
    await page.goto(`${base()}/market/data`)
    const dataset = page.locator('[data-dataset="the-pile"]')
    expect(await dataset.textContent()).toContain('825 GiB')
    expect(await dataset.textContent()).toContain('EleutherAI')
    expect(await dataset.locator('a').getAttribute('href')).toBe(`/ExcessLink?url=${encodeURIComponent('https://pile.eleuther.ai')}`)
    await page.goto(`${base()}/market/compute`)
    for (const kind of ['cloud_server', 'gpu_leasing', 'all_in_one', 'gpu']) expect(await page.locator(`section#${kind} [data-offer]`).count(), kind).toBeGreaterThan(0)
    expect(await page.locator('[data-offer="aws-ec2-p5-48xlarge"]').textContent()).toContain('Price on request')
    expect(await page.locator('main').textContent()).toMatch(/\$[\d,]+ one-time/)
    await page.goto(`${base()}/services`)
    expect(await page.locator('[data-service]').count()).toBeGreaterThanOrEqual(6)
    expect(await page.locator('[data-service="geo-visibility-audit"]').textContent()).toContain('From $299')
    await page.close()
  }, STEP)

  it('puts support hours and contact e-mail from the site settings into the legal documents', async () => {
    const page = await open(suite.browser)
    await page.goto(`${base()}/protocol/agreement`)
    const text = (await page.locator('main').textContent()) ?? ''
    for (const fact of ['1-2 business days', '48 hours', '30 days', 'non-refundable', 'refunded automatically', 'support@example.com', 'Weekdays 8:30-18:00']) expect(text).toContain(fact)
    await page.goto(`${base()}/tw/protocol/privacyPolicy`)
    const tw = (await page.locator('main').textContent()) ?? ''
    for (const fact of ['Cookie', '365', 'support@example.com', '8:30-18:00']) expect(tw).toContain(fact)
    await page.close()
  }, STEP)

  describe('the external-link interstitial', () => {
    const target = 'https://openai.com/index/hello-gpt-4o/?a=1&b=2'
    const url = () => `${base()}/ExcessLink?url=${encodeURIComponent(target)}`

    it('has no site layout, is noindex, names the host and links directly', async () => {
      const page = await open(suite.browser)
      await page.goto(url())
      expect(await page.locator('header.site-header, footer.site-footer').count()).toBe(0)
      expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex')
      expect(await page.locator('[data-testid="leave-notice"]').textContent()).toContain('openai.com')
      const direct = page.locator('[data-testid="direct-access"]')
      expect(await direct.getAttribute('href')).toBe(target)
      expect(await direct.getAttribute('rel')).toBe('noopener nofollow')
      await page.close()
    }, STEP)

    it('copies with the Clipboard API', async () => {
      const context = await suite.browser.newContext()
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base()).origin })
      const page = await open(context)
      await page.goto(url())
      await page.getByRole('button', { name: 'Copy link' }).click()
      await expect.poll(() => page.locator('[data-testid="copy-status"]').textContent()).toBe('Link copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(target)
      await context.close()
    }, STEP)

    it('falls back to a hidden textarea when the clipboard is unavailable', async () => {
      const context = await suite.browser.newContext()
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true })
        const w = window as unknown as { copied: string[] }
        w.copied = []
        document.execCommand = (command: string) => {
          if (command !== 'copy') return false
          const el = document.activeElement as HTMLTextAreaElement | null
          w.copied.push(el?.tagName === 'TEXTAREA' ? el.value.slice(el.selectionStart, el.selectionEnd) : '')
          return true
        }
      })
      const page = await open(context)
      await page.goto(url())
      await page.getByRole('button', { name: 'Copy link' }).click()
      await expect.poll(() => page.locator('[data-testid="copy-status"]').textContent()).toBe('Link copied')
      expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([target])
      expect(await page.locator('textarea').count()).toBe(0)
      await context.close()
    }, STEP)

    it("says 'Copy Failed' when neither way works", async () => {
      const context = await suite.browser.newContext()
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true })
        document.execCommand = () => false
      })
      const page = await open(context)
      await page.goto(url())
      await page.getByRole('button', { name: 'Copy link' }).click()
      await expect.poll(() => page.locator('[data-testid="copy-status"]').textContent()).toBe('Copy Failed')
      await context.close()
    }, STEP)

    it('refuses javascript:, data: and relative URLs with a localized error and no link to them', async () => {
      const page = await open(suite.browser)
      let dialogs = 0
      page.on('dialog', (d) => {
        dialogs++
        void d.dismiss()
      })
      for (const [prefix, bad] of [
        ['', 'javascript:alert(1)'],
        ['/zh', 'JavaScript:alert(document.cookie)'],
        ['/ja', 'data:text/html,<script>alert(1)</script>'],
        ['/tw', '/details/chatgpt'],
        ['', 'https://'],
      ] as const) {
        const response = await page.goto(`${base()}${prefix}/ExcessLink?url=${encodeURIComponent(bad)}`)
        expect(response?.status()).toBeLessThan(500)
        expect(await page.locator('[data-testid="leave-error"]').count(), bad).toBe(1)
        expect(await page.locator('[data-testid="direct-access"]').count()).toBe(0)
        expect(await page.locator('a[href^="javascript" i], a[href^="data:" i]').count()).toBe(0)
        const message = page.locator('[data-testid="leave-error"] [role="alert"]')
        if (prefix) expect(await message.textContent()).toMatch(CJK)
        else expect(await message.textContent()).toContain('Only http, https, ftp and ftps')
      }
      expect(dialogs).toBe(0)
      await page.close()
    }, STEP)
  })

  it('redirects a short link permanently to the product in the same language; unknown is 404', async () => {
    for (const v of variants) {
      const response = await fetch(`${base()}${v.prefix}/short-link/1`, { redirect: 'manual' })
      expect(response.status, v.prefix).toBe(308)
      expect(new URL(response.headers.get('location')!, base()).pathname).toMatch(new RegExp(`^${v.prefix === '/en' ? '(/en)?' : v.prefix}/details/[a-z0-9-]+$`))
    }
    const page = await open(suite.browser)
    await page.goto(`${base()}/zh/short-link/1`)
    expect(new URL(page.url()).pathname).toMatch(/^\/zh\/details\//)
    for (const bad of ['/short-link/99999999', '/short-link/abc', '/ja/short-link/0']) expect((await page.goto(`${base()}${bad}`))?.status(), bad).toBe(404)
    await page.close()
  }, STEP)

  it('shares a product: card, short link, copy and encoded share links', async () => {
    const page = await open(suite.browser)
    await page.goto(`${base()}/share-demo?id=2`)
    const shortLink = (await page.locator('[data-testid="short-link"]').textContent())!
    expect(new URL(shortLink).pathname).toBe('/short-link/2')
    const name = (await page.locator('main article h2').first().textContent())!
    const links = Object.fromEntries(
      await page.$$eval('[data-testid="share-links"] a', (as) => as.map((a) => [a.getAttribute('data-share'), a.getAttribute('href')])),
    ) as Record<string, string>
    expect(Object.keys(links).sort()).toEqual(['email', 'facebook', 'linkedin', 'weibo', 'x'])
    expect(new URL(links.x!).searchParams.get('url')).toBe(shortLink)
    expect(new URL(links.facebook!).searchParams.get('u')).toBe(shortLink)
    expect(new URL(links.linkedin!).searchParams.get('url')).toBe(shortLink)
    expect(new URL(links.weibo!).searchParams.get('url')).toBe(shortLink)
    expect(links.email).toContain(`subject=${encodeURIComponent(name)}`)
    expect(await page.locator('[data-testid="copy-link"]').count()).toBe(1)
    // The short link really leads to the shared product.
    await page.goto(shortLink.replace(new URL(shortLink).origin, base()))
    expect(await h1(page)).toBe(name)
    expect((await page.goto(`${base()}/share-demo?id=99999999`))?.status()).toBe(404)
    expect((await page.goto(`${base()}/share-demo?id=<script>`))?.status()).toBe(404)
    await page.close()
  }, STEP)

  it(
    'has no serious or critical axe violations at 375 px and 1440 px',
    async () => {
      for (const width of [375, 1440]) {
        const context: BrowserContext = await suite.browser.newContext({ viewport: { width, height: 900 } })
        const page = await open(context)
        for (const path of ['/news', `/news/${ARTICLE}`, '/zh/news/daily', '/guide', `/ja/guide/${GUIDE}`, '/market/data', '/market/compute', '/tw/services', '/protocol/agreement', '/share-demo', pages.at(-1)!.path, '/ExcessLink?url=javascript:alert(1)']) {
          await page.goto(`${base()}${path}`)
          const results = await analyze(page)
          const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${width}px ${path}`).toEqual([])
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${width}px ${path} overflow`).toBe(true)
        }
        await context.close()
      }
    },
    SLOW,
  )
})
