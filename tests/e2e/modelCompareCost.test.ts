import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

/**
 * The visitor's journey through the model comparison and the cost calculator: pick models on the
 * list, open the comparison of three, remove and add one, follow a bad link; then price a workload,
 * sort it, and see a bad value refused in Chinese.
 */
const base = () => process.env.STOREFRONT_URL!
const columns = (page: Page) => page.locator('[data-testid="compare-table"] thead th[data-model]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-model')))

async function newPage(browser: Browser) {
  const context = await browser.newContext()
  context.setDefaultTimeout(120_000)
  return context.newPage()
}

describe('model comparison and cost calculator', { timeout: 600_000 }, () => {
  const suite = useBrowser()

  it('compares three models picked on the list, then removes and adds one', async () => {
    const page = await newPage(suite.browser)
    await page.goto(`${base()}/en/models?sort=name`)
    const toggles = page.locator('[data-testid="models-table"] [data-testid="compare-toggle"]')
    const picked: string[] = []
    for (let i = 0; i < 3; i++) {
      const toggle = toggles.nth(i)
      picked.push((await toggle.getAttribute('data-model'))!)
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    }
    await page.getByTestId('compare-open').click()
    // English is the default language: its links carry no prefix.
    await page.waitForURL(/\/models\/compare\?m=/)
    expect(await columns(page)).toEqual(picked)
    expect(await page.locator('[data-testid="compare-table"] tr[data-row="provider"]').count()).toBe(1)
    expect(await page.getByTestId('compare-share').innerText()).toContain(`/models/compare?m=${picked.join(',')}`)

    await page.getByTestId('compare-remove').first().click()
    await page.waitForURL(new RegExp(`m=${picked[1]},${picked[2]}$`))
    expect(await columns(page)).toEqual(picked.slice(1))

    const form = page.getByTestId('compare-add')
    await form.locator('select').selectOption('gpt-4o')
    await form.locator('button').click()
    await expect.poll(() => columns(page)).toEqual([...picked.slice(1), 'gpt-4o'])
    await page.context().close()
  })

  it('highlights differences between known models and explains a bad link', async () => {
    const page = await newPage(suite.browser)
    const res = await page.goto(`${base()}/en/models/compare?m=gpt-4o,claude-sonnet-4-5,deepseek-v3`)
    expect(res?.status()).toBe(200)
    expect(await columns(page)).toEqual(['gpt-4o', 'claude-sonnet-4-5', 'deepseek-v3'])
    // Three vendors, three prices: the rows differ and the cheapest input price is DeepSeek's.
    const input = page.locator('tr[data-row="price-input"]')
    expect(await input.getAttribute('class')).toBeTruthy()
    expect(await input.locator('td').nth(2).innerText()).toContain('Best')

    for (const [m, problem] of [
      ['a,b,c,d,e', 'tooMany'],
      ['gpt-4o,gpt-4o', 'duplicate'],
      ['gpt-4o,<x>', 'invalid'],
      ['gpt-4o,no-such-model', 'unknown'],
    ] as const) {
      const bad = await page.goto(`${base()}/en/models/compare?m=${encodeURIComponent(m)}`)
      expect(bad?.status(), m).toBe(200)
      expect(await page.getByTestId('compare-problem').getAttribute('data-problem'), m).toBe(problem)
    }
    await page.context().close()
  })

  it('on a phone the models scroll sideways under fixed row labels, and the page itself does not', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 } })
    context.setDefaultTimeout(120_000)
    const page = await context.newPage()
    const res = await page.goto(`${base()}/en/models/compare?m=gpt-4o,claude-sonnet-4-5,deepseek-v3,gemini-2-5-pro`)
    expect(res?.status()).toBe(200)
    const widths = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }))
    expect((await widths()).page).toBeLessThanOrEqual((await widths()).view)
    const region = page.locator('[role="region"]:has([data-testid="compare-table"])')
    const label = page.locator('[data-testid="compare-table"] tr[data-row="price-input"] th')
    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow).toBeGreaterThan(100)
    const left = async () => (await label.boundingBox())!.x
    const start = await left()
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
    // The label has not moved; the last model's column has come into view beside it.
    expect(Math.abs((await left()) - start)).toBeLessThan(1)
    const lastColumn = (await page.locator('[data-testid="compare-table"] thead th[data-model="gemini-2-5-pro"]').boundingBox())!
    expect(lastColumn.x + lastColumn.width).toBeLessThanOrEqual(376)
    expect((await widths()).page).toBeLessThanOrEqual((await widths()).view)
    await context.close()
  })

  it('prices a workload, names the cheapest model and sorts by score', async () => {
    const page = await newPage(suite.browser)
    await page.goto(`${base()}/en/models/cost`)
    const form = page.getByTestId('cost-form')
    await form.locator('input[name="requestsPerDay"]').fill('20000')
    await form.locator('input[name="inputTokens"]').fill('1500')
    await form.locator('input[name="outputTokens"]').fill('400')
    await form.locator('input[name="cachedShare"]').fill('40')
    await form.locator('input[name="feature"][value="tools"]').check()
    await form.locator('button[type="submit"]').click()
    await page.waitForURL(/requestsPerDay=20000/)
    const cheapest = await page.getByTestId('cost-cheapest').getAttribute('data-model')
    expect(cheapest).toBeTruthy()
    const rows = page.locator('[data-testid="cost-table"] tbody tr')
    expect(await rows.first().getAttribute('data-model')).toBe(cheapest)
    expect(await page.locator('[data-testid="cost-chart"] circle').count()).toBeGreaterThan(2)
    expect(await page.getByTestId('prices-source').getAttribute('data-source')).toBe('sandbox')

    await page.locator('[data-testid="cost-table"] thead a', { hasText: 'score' }).click()
    await page.waitForURL(/sort=score/)
    expect(await page.locator('[data-testid="cost-table"] thead th[aria-sort]').innerText()).toContain('score')
    await page.context().close()
  })

  it('refuses out-of-range values with a message in the page language', async () => {
    const page = await newPage(suite.browser)
    const res = await page.goto(`${base()}/zh/models/cost?requestsPerDay=0&cachedShare=150&currency=EUR`)
    expect(res?.status()).toBe(200)
    const problems = page.getByTestId('cost-problems')
    expect(await problems.locator('li').count()).toBe(3)
    expect(await problems.innerText()).toContain('每日请求数必须在 1 到 10,000,000 之间')
    await page.context().close()
  })
})
