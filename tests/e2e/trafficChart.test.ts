import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

/**
 * The traffic tab's charts at a phone's and a desktop's width: every y label whole and inside the
 * chart (they lost their first digit), x labels apart from each other (the last two overlapped),
 * the last month labelled, and text at least 11 px high on a phone (it was about 5 px).
 */
const base = () => process.env.STOREFRONT_URL!

type Box = { left: number; right: number; top: number; bottom: number; text: string; px: number }

/** The chart's labels as the browser lays them out: box, text, and rendered size in px (font size × scale). */
async function chartLabels(page: Page) {
  return page.evaluate(() => {
    const svg = document.querySelector('svg[data-testid="traffic-trend-chart"]') as SVGSVGElement
    const chart = svg.parentElement!.parentElement!
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect()
      const ctm = el instanceof SVGGraphicsElement ? (el.getScreenCTM()?.a ?? 1) : 1
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, text: el.textContent ?? '', px: parseFloat(getComputedStyle(el).fontSize) * ctm }
    }
    const visible = (el: Element) => getComputedStyle(el).display !== 'none'
    const bars = [...document.querySelectorAll('svg[data-testid="traffic-sources-chart"] text, svg[data-testid="traffic-geo-chart"] text')]
    return {
      chart: box(chart),
      y: [...chart.querySelectorAll('[data-axis="y"] > *')].map(box),
      x: [...svg.querySelectorAll('text[data-axis="x"]')].filter(visible).map(box),
      bars: bars.map(box),
      lastPeriod: [...document.querySelectorAll('[data-testid="traffic-trend-table"] tbody th')].at(-1)?.textContent ?? '',
    }
  })
}

describe('traffic chart labels', () => {
  const suite = useBrowser()

  for (const width of [375, 1440]) {
    for (const prefix of ['/en', '/zh', '/ja']) {
      it(`shows whole, separate, readable labels at ${width} px (${prefix})`, async () => {
        const page = await suite.browser.newPage({ viewport: { width, height: 900 } })
        page.setDefaultTimeout(90_000)
        expect((await page.goto(`${base()}${prefix}/details/chatgpt#traffic`))?.status()).toBe(200)
        await page.locator('svg[data-testid="traffic-trend-chart"]').waitFor({ state: 'visible' })
        const { chart, y, x, bars, lastPeriod } = await chartLabels(page)
        expect(y.length).toBeGreaterThanOrEqual(3)
        for (const label of y) {
          expect(label.left, `y label ${label.text}`).toBeGreaterThanOrEqual(chart.left - 0.5)
          expect(label.text, 'y label').toMatch(/\d/)
        }
        // y labels do not touch each other either.
        const ys = [...y].sort((a, b) => a.top - b.top)
        for (let i = 1; i < ys.length; i++) expect(ys[i]!.top, `${ys[i - 1]!.text} / ${ys[i]!.text}`).toBeGreaterThanOrEqual(ys[i - 1]!.bottom)

        expect(x.length).toBeGreaterThanOrEqual(3)
        expect(x.at(-1)!.text, 'the last month is labelled').toBe(lastPeriod)
        const xs = [...x].sort((a, b) => a.left - b.left)
        for (let i = 1; i < xs.length; i++) expect(xs[i]!.left - xs[i - 1]!.right, `${xs[i - 1]!.text} / ${xs[i]!.text}`).toBeGreaterThanOrEqual(4)
        for (const label of xs) {
          expect(label.left, `x label ${label.text}`).toBeGreaterThanOrEqual(chart.left - 0.5)
          expect(label.right, `x label ${label.text}`).toBeLessThanOrEqual(chart.right + 0.5)
        }
        for (const label of [...y, ...x, ...bars]) expect(label.px, `size of "${label.text}"`).toBeGreaterThanOrEqual(11)
        // The page itself does not scroll sideways because of a chart.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
        await page.close()
      }, 120_000)
    }
  }
})
