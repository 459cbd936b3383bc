import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

const base = () => process.env.STOREFRONT_URL!

describe('the MCP rankings and case tutorials', { timeout: 300_000 }, () => {
  const suite = useBrowser('mcp-ranking')

  it('shows the popular board with its formula in English and Japanese, switches boards, and trending says why it is empty', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } })
    context.setDefaultTimeout(120_000)
    const page = await context.newPage()

    await page.goto(`${base()}/en/mcp`)
    await page.getByTestId('mcp-ranking-link').click()
    await page.waitForURL(/\/mcp\/ranking$/)
    const rows = page.locator('[data-testid="mcp-ranking"] tbody tr')
    expect(await page.getByTestId('mcp-ranking-meta').innerText()).toMatch(/published servers/)
    expect(await page.getByTestId('mcp-ranking-formula').innerText()).toContain('0.4 × L(downloads)')
    // The seeded catalogue has no downloads or stars (enrichment is off) and nobody has visited yet:
    // the popular board says so instead of ranking zeros.
    expect(await rows.count()).toBe(0)
    expect(await page.getByTestId('mcp-ranking-empty').innerText()).toContain('popularity signals')

    await page.click('a[data-board="top-rated"]')
    await page.waitForURL(/\/mcp\/ranking\/top-rated$/)
    expect(await page.locator('a[data-board="top-rated"]').getAttribute('aria-current')).toBe('page')
    expect(await rows.count()).toBeGreaterThanOrEqual(20)
    // Each row links to its server (English is the default language: its links carry no prefix).
    const first = await rows.first().locator('a').getAttribute('href')
    expect(first).toMatch(/^\/mcp\/[a-z0-9-]+$/)

    // A fresh database has one recorded day: no trend yet, and the page says since when signals are recorded.
    await page.click('a[data-board="trending-7d"]')
    await page.waitForURL(/\/mcp\/ranking\/trending-7d$/)
    expect(await page.getByTestId('mcp-ranking-empty').innerText()).toContain('7 days ago')

    const ja = await page.goto(`${base()}/ja/mcp/ranking`)
    expect(ja?.status()).toBe(200)
    expect(await page.locator('main h1').innerText()).toBe('人気の MCP サーバー')
    expect((await page.goto(`${base()}/en/mcp/ranking/popular`))?.status()).toBe(404)
    expect((await page.goto(`${base()}/en/mcp/ranking/nonsense`))?.status()).toBe(404)

    await page.goto(`${base()}/zh/mcp/ranking/top-rated`)
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: path.join(suite.shots, `top-rated-zh-${width}.png`), fullPage: true })
    }
    await page.setViewportSize({ width: 375, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await context.close()
  })

  it('lists the case tutorials that use a server on its page, and counts a copied install configuration', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } })
    context.setDefaultTimeout(120_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const page = await context.newPage()
    await page.goto(`${base()}/en/mcp/github`)
    const tutorials = page.getByTestId('mcp-tutorials')
    expect(await tutorials.locator('li').count()).toBeGreaterThanOrEqual(2)
    await tutorials.locator('li a').first().click()
    await page.waitForURL(/\/guide\/[a-z0-9-]+$/)

    await page.goto(`${base()}/en/mcp/github`)
    // A beacon's body is not visible to the page's request events; its answer says it was counted
    // (a body without this server's key would be a 400, an unknown key a 404).
    const beacon = page.waitForResponse((r) => r.url().endsWith('/api/mcp/copy') && r.request().method() === 'POST')
    await page.locator('[data-testid="copy-button"][data-ready]').first().click()
    const response = await beacon
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ code: 0 })
    await context.close()
  })
})
