import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { axe } from './axe'
import { useBrowser } from './browser'

/** The product finder and search results: /discover and /discover/{searchKey} (SPEC §2, §8, §9). */
const base = () => process.env.STOREFRONT_URL!
const SLOW = 180_000

describe('product finder and search results', () => {
  const suite = useBrowser()
  let page: Page
  beforeAll(async () => {
    page = await suite.browser.newPage()
  })

  /**
   * Opens a page and lets it settle: the shell may reload a page once (a chunk that failed to load,
   * a newer build), so wait until the document that stays is hydrated before reading it. A server
   * without client JavaScript (e.g. a dev server reached from a non-allowed origin) still works.
   */
  const settle = async (p: Page) => {
    await p.locator('form[data-enhanced="true"]').waitFor({ timeout: 30_000 }).catch(() => undefined)
  }
  const open = async (path: string) => {
    const response = await page.goto(`${base()}${path}`, { timeout: 120_000 })
    await settle(page)
    return response?.status()
  }
  const total = async () => Number(await page.getByTestId('discover-count').getAttribute('data-total'))
  const productKeys = () => page.locator('[data-testid="discover-results"] > li article').evaluateAll((els) => els.map((e) => e.getAttribute('data-product')!))
  const totalOf = async (path: string) => {
    expect(await open(path), path).toBe(200)
    return total()
  }

  it('finds products for an English query, products first, with models, MCP servers and news beside them', async () => {
    expect(await open('/en/discover/chatgpt')).toBe(200)
    expect(await page.locator('h1').textContent()).toBe('Search results for “chatgpt”')
    const count = await total()
    expect(count).toBeGreaterThan(1)
    expect(await page.getByTestId('discover-count').textContent()).toBe(`${count} results for “chatgpt”`)
    expect((await productKeys())[0]).toBe('chatgpt')
    expect(await page.getByTestId('secondary-results').locator('a').count()).toBeGreaterThan(0)
    // The form shows the query back and offers relevance (default with a query).
    expect(await page.locator('#discover-q').inputValue()).toBe('chatgpt')
    expect(await page.locator('#discover-sort').inputValue()).toBe('relevance')
  }, SLOW)

  it('finds products for a two-character Chinese query on /zh', async () => {
    expect(await open('/zh/discover/' + encodeURIComponent('视频'))).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans')
    expect(await page.locator('h1').textContent()).toBe('“视频”的搜索结果')
    expect(await total()).toBeGreaterThan(5)
    expect((await productKeys()).length).toBeGreaterThan(5)
  }, SLOW)

  it('still finds a product by its misspelt name', async () => {
    expect(await open('/discover/midjorney')).toBe(200)
    expect(await productKeys()).toContain('midjourney')
  }, SLOW)

  it('shows the query back escaped', async () => {
    const text = '<b>x</b>"&'
    expect(await open('/en/discover/' + encodeURIComponent(text))).toBe(200)
    expect(await page.locator('h1').textContent()).toBe(`Search results for “${text}”`)
    expect(await page.locator('h1 b').count()).toBe(0)
  }, SLOW)

  it('shows the empty state with popular categories when nothing matches', async () => {
    expect(await open('/en/discover/zzqqxxnothing')).toBe(200)
    expect(await total()).toBe(0)
    await expect.poll(() => page.getByTestId('discover-empty').locator('[role="status"]').textContent()).toBe('No content related to the current search query')
    const suggestions = page.getByTestId('discover-empty').locator('a')
    expect(await suggestions.count()).toBeGreaterThan(0)
    expect(await suggestions.first().getAttribute('href')).toMatch(/^(\/en)?\/class\/[a-z0-9-]+$/)
  }, SLOW)

  it('redirects /discover?q=term to /discover/term, keeping filters', async () => {
    expect(await open('/en/discover?q=midjourney&type=paid')).toBe(200)
    // The default language has no prefix, so the redirect may drop /en.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toMatch(/^(\/en)?\/discover\/midjourney\?type=paid$/)
    expect(await productKeys()).toContain('midjourney')
    // An emptied search box goes back to the finder.
    expect(await open('/en/discover/midjourney?q=')).toBe(200)
    expect(new URL(page.url()).pathname).toMatch(/^(\/en)?\/discover$/)
  }, SLOW)

  it('answers 200 in all five variants of both routes, with the heading in the page language', async () => {
    for (const [prefix, finder] of [
      ['', 'Product Finder'],
      ['/en', 'Product Finder'],
      ['/zh', '产品查找'],
      ['/tw', '產品搜尋器'],
      ['/ja', 'プロダクトファインダー'],
    ] as const) {
      expect(await open(`${prefix}/discover`), `${prefix}/discover`).toBe(200)
      expect(await page.locator('h1').textContent()).toBe(finder)
      expect(await open(`${prefix}/discover/claude`), `${prefix}/discover/claude`).toBe(200)
      expect(await page.locator('h1').textContent()).toContain('claude')
      expect(await productKeys()).toContain('claude')
    }
  }, SLOW)

  it('filters by type, content language, category and tags; each filter narrows the results', async () => {
    const all = await totalOf('/en/discover')
    const paid = await totalOf('/en/discover?type=paid')
    const open_ = await totalOf('/en/discover?type=open_source')
    expect(paid).toBeGreaterThan(0)
    expect(open_).toBeGreaterThan(0)
    expect(paid + open_).toBe(all)
    const badges = await page.locator('[data-testid="discover-results"] article').evaluateAll((els) => els.map((e) => e.querySelector('[data-badge]')?.textContent))
    expect(new Set(badges)).toEqual(new Set(['Open source']))

    const en = await totalOf('/en/discover?lang=en')
    const zh = await totalOf('/en/discover?lang=zh')
    expect(zh).toBeGreaterThan(0)
    expect(en + zh).toBe(all)

    const chatbots = await totalOf('/en/discover?category=chatbots')
    expect(chatbots).toBeGreaterThan(0)
    expect(chatbots).toBeLessThan(all)
    const categoryLinks = await page.locator('[data-testid="discover-results"] article p a').evaluateAll((els) => els.map((e) => e.getAttribute('href')))
    expect(new Set(categoryLinks.map((href) => href?.replace(/^\/en\//, '/')))).toEqual(new Set(['/class/chatbots']))

    const video = await totalOf('/en/discover?tag=video')
    const image = await totalOf('/en/discover?tag=image')
    const either = await totalOf('/en/discover?tag=video&tag=image')
    expect(video).toBeGreaterThan(0)
    expect(video).toBeLessThan(all)
    // Several tags: products with any of them.
    expect(either).toBeGreaterThanOrEqual(Math.max(video, image))
    expect(either).toBeLessThanOrEqual(video + image)

    // Filters combine with the search text.
    const chatgpt = await totalOf('/en/discover/chatgpt')
    const chatgptOpen = await totalOf('/en/discover/chatgpt?type=open_source')
    expect(chatgptOpen).toBeGreaterThan(0)
    expect(chatgptOpen).toBeLessThan(chatgpt)

    // An unknown category filters to nothing rather than failing.
    expect(await totalOf('/en/discover?category=no-such-category')).toBe(0)
  }, SLOW)

  it('applies filters from the form: a select submits on change, tags with the Apply button', async () => {
    expect(await open('/en/discover')).toBe(200)
    // The select submits itself once the client enhancement is live.
    await page.locator('form[data-enhanced="true"]').waitFor({ timeout: 120_000 })
    await Promise.all([page.waitForURL(/type=open_source/, { timeout: 120_000 }), page.locator('#discover-type').selectOption('open_source')])
    await settle(page)
    expect(await page.locator('#discover-type').inputValue()).toBe('open_source')
    await page.locator('details summary').filter({ hasText: 'Tags' }).click()
    await page.getByLabel('Video', { exact: true }).check()
    await Promise.all([page.waitForURL(/tag=video/, { timeout: 120_000 }), page.getByRole('button', { name: 'Apply' }).click()])
    await settle(page)
    expect(new URL(page.url()).search).toBe('?type=open_source&tag=video')
    expect(await page.getByLabel('Video', { exact: true }).isChecked()).toBe(true)
    expect(await total()).toBeGreaterThan(0)
    // A filtered page is kept out of search engines.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
  }, SLOW)

  it('sorts by every SPEC §9 sort, each in descending order of its value', async () => {
    expect(await open('/en/discover')).toBe(200)
    expect(await page.locator('meta[name="robots"]').count()).toBe(0)
    expect(await page.locator('#discover-sort').inputValue()).toBe('latest')
    const options = await page.locator('#discover-sort option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))
    expect(options).toEqual(['rating', 'downloads', 'time', 'latest', 'popular', 'views', 'likes'])
    for (const sort of options) {
      expect(await open(`/en/discover?sort=${sort}`)).toBe(200)
      expect(await page.locator('#discover-sort').inputValue()).toBe(sort)
      expect(await total()).toBeGreaterThan(24)
      const values = await page.locator('[data-testid="discover-results"] > li').evaluateAll((els) => els.map((e) => e.getAttribute('data-sort-value')))
      // Products with a value come first, highest first; those without one follow.
      const known = values.filter((v): v is string => v !== null).map(Number)
      expect(values.slice(0, known.length).every((v) => v !== null), sort).toBe(true)
      expect(known, sort).toEqual([...known].sort((a, b) => b - a))
    }
    // With a query, relevance is the default and another sort reorders the same results.
    expect(await open('/en/discover/chatgpt')).toBe(200)
    const relevance = await productKeys()
    const found = await total()
    expect(await open('/en/discover/chatgpt?sort=time')).toBe(200)
    const byTime = await productKeys()
    // Another sort reorders the candidates; it may add the index's fuzzy tail, which the relevance
    // page counts apart (a known inconsistency of the finder, left for the search-intent work).
    expect(await total()).toBeGreaterThanOrEqual(found)
    if (found <= 24) expect(new Set(byTime)).toEqual(new Set(relevance))
    expect(byTime).not.toEqual(relevance)
    // An unknown sort is the default, not an error.
    expect(await open('/en/discover/chatgpt?sort=cheapest')).toBe(200)
    expect(await productKeys()).toEqual(relevance)
  }, SLOW)

  it('pages through results 24 at a time; past the end goes to the last page', async () => {
    expect(await open('/en/discover')).toBe(200)
    const count = await total()
    const pages = Math.ceil(count / 24)
    expect(pages).toBeGreaterThan(2)
    const first = await productKeys()
    expect(first).toHaveLength(24)
    await Promise.all([page.waitForURL(/page=2/, { timeout: 120_000 }), page.getByRole('link', { name: 'Next' }).click()])
    await settle(page)
    const second = await productKeys()
    expect(second).toHaveLength(24)
    expect(second.filter((k) => first.includes(k))).toEqual([])
    expect(await page.locator('nav[aria-label="Pages"] a[aria-current="page"]').textContent()).toBe('2')

    expect(await open(`/en/discover?page=${pages + 50}`)).toBe(200)
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(pages))
    expect(await productKeys()).toHaveLength(count - (pages - 1) * 24)
    // A page number that is not one is page 1.
    expect(await open('/en/discover?page=abc')).toBe(200)
    expect(await productKeys()).toEqual(first)
  }, SLOW)

  it('has no serious or critical axe violations at 1440 px and 375 px', { timeout: 2 * SLOW }, async () => {
    for (const width of [1440, 375]) {
      const context = await suite.browser.newContext({ viewport: { width, height: 900 } })
      const p = await context.newPage()
      for (const path of ['/en/discover/chatgpt', '/zh/discover?type=open_source', '/en/discover/zzqqxxnothing']) {
        await p.goto(`${base()}${path}`, { timeout: 120_000 })
        await settle(p)
        expect(await p.evaluate(() => document.documentElement.scrollWidth), `${width}px ${path}`).toBeLessThanOrEqual(width)
        const results = await axe(p).include('main').analyze()
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${width}px ${path}`).toEqual([])
      }
      await context.close()
    }
  })
})
