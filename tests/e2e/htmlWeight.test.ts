import { describe, expect, it } from 'vitest'
import { HOME_CEILING_BYTES, HTML_BUDGET_BYTES, htmlWeight, weightReport } from '../../bench/htmlWeight'

/**
 * Issue 18: the home page and a product detail page weigh under 100 KB of HTML, uncompressed, in
 * every language, as the built storefront serves them; and the lighter page is still the whole
 * page (menu with its dropdowns, cards, category directory with its icons, news, footer, tabs).
 * Both are held to the target (HOME_CEILING_BYTES is the target); the test prints each page's
 * weight. Products with the longest pages of the curated catalogue: a long introduction, a traffic
 * history, alternatives and news.
 */
const base = () => process.env.STOREFRONT_URL!
const prefixes = ['/en', '/zh', '/tw', '/ja']
const products = ['runway', 'chatgpt', 'ollama']

async function page(path: string): Promise<string> {
  // The first request renders the page, the second gets the cached copy visitors get.
  await fetch(`${base()}${path}`).then((r) => r.arrayBuffer())
  const res = await fetch(`${base()}${path}`, { headers: { 'accept-encoding': 'identity' } })
  expect(res.status, path).toBe(200)
  return res.text()
}

function expectUnderBudget(path: string, html: string, ceiling: number) {
  const weight = htmlWeight(html)
  console.log(`${weightReport(path, weight, 0)}  (target ${HTML_BUDGET_BYTES / 1024} KB)`)
  expect(weight.total, weightReport(path, weight, 12)).toBeLessThan(ceiling)
}

describe('HTML weight of the home and product detail pages', () => {
  for (const prefix of prefixes) {
    it(`home ${prefix} is under 100 KB with its menu, cards, categories, news and footer`, async () => {
      const html = await page(prefix)
      expectUnderBudget(prefix, html, HOME_CEILING_BYTES)
      expect(html).toContain('data-testid="site-nav"')
      // The menu's entries, its dropdowns' included (SiteNav.tsx).
      expect(html.match(/data-menu-key="/g)?.length ?? 0, 'menu entries').toBeGreaterThanOrEqual(10)
      expect(html.match(/<article class="[^"]*" data-product="/g)?.length ?? 0, 'product cards').toBeGreaterThan(20)
      expect(html).toContain('data-testid="category-groups"')
      expect(html.match(/<svg [^>]*><use href="\/icons\/categories\.svg\?v=[^"#]+#[^"]+"/g)?.length ?? 0, 'category icons').toBeGreaterThanOrEqual(5)
      expect(html.match(/data-entry="news:/g)?.length ?? 0, 'news cards').toBeGreaterThan(0)
      expect(html).toContain('<footer')
    }, 120_000)

    it(`product detail pages ${prefix} are under 100 KB with their tabs and structured data`, async () => {
      for (const key of products) {
        const path = `${prefix}/details/${key}`
        const html = await page(path)
        expectUnderBudget(path, html, HTML_BUDGET_BYTES)
        expect(html, path).toContain(`data-product="${key}"`)
        expect(html, path).toContain('data-testid="traffic-panel"')
        expect(html, path).toContain('data-testid="traffic-trend-chart"')
        expect(html, path).toContain('data-testid="visit-site"')
        // The tabs' markup comes from client components fed rows: all of it is still in the HTML.
        for (const tab of ['introduction', 'traffic', 'similar', 'alternatives', 'news']) expect(html, path).toContain(`id="${tab}" role="tabpanel"`)
        const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type'])
        expect(ld.sort(), path).toEqual(['BreadcrumbList', 'FAQPage', 'SoftwareApplication'])
        expect(html, path).toContain('<footer')
        expect(html.match(/data-menu-key="/g)?.length ?? 0, 'menu entries').toBeGreaterThanOrEqual(10)
      }
    }, 180_000)
  }
})
