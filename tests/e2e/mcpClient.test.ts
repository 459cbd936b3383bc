import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

const base = () => process.env.STOREFRONT_URL!

describe('the MCP client guide', { timeout: 300_000 }, () => {
  const suite = useBrowser('mcp-client')

  it('compares the clients in English and Chinese, and generates a Cursor and a Zed configuration from the form', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } })
    context.setDefaultTimeout(120_000)
    const page = await context.newPage()

    const zh = await page.goto(`${base()}/zh/mcp/client`)
    expect(zh?.status()).toBe(200)
    expect(await page.locator('main h1').innerText()).toBe('MCP 客户端指南')
    expect(await page.locator('[data-testid="mcp-client-table"] tbody tr').count()).toBeGreaterThanOrEqual(10)
    expect(await page.locator('[data-client="vscode"] [data-feature="sampling"]').getAttribute('data-supported')).toBe('true')

    await page.goto(`${base()}/en/mcp`)
    await page.getByTestId('mcp-client-guide-link').click()
    await page.waitForURL(/\/mcp\/client$/)
    const server = await page.locator('select[name="server"] option:nth-child(2)').getAttribute('value')
    // A plain GET form: the choice travels in the address, so this works before any script has run.
    for (const [client, marker] of [['cursor', '"mcpServers"'], ['zed', '"context_servers"']] as const) {
      await page.selectOption('select[name="server"]', server!)
      await page.selectOption('select[name="client"]', client)
      await page.click('[data-testid="mcp-generator-form"] button[type="submit"]')
      await page.waitForURL((url) => url.searchParams.get('client') === client)
      const result = page.getByTestId('mcp-generator-result')
      expect(await result.getAttribute('data-client')).toBe(client)
      expect(await result.locator('pre').first().innerText()).toContain(marker)
      expect(await result.getByTestId('copy-button').count()).toBeGreaterThan(0)
    }

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.reload()
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: path.join(suite.shots, `guide-zed-${width}-${scheme}.png`), fullPage: true })
      }
    }
    // On a phone the page never scrolls sideways; only the table's own region does.
    await page.setViewportSize({ width: 375, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await page.getByTestId('mcp-client-table').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await context.close()
  })
})
