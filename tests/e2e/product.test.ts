import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axe } from './axe'
import { useBrowser } from './browser'

const base = () => process.env.STOREFRONT_URL!
const defaultLocale = process.env.DEFAULT_LANGUAGE ?? (process.env.EDITION === 'cn' ? 'zh' : 'en')
const htmlLang: Record<string, string> = { en: 'en', zh: 'zh-Hans', 'zh-TW': 'zh-Hant', ja: 'ja' }
const introLabel: Record<string, string> = { en: 'Introduction', zh: '产品介绍', 'zh-TW': '產品介紹', ja: '紹介' }
const tabIds = ['introduction', 'traffic', 'similar', 'alternatives', 'news']

/** The five address variants of one page: no prefix (default language) and the four prefixes. */
const variants = [
  { prefix: '', locale: defaultLocale },
  { prefix: '/en', locale: 'en' },
  { prefix: '/zh', locale: 'zh' },
  { prefix: '/tw', locale: 'zh-TW' },
  { prefix: '/ja', locale: 'ja' },
]

// A dev server compiles pages on first request; a production build answers at once.
const NAV_TIMEOUT = 90_000
const SLOW_TEST = 240_000

async function waitForTabs(page: Page) {
  // The tabs take over once hydrated: then exactly one panel is visible.
  await expect.poll(() => page.locator('[role="tabpanel"]:visible').count(), { timeout: 30_000 }).toBe(1)
}

async function jsonLd(page: Page): Promise<any[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b))
}

describe('product detail page', () => {
  const suite = useBrowser()

  it('answers in all five variants with its own heading and localized texts', async () => {
    const page = await suite.browser.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
    for (const v of variants) {
      const response = await page.goto(`${base()}${v.prefix}/details/chatgpt`)
      expect(response?.status(), v.prefix || '/').toBe(200)
      expect(await page.getAttribute('html', 'lang')).toBe(htmlLang[v.locale])
      expect(await page.locator('h1').textContent()).toBe('ChatGPT')
      expect(await page.locator('#tab-introduction').textContent()).toBe(introLabel[v.locale])
      if (v.locale !== 'en') {
        const tagline = await page.locator('[data-testid="tagline"]').textContent()
        expect(tagline, `${v.prefix} tagline`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      }
      // Canonical points at the key URL of this language.
      const canonical = await page.getAttribute('link[rel="canonical"]', 'href')
      expect(canonical).toMatch(/\/details\/chatgpt$/)
    }
    await page.close()
  }, SLOW_TEST)

  it('shows the introduction with plans, FAQ, tutorial and the ways out', async () => {
    const page = await suite.browser.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
    await page.goto(`${base()}/en/details/chatgpt`)
    const intro = page.locator('#introduction')
    await expect.poll(() => intro.locator('#pricing [data-testid="plan-price"]').count()).toBeGreaterThanOrEqual(2)
    expect(await intro.locator('#pricing').textContent()).toContain('$20')
    expect(await intro.locator('#faq dt').count()).toBeGreaterThanOrEqual(1)
    expect(await intro.locator('#tutorial ol li').count()).toBeGreaterThanOrEqual(3)
    const visit = await page.getAttribute('[data-testid="visit-site"]', 'href')
    expect(visit).toBe(`/ExcessLink?url=${encodeURIComponent('https://chatgpt.com')}`)
    expect(await page.locator('a[href^="/class/"]').first().isVisible()).toBe(true)
    expect(await page.locator('header a[href^="/tag/"]').count()).toBeGreaterThanOrEqual(1)
    await page.close()
  }, SLOW_TEST)

  it('shows one panel per tab, by click and by keyboard', async () => {
    const page = await suite.browser.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
    await page.goto(`${base()}/en/details/chatgpt`)
    await waitForTabs(page)
    for (const id of tabIds) {
      await page.locator(`#tab-${id}`).click()
      expect(await page.getAttribute(`#tab-${id}`, 'aria-selected')).toBe('true')
      expect(await page.locator(`#${id}`).isVisible()).toBe(true)
      for (const other of tabIds.filter((o) => o !== id)) expect(await page.locator(`#${other}`).isVisible(), `${other} hidden`).toBe(false)
      expect(new URL(page.url()).hash).toBe(`#${id}`)
    }
    // Traffic: the tab has its heading (charts are checked in rankings.test.ts).
    await page.locator('#tab-traffic').click()
    expect(await page.locator('#traffic h2').isVisible()).toBe(true)
    // Keyboard: arrows move and activate, Home and End jump.
    await page.locator('#tab-introduction').click()
    await page.locator('#tab-introduction').focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.getAttribute('#tab-traffic', 'aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-traffic')
    await page.keyboard.press('End')
    expect(await page.locator('#news').isVisible()).toBe(true)
    await page.keyboard.press('ArrowRight')
    expect(await page.locator('#introduction').isVisible()).toBe(true)
    await page.keyboard.press('ArrowLeft')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-news')
    await page.close()
  }, SLOW_TEST)

  it('opens the tab a #hash names, also for an element inside a panel', async () => {
    const page = await suite.browser.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
    await page.goto(`${base()}/en/details/chatgpt#traffic`)
    await waitForTabs(page)
    expect(await page.getAttribute('#tab-traffic', 'aria-selected')).toBe('true')
    expect(await page.locator('#traffic').isVisible()).toBe(true)
    await page.goto(`${base()}/en/details/chatgpt#news`)
    await waitForTabs(page)
    expect(await page.locator('#news').isVisible()).toBe(true)
    expect(await page.locator('#news [data-testid="related-news"] li').count()).toBeGreaterThanOrEqual(1)
    await page.goto(`${base()}/en/details/chatgpt#alternatives`)
    await waitForTabs(page)
    await page.goto(`${base()}/en/details/chatgpt#faq`)
    await waitForTabs(page)
    expect(await page.locator('#introduction').isVisible()).toBe(true)
    await page.close()
  }, SLOW_TEST)

  it('puts every panel in the HTML and shows them all without JavaScript', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
    await page.goto(`${base()}/en/details/chatgpt`)
    for (const id of tabIds) expect(await page.locator(`#${id}`).isVisible(), id).toBe(true)
    await context.close()
  }, SLOW_TEST)

  it('redirects the numeric id permanently to the key URL and answers 404 for unknown ids', async () => {
    const page = await suite.browser.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
    await page.goto(`${base()}/en/details/chatgpt`)
    const id = await page.getAttribute('[data-product-id]', 'data-product-id')
    expect(id).toMatch(/^\d+$/)
    // The key URL in the same language; the default language's URL has no prefix.
    for (const [prefix, locale] of [['/en', 'en'], ['/ja', 'ja'], ['', defaultLocale]] as const) {
      const response = await page.goto(`${base()}${prefix}/details/${id}`)
      expect(response?.status()).toBe(200)
      const expected = locale === defaultLocale ? '/details/chatgpt' : `/${prefix.slice(1)}/details/chatgpt`
      expect(new URL(page.url()).pathname, prefix).toBe(expected)
      const hop = await response?.request().redirectedFrom()?.response()
      expect(hop?.status()).toBe(308)
    }
    for (const path of ['/en/details/no-such-product', '/ja/details/no-such-product', '/details/999999999']) {
      const missing = await page.goto(`${base()}${path}`)
      expect(missing?.status(), path).toBe(404)
    }
    await page.close()
  }, SLOW_TEST)

  it('describes the product in JSON-LD: SoftwareApplication, BreadcrumbList, FAQPage', async () => {
    const page = await suite.browser.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
    await page.goto(`${base()}/en/details/chatgpt`)
    const blocks = await jsonLd(page)
    const byType = Object.fromEntries(blocks.map((b) => [b['@type'], b]))
    expect(Object.keys(byType).sort()).toEqual(['BreadcrumbList', 'FAQPage', 'SoftwareApplication'])
    const app = byType.SoftwareApplication
    expect(app.name).toBe('ChatGPT')
    expect(app.url).toBe('https://chatgpt.com')
    expect(app.operatingSystem).toBe('Web')
    expect(app.applicationCategory).toBeTruthy()
    expect(app.offers.length).toBeGreaterThanOrEqual(2)
    for (const offer of app.offers) expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' })
    if (app.aggregateRating) expect(app.aggregateRating.ratingCount).toBeGreaterThan(0)
    const crumbs = byType.BreadcrumbList.itemListElement
    expect(crumbs.map((c: any) => c.position)).toEqual([1, 2, 3])
    expect(crumbs[2].name).toBe('ChatGPT')
    expect(crumbs[1].item).toMatch(/\/class\//)
    expect(byType.FAQPage.mainEntity.length).toBeGreaterThanOrEqual(1)
    expect(byType.FAQPage.mainEntity[0].acceptedAnswer.text).toBeTruthy()
    await page.close()
  }, SLOW_TEST)

  it('counts one page view after load', async () => {
    const page = await suite.browser.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
    const calls: string[] = []
    await page.route('**/api/updatePv**', (route) => {
      calls.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' })
    })
    await page.goto(`${base()}/en/details/chatgpt`, { waitUntil: 'load' })
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(1)
    // A marker request sent by the page after its next frame takes the same route: once it has
    // arrived, any second count from this page (a second effect, a second load listener) would
    // have arrived before it.
    await page.evaluate(() => requestAnimationFrame(() => void fetch('/api/updatePv?marker=1').catch(() => undefined)))
    await expect.poll(() => calls.some((c) => new URL(c).searchParams.has('marker')), { timeout: 15_000 }).toBe(true)
    expect(calls.filter((c) => !new URL(c).searchParams.has('marker'))).toHaveLength(1)
    const url = new URL(calls[0]!)
    // The record's key, as in its URL (SPEC §7 /api/updatePv takes the id the page is addressed by).
    expect(url.searchParams.get('id')).toBe('chatgpt')
    expect(url.searchParams.get('type')).toBe('product')
    await page.close()
  }, SLOW_TEST)

  it('shows an open-source product with its repository and similar open-source products', async () => {
    const page = await suite.browser.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
    const response = await page.goto(`${base()}/en/details/comfyui`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('h1').textContent()).toBe('ComfyUI')
    const repo = page.locator('[data-testid="repository"]')
    expect(await repo.isVisible()).toBe(true)
    expect(await repo.getAttribute('href')).toContain(encodeURIComponent('https://github.com/'))
    await waitForTabs(page)
    await page.locator('#tab-similar').click()
    const cards = page.locator('#similar [data-testid="similar-open-source"] article')
    expect(await cards.count()).toBeGreaterThanOrEqual(1)
    for (const badge of await cards.locator('[data-badge]').allTextContents()) expect(badge).toBe('Open source')
    expect(await page.locator('#similar article[data-product="comfyui"]').count()).toBe(0)
    const app = (await jsonLd(page)).find((b) => b['@type'] === 'SoftwareApplication')
    expect(app.operatingSystem).toBeUndefined()
    await page.close()
  }, SLOW_TEST)

  it('has no serious or critical axe violations, at 1440 px and 375 px', async () => {
    for (const width of [1440, 375]) {
      const context = await suite.browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      page.setDefaultTimeout(NAV_TIMEOUT)
      await page.goto(`${base()}/en/details/chatgpt`)
      await waitForTabs(page)
      // Nothing may make a phone scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width)
      for (const id of ['introduction', 'alternatives']) {
        await page.locator(`#tab-${id}`).click()
        // Scoped to the page's own content: the shell around it (header, footer) has its own tests.
        const results = await axe(page).include('main').analyze()
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${width}px ${id}`).toEqual([])
      }
      await context.close()
    }
  }, SLOW_TEST)
})
