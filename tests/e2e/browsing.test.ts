import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LOADING_THROTTLE_MS } from '../../storefront/src/components/shell/loadingBar'
import { useBrowser } from './browser'
import { openHydrated } from './openHydrated'

/**
 * Defects a visitor met while browsing the public pages (found in a review of the built site):
 * each test names what went wrong.
 */
const base = () => process.env.STOREFRONT_URL!

/**
 * Whether the loading bar stayed hidden through its throttle. A bar wrongly started by what just
 * happened shows when its 200 ms throttle timer fires; a timer of the same length set now fires
 * after it (timers of equal delay run in the order they were set), so once ours has fired and a
 * frame has rendered, the bar would be showing.
 */
async function barStayedHidden(page: Page): Promise<boolean> {
  return page.evaluate(async (throttleMs) => {
    await new Promise((resolve) => setTimeout(resolve, throttleMs))
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return document.querySelector('[data-testid="loading-bar"]')?.getAttribute('aria-hidden') === 'true'
  }, LOADING_THROTTLE_MS)
}

describe('public browsing', { timeout: 180_000 }, () => {
  const suite = useBrowser()

  it('an in-page #hash link (the skip link) and going back from it leave the loading bar hidden', async () => {
    const context = await suite.browser.newContext()
    const page = await openHydrated(context, `${base()}/zh/class`, '[data-testid="loading-bar"]')
    const bar = page.getByTestId('loading-bar')
    // The skip link is the first stop of the keyboard; following it is a history step (popstate).
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.url()).toMatch(/#main$/)
    expect(await barStayedHidden(page)).toBe(true)
    await page.goBack()
    await expect.poll(() => page.url()).not.toMatch(/#main$/)
    expect(await barStayedHidden(page)).toBe(true)
    expect(await bar.getAttribute('aria-hidden')).toBe('true')
    await context.close()
  })

  it('shows the whole site name in the header of a phone in every language (it was cut to "A…" at 375 px)', async () => {
    for (const width of [320, 360, 375]) {
      const context = await suite.browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      for (const prefix of ['', '/zh', '/tw', '/ja']) {
        await page.goto(`${base()}${prefix || '/'}`, { waitUntil: 'load' })
        const brand = page.getByTestId('site-name')
        const name = (await brand.textContent())!
        expect(name, prefix).toMatch(/^AI /)
        const box = await brand.evaluate((el) => ({ visible: el.clientWidth, needed: el.scrollWidth, right: el.getBoundingClientRect().right }))
        const where = `${width}px ${prefix || '/'} ${name}`
        expect(box.needed, where).toBeLessThanOrEqual(box.visible)
        // Nothing in the header sticks out of the screen, and the name does not run under the search button.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width)
        const search = await page.getByTestId('mobile-search-button').boundingBox()
        expect(box.right, where).toBeLessThanOrEqual(search!.x)
      }
      await context.close()
    }
  })

  it('a listing page past the last is a 404, not the total above "nothing found" (as the news list already did)', async () => {
    for (const path of ['/ja/class/chatbots', '/ja/tag/agent', '/ja/tag/agent?kind=mcp&', '/ja/products/paid', '/ja/agent', '/ja/models', '/ja/mcp']) {
      const join = path.endsWith('&') ? '' : '?'
      expect((await fetch(`${base()}${path}${join}page=9999`)).status, path).toBe(404)
    }
    for (const path of ['/ja/products/paid?page=2', '/ja/mcp?page=2']) expect((await fetch(`${base()}${path}`)).status, path).toBe(200)
  })

  it('a tag page offers no tab for a kind it has nothing of (it showed "AI models (0)" leading to an empty list)', async () => {
    // No model carries the tag "3d" in the catalogue; products do.
    const html = await (await fetch(`${base()}/zh/tag/3d`)).text()
    const tabs = [...html.matchAll(/data-tab="([a-z]+)"[^>]*>([^<]*)</g)].map((m) => ({ kind: m[1], label: m[2]! }))
    expect(tabs.map((t) => t.kind)).toContain('products')
    expect(tabs.map((t) => t.kind)).not.toContain('models')
    expect(tabs.filter((t) => /[（(]0[)）]/.test(t.label))).toEqual([])
    // Asked for by address, the empty kind still answers (its tab shows while it is open).
    expect((await fetch(`${base()}/zh/tag/3d?kind=models`)).status).toBe(200)
  })

  it('a product detail opened on a later tab (#alternatives) shows that tab in the phone’s tab strip (it stayed scrolled off)', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = await openHydrated(context, `${base()}/ja/details/chatgpt#alternatives`, '[role="tablist"] [role="tab"]')
    const selected = page.locator('[role="tab"][aria-selected="true"]')
    await expect.poll(() => selected.getAttribute('id')).toBe('tab-alternatives')
    const inView = () =>
      selected.evaluate((tab) => {
        const strip = tab.parentElement!.getBoundingClientRect()
        const box = tab.getBoundingClientRect()
        return box.left >= strip.left - 1 && box.right <= strip.right + 1
      })
    await expect.poll(inView).toBe(true)
    // Back to the first tab with the keyboard: the strip follows.
    await selected.focus()
    await page.keyboard.press('Home')
    await expect.poll(() => selected.getAttribute('id')).toBe('tab-introduction')
    await expect.poll(inView).toBe(true)
    await context.close()
  })

  it('keeps names, types and flags of an MCP server whole on a phone (the tables scroll instead of breaking "string" into "stri/ng")', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    expect((await page.goto(`${base()}/ja/mcp/amap`, { waitUntil: 'load' }))?.status()).toBe(200)
    const lines = await page.locator('main table code, main table [class*="flag"]').evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent, lines: new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size })),
    )
    expect(lines.length).toBeGreaterThan(3)
    expect(lines.filter((l) => l.lines !== 1)).toEqual([])
    // The page itself still fits the screen: only the table regions scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await context.close()
  })

  it('an MCP server’s category links to the MCP list of that category (it linked to a /class page that is a 404)', async () => {
    const context = await suite.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${base()}/tw/mcp/amap`, { waitUntil: 'load' })
    const link = page.locator('[data-testid="mcp-facts"] a[href*="category="]').first()
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/^\/tw\/mcp\?category=mcp-[a-z-]+$/)
    const response = await page.goto(`${base()}${href}`, { waitUntil: 'load' })
    expect(response?.status()).toBe(200)
    const listed = await page.locator('a[href^="/tw/mcp/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(listed).toContain('/tw/mcp/amap')
    await context.close()
  })

  it('the menu’s service entries (/services?kind=…) list that kind of service, not every service', async () => {
    const context = await suite.browser.newContext()
    const page = await context.newPage()
    expect((await page.goto(`${base()}/zh/services`, { waitUntil: 'load' }))?.status()).toBe(200)
    const all = await page.locator('[data-testid="service-list"] [data-kind]').count()
    // The menu's "data labeling" entry (the menu links it in both editions' variants).
    const entry = page.locator('[data-menu-key$="svc-data-labeling"]').first()
    expect(await entry.getAttribute('href')).toBe('/zh/services?kind=data_labeling')
    expect((await page.goto(`${base()}/zh/services?kind=data_labeling`, { waitUntil: 'load' }))?.status()).toBe(200)
    const kinds = await page.locator('[data-testid="service-list"] [data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))
    expect(kinds.length).toBeGreaterThan(0)
    expect(kinds.length).toBeLessThan(all)
    expect(new Set(kinds)).toEqual(new Set(['data_labeling']))
    expect(await page.locator('[data-testid="service-kinds"] a[aria-current="page"]').getAttribute('data-kind')).toBe('data_labeling')
    // "All services" goes back to the whole list; an unknown kind is not a page.
    await page.locator('[data-testid="service-kinds"] a[data-kind=""]').click()
    await page.waitForURL(/\/zh\/services$/)
    expect(await page.locator('[data-testid="service-list"] [data-kind]').count()).toBe(all)
    expect((await fetch(`${base()}/zh/services?kind=nope`)).status).toBe(404)
    await context.close()
  })
})
