import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'

const base = () => process.env.STOREFRONT_URL!

describe('storefront home in a real browser', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('lists seeded products in the default language', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${base()}/`)
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    const cards = page.locator('[data-testid="product-list"] li')
    expect(await cards.count()).toBeGreaterThanOrEqual(12)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Discover AI products')
    await page.close()
  })

  it('shows the same catalogue in Chinese, Traditional Chinese and Japanese', async () => {
    const page = await browser.newPage()
    for (const [prefix, lang, heading] of [
      ['zh', 'zh-Hans', '发现 AI 产品'],
      ['tw', 'zh-Hant', '探索 AI 產品'],
      ['ja', 'ja', 'AI プロダクトを探す'],
    ] as const) {
      await page.goto(`${base()}/${prefix}`)
      expect(await page.getAttribute('html', 'lang')).toBe(lang)
      expect(await page.locator('h1').textContent()).toBe(heading)
      const firstTagline = await page.locator('[data-testid="product-list"] li p:not(.meta)').first().textContent()
      expect(firstTagline, `${prefix} tagline`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    }
    await page.close()
  })

  it('switches language from the selector and answers 404 for an unknown language prefix', async () => {
    const page = await browser.newPage()
    await page.goto(`${base()}/en`)
    await page.getByRole('link', { name: '日本語' }).click()
    await page.waitForURL(/\/ja$/)
    expect(await page.getAttribute('html', 'lang')).toBe('ja')
    const missing = await page.goto(`${base()}/xx`)
    expect(missing?.status()).toBe(404)
    await page.close()
  })
})
