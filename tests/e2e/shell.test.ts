import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axe } from './axe'
import { useBrowser } from './browser'
import { waitForHydration } from './openHydrated'

/**
 * The site shell (SPEC §2, §4, §9): CMS menu, language selector, search with suggestions, mobile
 * menu and search overlay, colour mode, back-to-top, toast, footer, and the two JSON endpoints.
 */
const base = () => process.env.STOREFRONT_URL!

type ApiItem = { menuName: string; menuUrl: string | null; menuType: number; target: string; disabled: boolean; status: number; children: ApiItem[] }

async function navMenu(query: string) {
  const response = await fetch(`${base()}/api/menu/navMenu?${query}`)
  return { status: response.status, headers: response.headers, body: (await response.json()) as { code: number; data?: ApiItem[]; message?: string } }
}

/** Waits up to 10 s: a shared dev machine can be slow to hydrate or to answer. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 })

const flatten = (items: ApiItem[]): ApiItem[] => items.flatMap((item) => [item, ...flatten(item.children)])

describe('site shell', { timeout: 180_000 }, () => {
  const suite = useBrowser()

  /** A page in its own context (axe needs one); close it with page.context().close(). */
  async function open(path: string, options: { width?: number; context?: BrowserContext } = {}): Promise<Page> {
    const context = options.context ?? (await suite.browser.newContext())
    const page = await context.newPage()
    await page.setViewportSize({ width: options.width ?? 1440, height: 900 })
    // A dev server compiles pages on first request: generous timeouts, no waiting for every image.
    page.setDefaultTimeout(60_000)
    const response = await page.goto(`${base()}${path}`, { waitUntil: 'domcontentloaded' })
    expect(response?.status(), path).toBeLessThan(500)
    // Interactive parts work once React has hydrated the header.
    await waitForHydration(page, '[data-testid="theme-toggle"]')
    return page
  }

  it('publishes the OpenAPI document of the /api contract', async () => {
    const response = await fetch(`${base()}/api/openapi.json`)
    expect(response.status).toBe(200)
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/account/login', '/api/menu/navMenu', '/api/route/rule', '/api/updatePv']))
  })

  describe('GET /api/menu/navMenu', () => {
    it('answers the menu of a variant in the requested language with SPEC §3 fields', async () => {
      const { status, headers, body } = await navMenu('useWebsite=2&langType=jp')
      expect(status).toBe(200)
      expect(headers.get('cache-control')).toMatch(/public.*max-age=300/)
      expect(body.code).toBe(0)
      const items = body.data!
      expect(items.length).toBeGreaterThan(5)
      expect(Object.keys(items[0]!).sort()).toEqual(
        ['children', 'disabled', 'menuDescription', 'menuIcon', 'menuName', 'menuType', 'menuUrl', 'status', 'target'].sort(),
      )
      expect(items[0]!.menuName).toBe('ホーム')
      for (const item of flatten(items)) if (item.menuUrl && !/^https?:/.test(item.menuUrl)) expect(item.menuUrl).toMatch(/^\/ja(\/|$|\?)/)
      // Level-3 links come back as children of a category head.
      const groups = flatten(items).filter((i) => i.menuType === 1)
      expect(groups.length).toBeGreaterThan(0)
      expect(groups.every((g) => g.children.length > 0)).toBe(true)
    })

    it('serves each edition its own menu and defaults the language', async () => {
      const cn = flatten((await navMenu('useWebsite=1&langType=zh_cn')).body.data!)
      const intl = flatten((await navMenu('useWebsite=2&langType=zh_tw')).body.data!)
      expect(cn.some((i) => i.menuUrl?.endsWith('/best-ai-apps/ios'))).toBe(true)
      expect(intl.some((i) => i.menuUrl?.endsWith('/best-ai-apps/ios'))).toBe(false)
      expect(intl[0]!.menuName).toBe('首頁')
      expect((await navMenu('useWebsite=2')).status).toBe(200)
    })

    it('rejects bad input with 400 and a clear message', async () => {
      for (const [query, pattern] of [
        ['', /useWebsite/],
        ['useWebsite=3&langType=en', /useWebsite must be 1/],
        ['useWebsite=2&langType=fr', /langType must be one of/],
      ] as const) {
        const { status, body } = await navMenu(query)
        expect(status, query).toBe(400)
        expect(body.message).toMatch(pattern)
      }
    })
  })

  describe('GET /api/search/suggest', () => {
    it('suggests products, models and MCP servers with detail paths in the language', async () => {
      const en = await (await fetch(`${base()}/api/search/suggest?q=claude&langType=en`)).json()
      expect(en.code).toBe(0)
      const kinds = new Set(en.data.items.map((i: { kind: string }) => i.kind))
      expect(kinds.has('product') && kinds.has('model')).toBe(true)
      for (const item of en.data.items) expect(item.href).toMatch(/^\/(details|models|mcp)\//)
      const ja = await (await fetch(`${base()}/api/search/suggest?q=claude&langType=jp`)).json()
      for (const item of ja.data.items) expect(item.href).toMatch(/^\/ja\/(details|models|mcp)\//)
    })

    it('rejects a missing or overlong query', async () => {
      for (const query of ['langType=en', `q=${'x'.repeat(101)}`, 'q=chat&langType=xx']) {
        const response = await fetch(`${base()}/api/search/suggest?${query}`)
        expect(response.status, query).toBe(400)
        expect((await response.json()).message).toMatch(/q |langType/)
      }
    })
  })

  describe('navigation bar', () => {
    it('renders the CMS menu with category groups, matching the API', async () => {
      const api = (await navMenu('useWebsite=2&langType=en')).body.data!
      const page = await open('/en/tools')
      const nav = page.getByTestId('site-nav')
      const top = nav.locator(':scope > ul > li')
      expect(await top.count()).toBe(api.length)
      const grouped = api.findIndex((item) => item.children.some((c) => c.menuType === 1))
      const item = top.nth(grouped)
      const toggle = item.getByRole('button')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      const heads = api[grouped]!.children.filter((c) => c.menuType === 1)
      const sections = item.locator('[data-menu-group]')
      expect(await sections.count()).toBe(heads.length)
      for (let i = 0; i < heads.length; i++) {
        await poll(() => sections.nth(i).locator('p').first().textContent()).toContain(heads[i]!.menuName)
        expect(await sections.nth(i).locator('ul > li').count()).toBe(heads[i]!.children.length)
      }
      // Escape closes it and returns focus to its button.
      await sections.first().locator('a').first().focus()
      await page.keyboard.press('Escape')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.context().close()
    })

    it('links enabled entries in the page language and leaves disabled ones without a link', async () => {
      const api = flatten((await navMenu('useWebsite=2&langType=zh_cn')).body.data!)
      const page = await open('/zh/tools')
      const entries = page.getByTestId('site-nav').locator('[data-menu-key]')
      expect(await entries.count()).toBe(api.length)
      for (let i = 0; i < api.length; i++) {
        const entry = entries.nth(i)
        const disabled = api[i]!.disabled || api[i]!.status === 2
        const tag = await entry.evaluate((el) => el.tagName)
        if (disabled) {
          expect(tag, api[i]!.menuName).toBe('SPAN')
          expect(await entry.getAttribute('aria-disabled')).toBe('true')
        } else {
          expect(tag, api[i]!.menuName).toBe('A')
          expect(await entry.getAttribute('href')).toBe(api[i]!.menuUrl)
          if (api[i]!.target === '_blank') expect(await entry.getAttribute('rel')).toContain('noopener')
        }
      }
      await page.context().close()
    })
  })

  describe('language selector', () => {
    it('switches to the same page in another language and remembers it in the cookie', async () => {
      const context = await suite.browser.newContext()
      const page = await open('/ja/tools?tab=models', { context })
      const selector = page.getByTestId('language-selector')
      await selector.getByRole('button').click()
      await selector.getByRole('link', { name: '繁體中文' }).click()
      await page.waitForURL(/\/tw\/tools\?tab=models$/)
      expect(await page.getAttribute('html', 'lang')).toBe('zh-Hant')
      const cookie = (await context.cookies()).find((c) => c.name === 'locale')
      expect(cookie?.value).toBe('tw')
      expect(cookie?.path).toBe('/')
      expect(cookie?.sameSite).toBe('Lax')
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(364)
      expect(days).toBeLessThanOrEqual(365.01)
      // Every language links to this same page.
      await page.getByTestId('language-selector').getByRole('button').click()
      const hrefs = await page.getByTestId('language-selector').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs.map((h) => h?.replace(/\?.*$/, ''))).toEqual(expect.arrayContaining(['/ja/tools', '/zh/tools', '/tw/tools']))
      await context.close()
    })
  })

  describe('header search', () => {
    it('suggests while typing and opens a suggestion with the keyboard', async () => {
      const page = await open('/en/tools')
      const search = page.getByTestId('header-search')
      const input = search.getByRole('combobox')
      await input.fill('claude')
      const options = search.getByRole('option')
      await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(1)
      expect(await input.getAttribute('aria-expanded')).toBe('true')
      await input.press('ArrowDown')
      const href = await options.first().getAttribute('data-href')
      expect(await input.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'))
      await input.press('Enter')
      await page.waitForURL((url) => url.pathname === href, { timeout: 60_000 })
      await page.context().close()
    })

    it('submits the query to /discover/{query} in the page language', async () => {
      const page = await open('/zh/tools')
      const input = page.getByTestId('header-search').getByRole('combobox')
      await input.fill('写作 助手')
      await expect.poll(() => input.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true')
      // Escape closes the suggestions but keeps the text.
      await input.press('Escape')
      expect(await input.getAttribute('aria-expanded')).toBe('false')
      expect(await input.inputValue()).toBe('写作 助手')
      await input.press('Enter')
      await page.waitForURL(/\/zh\/discover\/%E5%86%99%E4%BD%9C%20%E5%8A%A9%E6%89%8B$/, { timeout: 60_000 })
      await page.context().close()
    })
  })

  describe('at 375 px', () => {
    it('folds the menu behind a button that manages focus and closes on Escape', async () => {
      const page = await open('/ja/tools', { width: 375 })
      const nav = page.getByTestId('site-nav')
      const button = page.getByTestId('mobile-menu-button')
      expect(await nav.isVisible()).toBe(false)
      expect(await page.getByTestId('header-search').isVisible()).toBe(false)
      await button.click()
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      await poll(() => nav.isVisible()).toBe(true)
      await poll(() => nav.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      const width = await nav.evaluate((el) => el.getBoundingClientRect().width)
      expect(width).toBeLessThanOrEqual(375)
      await page.keyboard.press('Escape')
      await poll(() => nav.isVisible()).toBe(false)
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      // Search from the open menu: the overlay takes over, the menu folds away behind it.
      await button.click()
      await poll(() => nav.isVisible()).toBe(true)
      await page.getByTestId('mobile-search-button').click()
      await page.getByTestId('search-overlay').waitFor()
      expect(await button.getAttribute('aria-expanded')).toBe('false')
      await page.keyboard.press('Escape')
      await poll(() => page.getByTestId('search-overlay').count()).toBe(0)
      expect(await nav.isVisible()).toBe(false)
      await page.context().close()
    })

    it('opens a full-screen search overlay that closes 150 ms after an outside press', async () => {
      const page = await open('/zh/tools', { width: 375 })
      await page.getByTestId('mobile-search-button').click()
      const overlay = page.getByTestId('search-overlay')
      expect(await overlay.getAttribute('aria-modal')).toBe('true')
      const box = await overlay.boundingBox()
      expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 900 })
      const input = overlay.getByRole('combobox')
      await poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
      await input.fill('claude')
      await expect.poll(() => overlay.getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0)
      await page.mouse.click(187, 860)
      expect(await overlay.count()).toBe(1)
      await expect.poll(() => overlay.count(), { timeout: 2000 }).toBe(0)
      // Escape closes it too and focus returns to the search button.
      await page.getByTestId('mobile-search-button').click()
      await overlay.waitFor()
      await page.keyboard.press('Escape')
      await poll(() => overlay.count()).toBe(0)
      expect(await page.getByTestId('mobile-search-button').evaluate((el) => el === document.activeElement)).toBe(true)
      await page.context().close()
    })
  })

  describe('colour mode', () => {
    it('persists across reload and applies before the first paint', async () => {
      const context = await suite.browser.newContext({ colorScheme: 'light' })
      // Records <html>'s class the moment <body> is parsed, before any paint or hydration.
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.body) {
            ;(window as unknown as { __darkAtBody: boolean }).__darkAtBody = document.documentElement.classList.contains('dark')
            observer.disconnect()
          }
        }).observe(document, { childList: true, subtree: true })
      })
      const page = await open('/en/tools', { context })
      expect(await page.evaluate(() => document.documentElement.dataset.colorMode)).toBe('system')
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
      const toggle = page.getByTestId('theme-toggle')
      // system → light → dark
      await toggle.click()
      await toggle.click()
      expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark')
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
      const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      await page.reload()
      expect(await page.evaluate(() => (window as unknown as { __darkAtBody: boolean }).__darkAtBody)).toBe(true)
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBg)
      await context.close()
    })

    it('follows the system in system mode and lets an explicit light mode override a dark system', async () => {
      const context = await suite.browser.newContext({ colorScheme: 'dark' })
      const page = await open('/ja/tools', { context })
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
      await page.getByTestId('theme-toggle').click()
      expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light')
      await page.reload()
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')
      await context.close()
    })
  })

  describe('back to top', () => {
    async function tall(page: Page) {
      await page.evaluate(() => {
        const spacer = document.createElement('div')
        spacer.style.height = '3000px'
        document.querySelector('main')?.appendChild(spacer)
      })
    }

    it('appears after 200 px of scroll, 20 px from the bottom right, and scrolls to the top', async () => {
      const page = await open('/en/tools')
      await tall(page)
      const button = page.getByTestId('back-to-top')
      expect(await button.count()).toBe(0)
      await page.evaluate(() => window.scrollTo(0, 260))
      await expect.poll(() => button.count(), { timeout: 5000 }).toBe(1)
      // Below the threshold it goes again: 150 px is not enough (seen as a change, not a wait).
      await page.evaluate(() => window.scrollTo(0, 150))
      await expect.poll(() => button.count(), { timeout: 5000 }).toBe(0)
      await page.evaluate(() => window.scrollTo(0, 260))
      await expect.poll(() => button.count(), { timeout: 5000 }).toBe(1)
      expect(await button.evaluate((el) => [getComputedStyle(el).bottom, getComputedStyle(el).right])).toEqual(['20px', '20px'])
      await button.click()
      await poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await poll(() => button.count()).toBe(0)
      await page.context().close()
    })

    it('sits 64 px from the bottom on paths containing /geo', async () => {
      const page = await open('/ja/discover/geo')
      await tall(page)
      await page.evaluate(() => window.scrollTo(0, 600))
      const button = page.getByTestId('back-to-top')
      await expect.poll(() => button.count(), { timeout: 5000 }).toBe(1)
      expect(await button.evaluate((el) => [getComputedStyle(el).bottom, getComputedStyle(el).right])).toEqual(['64px', '20px'])
      expect(await button.getAttribute('aria-label')).toBe('ページの先頭へ')
      await page.context().close()
    })
  })

  describe('toast', () => {
    it('shows a message, closes on Escape, and closes by itself after its duration', async () => {
      const page = await open('/en/tools')
      const show = (detail: object) => page.evaluate((d) => window.dispatchEvent(new CustomEvent('aidir:toast', { detail: d })), detail)
      const toast = page.getByTestId('toast')
      // Sent again until the container's listener (attached after hydration) has it; ids dedupe.
      await expect
        .poll(
          async () => {
            await show({ id: 9001, message: 'Saved', type: 'success', duration: 0, placement: 'bottom-right' })
            return toast.count()
          },
          { timeout: 20_000 },
        )
        .toBe(1)
      expect(await toast.textContent()).toContain('Saved')
      const region = page.locator('[data-placement="bottom-right"]')
      expect(await region.evaluate((el) => [getComputedStyle(el).bottom, getComputedStyle(el).right])).toEqual(['16px', '16px'])
      // A toast of the default duration (3 s), shown after it, closes by itself: by then the first one
      // (duration 0) has outlived a default duration and must still be there.
      await show({ id: 9003, message: 'Passing', type: 'info', duration: 3000, placement: 'bottom-right' })
      const passing = page.getByTestId('toast').filter({ hasText: 'Passing' })
      await poll(() => passing.count()).toBe(1)
      await expect.poll(() => passing.count(), { timeout: 10_000 }).toBe(0)
      expect(await toast.filter({ hasText: 'Saved' }).count()).toBe(1)
      await page.keyboard.press('Escape')
      await poll(() => toast.count()).toBe(0)
      await show({ id: 9002, message: 'Failed', type: 'error', duration: 400, placement: 'top' })
      await poll(() => page.getByRole('alert').filter({ hasText: 'Failed' }).count()).toBe(1)
      await expect.poll(() => toast.count(), { timeout: 3000 }).toBe(0)
      await page.context().close()
    })
  })

  describe('footer', () => {
    it('shows site links, support hours and contact from the CMS in the page language', async () => {
      const page = await open('/ja/tools')
      const footer = page.locator('footer')
      expect(await footer.textContent()).toContain('平日 8:30～18:00（UTC+8）')
      expect(await footer.getByRole('link', { name: 'プライバシーポリシー' }).getAttribute('href')).toBe('/ja/protocol/privacyPolicy')
      expect(await footer.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe('mailto:support@example.com')
      expect(await footer.textContent()).toMatch(new RegExp(`© ${new Date().getFullYear()} AI ディレクトリ`))
      await page.context().close()
    })
  })

  describe('accessibility', () => {
    for (const [path, width] of [
      ['/en/tools', 1440],
      ['/zh/tools', 375],
    ] as const) {
      it(`header and footer of ${path} at ${width} px have no serious or critical axe violations`, async () => {
        const page = await open(path, { width })
        if (width < 769) await page.getByTestId('mobile-menu-button').click()
        else await page.getByTestId('site-nav').locator(':scope > ul > li button').first().click()
        const results = await axe(page).include('header').include('footer').analyze()
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
        await page.context().close()
      })
    }
  })
})
