import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

/**
 * Ranking tables and filters at a desktop's and a phone's width: at 1440 px every table fits its
 * box (the category column read "Image E", cut off with nothing showing that it scrolled); on a
 * phone a table scrolls sideways with its product column in place and shadows at its edges, and
 * the filters (about 40 chips) leave the first ranking row on the first screen.
 */
const base = () => process.env.STOREFRONT_URL!
const prefixes = ['/en', '/zh', '/tw', '/ja']

/** For every ranking table on the page: how much wider than its box it is (0 when it fits). */
const overflow = (page: Page) =>
  page.locator('[data-testid="ranking-table"]').evaluateAll((tables) => tables.map((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth))

describe('ranking tables and filters', () => {
  const suite = useBrowser()

  it('fits every ranking table on a 1440 px screen, names and categories whole', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1440, height: 900 } })
    page.setDefaultTimeout(90_000)
    for (const prefix of prefixes) {
      await page.goto(`${base()}${prefix}/best-ai-tools/monthly`)
      const category = await page.locator('[data-testid="ranking-nav"] a[data-category]').first().getAttribute('href')
      for (const path of [`${prefix}/best-ai-tools`, `${prefix}/best-ai-tools/monthly`, `${prefix}/best-ai-tools/weekly`, category!]) {
        expect((await page.goto(path.startsWith('http') ? path : `${base()}${path}`))?.status(), path).toBe(200)
        const widths = await overflow(page)
        expect(widths.length, path).toBeGreaterThan(0)
        for (const w of widths) expect(w, path).toBeLessThanOrEqual(0)
        // No cell's text is cut: each cell is at least as wide as what it holds.
        const cut = await page.locator('[data-testid="ranking-table"] :is(th, td)').evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent))
        expect(cut, path).toEqual([])
      }
    }
    await page.close()
  }, 300_000)

  it('scrolls a table sideways on a phone, showing that it does, with the product column kept in place', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 812 } })
    page.setDefaultTimeout(90_000)
    for (const prefix of ['/en', '/ja']) {
      await page.goto(`${base()}${prefix}/best-ai-tools/monthly`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'the page itself does not scroll sideways').toBeLessThanOrEqual(0)
      const region = page.locator('[data-testid="ranking-table"]').locator('xpath=..')
      const [wide] = await overflow(page)
      expect(wide, 'the table is wider than a phone').toBeGreaterThan(0)
      // The scroll shadows: gradients painted on the table's box (covers that move, shadows that stay).
      const background = await region.evaluate((el) => getComputedStyle(el).backgroundImage)
      expect(background.match(/gradient/g)?.length ?? 0).toBe(4)
      const firstName = page.locator('[data-testid="ranking-table"] tbody tr:first-child th')
      const rank = page.locator('[data-testid="ranking-table"] tbody tr:first-child td:first-child')
      const before = { name: (await firstName.boundingBox())!, rank: (await rank.boundingBox())! }
      await region.evaluate((el) => el.scrollTo({ left: 240 }))
      await expect.poll(async () => (await rank.boundingBox())!.x).toBeLessThan(before.rank.x - 40)
      const after = (await firstName.boundingBox())!
      expect(after.x, 'the product column stays at the left edge').toBeGreaterThanOrEqual(before.name.x - (before.name.x - before.rank.x) - 1)
      expect(after.x).toBeLessThanOrEqual(before.name.x + 1)
      expect(after.width).toBeGreaterThan(40)
    }
    await page.close()
  }, 180_000)

  it('leaves the first ranking row on the first screen of a phone, the filters scrolling sideways', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 812 } })
    page.setDefaultTimeout(90_000)
    for (const prefix of prefixes) {
      for (const path of ['/best-ai-tools/monthly', '/best-ai-tools/weekly']) {
        await page.goto(`${base()}${prefix}${path}`)
        const row = (await page.locator('[data-testid="ranking-table"] tbody tr:first-child').boundingBox())!
        expect(row.y + row.height, `${prefix}${path}: bottom of the first row`).toBeLessThanOrEqual(812)
        // Every filter is still there, one row each, reachable by scrolling the row.
        const rows = await page.locator('[data-testid="ranking-nav"] ul').evaluateAll((lists) => lists.map((ul) => ({ height: ul.getBoundingClientRect().height, chips: ul.querySelectorAll('a').length })))
        expect(rows.reduce((n, r) => n + r.chips, 0)).toBeGreaterThan(25)
        for (const r of rows) expect(r.height, `${prefix}${path}: a filter row's height`).toBeLessThan(48)
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      }
    }
    // A chip at the end of its row can be reached and followed.
    await page.goto(`${base()}/en/best-ai-tools/monthly`)
    const last = page.locator('[data-testid="ranking-nav"] a[data-region]').last()
    const key = await last.getAttribute('data-region')
    await last.click()
    await page.waitForURL((url) => url.pathname.includes(`/region/${key}`))
    await page.close()
  }, 240_000)
})
