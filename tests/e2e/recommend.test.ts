import path from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { signedInContext, useBrowser } from './browser'
import { openHydrated } from './openHydrated'
import { customerWithToken } from './users'

/**
 * Scenario solutions and the MCP selection assistant in Chromium against the built storefront,
 * offline engine: a Chinese scenario gets a plan on its own page, opens again by its cacheId and
 * shows in the asker's history; the assistant recommends MCP servers in Chinese and Japanese; an
 * unrelated request opens the "No recommendations" dialog; bad input gets its message. Screenshots
 * at 375 and 1440 px.
 */
const port = () => new URL(process.env.STOREFRONT_URL!).port
const base = () => `http://localhost:${port()}`

describe('scenario solutions and the MCP assistant', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'these tests sign a user in on the storefront’s database'))
  const suite = useBrowser('recommend')
  let token: string

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    token = (await customerWithToken(await payloadClient(), 'recommend')).token
  })

  const signedIn = (): Promise<BrowserContext> => signedInContext(suite.browser, base(), token, { viewport: { width: 1440, height: 1000 } })

  it('plans a Chinese scenario, opens it by its cacheId and lists it in my history', async () => {
    const context = await signedIn()
    const page = await openHydrated(context, `${base()}/zh/solutions`, '[data-testid="ask-submit"]')
    expect(await page.locator('main h1').innerText()).toBe('AI 场景解决方案')
    const scenario = `我开了一家网店，需要商品图和商品描述 ${Date.now()}`
    await page.fill('[data-testid="solutions-form"] textarea', scenario)
    await page.click('[data-testid="ask-submit"]')
    await page.waitForURL(/\/zh\/solutions\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 })
    const url = page.url()
    const steps = page.locator('[data-testid="plan"] [data-step]')
    expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-step')))).toEqual(['image-editing', 'copywriting'])
    expect(await page.locator('[data-step="image-editing"] [data-entity="products"]').count()).toBe(3)
    expect(await page.getByTestId('plan-notice').innerText()).toContain('沙盒')
    const firstLink = await page.locator('[data-step="image-editing"] [data-entity="products"] a').first().getAttribute('href')
    expect(firstLink).toMatch(/^\/zh\/details\//)
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: path.join(suite.shots, `plan-zh-${width}.png`), fullPage: true })
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440)

    // The shared link, opened by someone else, shows the same plan.
    const visitor = await suite.browser.newContext()
    const other = await visitor.newPage()
    expect((await other.goto(url))?.status()).toBe(200)
    expect(await other.getByTestId('plan-scenario').innerText()).toContain(scenario)
    await visitor.close()

    const back = await openHydrated(context, `${base()}/zh/solutions`, '[data-testid="ask-submit"]')
    const history = back.getByTestId('solutions-history')
    await history.locator(`a[href="${new URL(url).pathname}"]`).waitFor()
    await context.close()
  })

  it('recommends MCP servers for a need in Chinese and in Japanese', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } })
    for (const [lang, need, step, heading] of [
      ['zh', '让 AI 助手查询 PostgreSQL 数据库', 'mcp-databases', 'MCP 选型助手'],
      ['ja', 'ブラウザを操作してウェブページから情報を集めたい', 'mcp-browser-automation', 'MCP 選定アシスタント'],
    ] as const) {
      const page = await openHydrated(context, `${base()}/${lang}/mcp/assistant`, '[data-testid="ask-submit"]')
      expect(await page.locator('main h1').innerText()).toBe(heading)
      await page.fill('[data-testid="assistant-form"] textarea', need)
      await page.click('[data-testid="ask-submit"]')
      const results = page.getByTestId('assistant-results')
      await results.waitFor({ timeout: 60_000 })
      expect(await results.locator(`[data-step="${step}"] [data-entity="mcp-servers"]`).count()).toBeGreaterThan(0)
      expect(await results.locator('[data-entity="mcp-servers"] a').first().getAttribute('href')).toMatch(new RegExp(`^/${lang}/mcp/`))
      await page.setViewportSize({ width: 375, height: 900 })
      await page.screenshot({ path: path.join(suite.shots, `assistant-${lang}-375.png`), fullPage: true })
      await page.setViewportSize({ width: 1440, height: 1000 })
    }
    await context.close()
  })

  it('says "No recommendations" in a dialog with other scenarios, and refuses bad input', async () => {
    const context = await suite.browser.newContext()
    const page = await openHydrated(context, `${base()}/en/solutions`, '[data-testid="ask-submit"]')
    await page.fill('[data-testid="solutions-form"] textarea', 'zzqx vrrbl plonk')
    await page.click('[data-testid="ask-submit"]')
    const dialog = page.getByTestId('no-result-dialog')
    await dialog.waitFor({ state: 'visible', timeout: 60_000 })
    expect(await dialog.locator('h2').innerText()).toBe('No recommendations')
    expect(await dialog.locator('button').count()).toBeGreaterThan(3)
    await page.screenshot({ path: path.join(suite.shots, 'no-result-1440.png') })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.fill('[data-testid="solutions-form"] textarea', 'Нужен переводчик')
    await page.click('[data-testid="ask-submit"]')
    expect(await page.getByTestId('ask-error').innerText()).toBe('Please describe it in English, Chinese or Japanese')
    await context.close()
  })
})
