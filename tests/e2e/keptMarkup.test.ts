import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { waitForHydration } from './openHydrated'

/**
 * Static parts that keep their server markup while the page hydrates (storefront/src/lib/keptMarkup.tsx):
 * the footer, breadcrumbs, the menu's dropdown panels, the product page's introduction, traffic and
 * news tabs, the search page's filter form and other results. After hydration the page shows what
 * the server sent, without a hydration error, and React owns none of those elements; a client
 * navigation draws them for the new page; the interactive parts around them still work.
 */
const base = () => process.env.STOREFRONT_URL!
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 })

/** Errors the page reports: React's hydration mismatches go to the console as errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Whether React attached itself to the first element `selector` finds. */
const ownedByReact = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel)
    if (!el) throw new Error(`${sel} is not on the page`)
    return Object.keys(el).some((k) => k.startsWith('__react'))
  }, selector)

/** The markup of `selector` in the server's HTML, with every element's own attributes, as the browser parses it. */
async function serverMarkup(page: Page, path: string, selector: string): Promise<string> {
  const html = await (await fetch(`${base()}${path}`)).text()
  return page.evaluate(
    ([source, sel]) => new DOMParser().parseFromString(source, 'text/html').querySelector(sel)?.innerHTML ?? '',
    [html, selector] as const,
  )
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${base()}${path}`, { waitUntil: 'domcontentloaded' })
  expect(response?.status(), path).toBe(200)
  await waitForHydration(page, '[data-testid="theme-toggle"]')
}

async function firstProductPath(): Promise<string> {
  const sitemap = await (await fetch(`${base()}/sitemaps/products-1.xml`)).text()
  const path = /<loc>[^<]*?(\/details\/[^<]+)<\/loc>/.exec(sitemap)?.[1]
  if (!path) throw new Error('no product in the sitemap')
  return path
}

describe('parts that keep their server markup', { timeout: 180_000 }, () => {
  const suite = useBrowser()

  it('a product page hydrates with its footer, trail and tabs as the server sent them, and its tabs work', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1440, height: 900 } })
    const errors = collectErrors(page)
    const path = await firstProductPath()
    await open(page, path)
    for (const selector of ['footer', 'main nav > ol', '#introduction > div', '#traffic > div']) {
      expect(await page.locator(selector).first().evaluate((el) => el.innerHTML), selector).toBe(await serverMarkup(page, path, selector))
    }
    // React kept out of them: their elements have no fibre, while the tabs around them do.
    expect(await ownedByReact(page, 'footer a')).toBe(false)
    expect(await ownedByReact(page, '#introduction h2')).toBe(false)
    expect(await ownedByReact(page, '#tab-traffic')).toBe(true)
    await page.locator('#tab-traffic').click()
    await poll(() => page.locator('#traffic').isVisible()).toBe(true)
    expect(await page.locator('#introduction').isHidden()).toBe(true)
    await expect(page.locator('[data-testid="traffic-panel"], [data-testid="traffic-none"]').first().isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('a client navigation draws the footer and trail of the page it goes to', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1440, height: 900 } })
    const errors = collectErrors(page)
    const path = await firstProductPath()
    await open(page, path)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const trailLink = page.locator('main nav > ol a').last()
    const target = await trailLink.getAttribute('href')
    await trailLink.click()
    await page.waitForURL((url) => url.pathname === target)
    // The same document (RouteGuard navigated on the client), with the new page's trail and a whole footer.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await poll(() => page.locator('main nav > ol').innerHTML()).toBe(await serverMarkup(page, target!, 'main nav > ol'))
    expect(await page.locator('footer').innerHTML()).toBe(await serverMarkup(page, target!, 'footer'))
    expect(errors).toEqual([])
    await page.close()
  })

  it('a menu dropdown opens on its kept panel, and the search filters still apply on change', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1440, height: 900 } })
    const errors = collectErrors(page)
    await open(page, '/discover/image')
    const panel = page.locator('[data-testid="site-nav"] [id^="nav-panel-"]').first()
    expect(await panel.locator('a').count()).toBeGreaterThan(0)
    const chevron = page.locator(`[aria-controls="${await panel.getAttribute('id')}"]`)
    await chevron.click()
    await poll(() => panel.isVisible()).toBe(true)
    await chevron.click()
    await poll(() => panel.isHidden()).toBe(true)
    // The filter form is the server's; AutoSubmit, mounted beside it, still submits a changed select.
    expect(await page.locator('#discover-filters').innerHTML()).toBe(await serverMarkup(page, '/discover/image', '#discover-filters'))
    expect(await ownedByReact(page, '#discover-filters select')).toBe(false)
    await page.locator('form[data-enhanced="true"]').waitFor()
    await page.locator('#discover-type').selectOption({ index: 1 })
    await page.waitForURL((url) => url.searchParams.has('type'))
    expect(errors).toEqual([])
    await page.close()
  })
})
