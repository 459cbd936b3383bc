import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { waitForHydration } from './openHydrated'

/**
 * The header on a desktop, in every language: the main navigation on one row (it wrapped to two at
 * 1440 px in en and ja), entries that do not fit listed under More, and the search field's
 * placeholder whole (it was cut).
 */
const base = () => process.env.STOREFRONT_URL!

describe('header at desktop widths', () => {
  const suite = useBrowser()

  for (const width of [1280, 1440]) {
    it(`keeps the navigation on one row and the search placeholder whole at ${width} px in all four languages`, async () => {
      const page = await suite.browser.newPage({ viewport: { width, height: 900 } })
      page.setDefaultTimeout(90_000)
      for (const prefix of ['/en', '/zh', '/tw', '/ja']) {
        expect((await page.goto(`${base()}${prefix}/best-ai-tools`))?.status()).toBe(200)
        await waitForHydration(page, '[data-testid="nav-more"] button')
        const nav = await page.locator('[data-testid="site-nav"]').evaluate((el) => {
          const ul = el.querySelector(':scope > ul')!
          const entries = [...ul.children]
          const shown = entries.filter((li) => li.getClientRects().length > 0)
          const more = el.querySelector('[data-testid="nav-more"]')!
          const moreShown = more.getClientRects().length > 0
          const boxes = [...shown, ...(moreShown ? [more] : [])].map((e) => e.getBoundingClientRect())
          const box = el.getBoundingClientRect()
          return {
            count: entries.length,
            shown: shown.length,
            hiddenKeys: entries.filter((li) => !shown.includes(li)).map((li) => li.querySelector('[data-menu-key]')!.getAttribute('data-menu-key')),
            moreShown,
            tops: boxes.map((r) => Math.round(r.top)),
            right: Math.max(...boxes.map((r) => r.right)),
            boxRight: box.right,
          }
        })
        expect(nav.count, prefix).toBeGreaterThanOrEqual(10)
        expect(new Set(nav.tops).size, `${prefix}: rows of the navigation`).toBe(1)
        expect(nav.right, `${prefix}: the last entry inside the bar`).toBeLessThanOrEqual(nav.boxRight + 0.5)
        // Most entries are in the bar; the rest, and only those, are under More.
        expect(nav.shown, prefix).toBeGreaterThanOrEqual(Math.ceil(nav.count / 2))
        expect(nav.moreShown, prefix).toBe(nav.hiddenKeys.length > 0)
        if (nav.moreShown) {
          await page.click('[data-testid="nav-more"] button')
          const listed = await page.locator('#nav-more-panel > ul > li > [data-more-key]').evaluateAll((links) => links.map((a) => a.getAttribute('data-more-key')))
          expect(listed, prefix).toEqual(nav.hiddenKeys)
          expect(await page.locator('#nav-more-panel').isVisible()).toBe(true)
          await page.keyboard.press('Escape')
        }
        // Every entry's text in the bar is whole (none squeezed or cut).
        const cut = await page.locator('[data-testid="site-nav"] > ul > li [data-menu-key]').evaluateAll((links) => links.filter((a) => a.getClientRects().length > 0 && a.scrollWidth > a.clientWidth + 1).map((a) => a.textContent))
        expect(cut, prefix).toEqual([])

        const placeholder = await page.locator('[data-testid="header-search"] input').first().evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input)
          const context = document.createElement('canvas').getContext('2d')!
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          return { text: input.placeholder, needs: context.measureText(input.placeholder).width, room }
        })
        expect(placeholder.text.length, prefix).toBeGreaterThan(4)
        expect(placeholder.needs, `${prefix}: "${placeholder.text}"`).toBeLessThanOrEqual(placeholder.room)
        // The header's first row is one row too: name, search, language, colour mode, account side by side.
        const firstRow = await page.evaluate(() =>
          ['[data-testid="site-name"]', '[data-testid="header-search"]', '[data-testid="language-selector"]', '[data-testid="theme-toggle"]'].map((s) => {
            const r = document.querySelector(s)!.getBoundingClientRect()
            return r.top + r.height / 2
          }),
        )
        expect(Math.max(...firstRow) - Math.min(...firstRow), `${prefix}: the first row`).toBeLessThan(12)
      }
      await page.close()
    }, 180_000)
  }
})
