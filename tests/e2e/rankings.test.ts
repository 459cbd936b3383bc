import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { lastCompletePeriod, previousPeriod } from '../../cms/src/rankings/periods'
import { useBrowser } from './browser'

const base = () => process.env.STOREFRONT_URL!
const edition = process.env.EDITION ?? 'intl'
const defaultLocale = process.env.DEFAULT_LANGUAGE ?? (edition === 'cn' ? 'zh' : 'en')
const variants = [
  { prefix: '', locale: defaultLocale },
  { prefix: '/en', locale: 'en' },
  { prefix: '/zh', locale: 'zh' },
  { prefix: '/tw', locale: 'zh-TW' },
  { prefix: '/ja', locale: 'ja' },
]
const rankingsTitle: Record<string, string> = { en: 'AI tool rankings', zh: 'AI 工具排行榜', 'zh-TW': 'AI 工具排行榜', ja: 'AIツールランキング' }
const NAV_TIMEOUT = 90_000
const SLOW = 240_000

// The seed publishes the last three months and weeks and the last two quarters.
const month = lastCompletePeriod('month', new Date()).label
const previousMonth = previousPeriod(lastCompletePeriod('month', new Date())).label
const week = lastCompletePeriod('week', new Date()).label

const numbers = (page: Page, col: string) =>
  page.locator(`[data-testid="ranking-table"] td[data-col="${col}"]`).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-value')).filter((v) => v !== '').map(Number))

describe('ranking pages', () => {
  const suite = useBrowser()
  let page: Page
  beforeAll(async () => {
    page = await suite.browser.newPage()
    page.setDefaultTimeout(NAV_TIMEOUT)
  })

  it('shows the overview of every board in all five variants', async () => {
    for (const v of variants) {
      const res = await page.goto(`${base()}${v.prefix}/best-ai-tools`)
      expect(res?.status(), v.prefix || '/').toBe(200)
      expect(await page.locator('h1').textContent()).toBe(rankingsTitle[v.locale])
      const cards = page.locator('[data-board-card]')
      expect(await cards.count()).toBeGreaterThanOrEqual(6)
      expect(await page.locator('[data-board-card="monthly-traffic"] [data-testid="ranking-table"] tbody tr').count()).toBe(10)
      expect(await page.locator('[data-testid="ranking-faq"] dt').count()).toBeGreaterThanOrEqual(4)
    }
  }, SLOW)

  it('shows a monthly board with its period, estimate label, rank changes and FAQ', async () => {
    for (const v of variants) {
      const res = await page.goto(`${base()}${v.prefix}/best-ai-tools/monthly`)
      expect(res?.status(), v.prefix || '/').toBe(200)
      const root = page.locator('[data-testid="ranking-page"]')
      expect(await root.getAttribute('data-period')).toBe(month)
      expect(await page.locator('[data-testid="ranking-table"] tbody tr').count()).toBe(100)
      expect(await page.locator('[data-testid="ranking-estimate"]').getAttribute('data-source')).toBe('sandbox')
      expect(await page.locator('[data-testid="ranking-estimate"]').textContent()).toContain(month)
      const ranks = await page.locator('[data-testid="ranking-table"] tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-rank'))))
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
      expect(await page.locator('[data-change="up"], [data-change="down"]').count()).toBeGreaterThan(0)
      const ld = await page.locator('[data-testid="ranking-faq"] script[type="application/ld+json"]').textContent()
      expect(JSON.parse(ld!)['@type']).toBe('FAQPage')
    }
  }, SLOW)

  it('sorts on the server by the query string, and by clicking a column header', async () => {
    await page.goto(`${base()}/best-ai-tools/monthly?sort=visits&dir=asc`)
    const asc = await numbers(page, 'visits')
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    expect(await page.locator('th[aria-sort="ascending"] [data-sort="visits"]').count()).toBe(1)

    await page.click('[data-sort="growthRate"]')
    await page.waitForURL(/sort=growthRate&dir=desc/)
    const rates = await numbers(page, 'growthRate')
    expect(rates.length).toBeGreaterThan(10)
    expect(rates).toEqual([...rates].sort((a, b) => b - a))

    // Anything else falls back to rank order rather than failing.
    expect((await page.goto(`${base()}/best-ai-tools/monthly?sort=evil&dir=sideways`))?.status()).toBe(200)
    const ranks = await page.locator('[data-testid="ranking-table"] tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-rank'))))
    expect(ranks[0]).toBe(1)
  }, SLOW)

  it('switches period, board, region and category by address', async () => {
    await page.goto(`${base()}/best-ai-tools/monthly`)
    await page.click(`[data-testid="period-switch"] a[data-period="${previousMonth}"]`)
    await page.waitForURL(new RegExp(`/best-ai-tools/monthly/${previousMonth}$`))
    expect(await page.locator('[data-testid="ranking-page"]').getAttribute('data-period')).toBe(previousMonth)

    await page.click('[data-testid="ranking-nav"] a[data-region="us"]')
    await page.waitForURL(new RegExp(`/monthly/${previousMonth}/region/us$`))
    expect(await page.locator('[data-testid="ranking-page"]').getAttribute('data-scope')).toBe('us')

    await page.click('[data-testid="ranking-nav"] a[data-board="trend"]')
    await page.waitForURL(/\/trend$/)
    expect(await page.locator('[data-testid="ranking-page"]').getAttribute('data-board')).toBe('trend')

    const category = page.locator('[data-testid="ranking-nav"] a[data-category]').first()
    const key = await category.getAttribute('data-category')
    await category.click()
    await page.waitForURL(new RegExp(`/category/${key}$`))
    expect(await page.locator('[data-testid="ranking-page"]').getAttribute('data-scope')).toBe(key)

    for (const path of [`/zh/best-ai-tools/weekly/${week}`, '/ja/best-ai-tools/quarterly', '/tw/best-ai-tools/weekly/new', '/best-ai-tools/monthly/region/global']) {
      expect((await page.goto(`${base()}${path}`))?.status(), path).toBe(200)
    }
    expect(await page.locator('[data-testid="ranking-page"]').getAttribute('data-board')).toBe('traffic')
  }, SLOW)

  it('answers 404 for periods, regions, categories and segments that do not exist', async () => {
    for (const path of [
      '/best-ai-tools/monthly/2026-13',
      `/best-ai-tools/weekly/${month}`,
      '/best-ai-tools/monthly/2001-01',
      '/best-ai-tools/monthly/region/xx',
      '/best-ai-tools/monthly/category/no-such-category',
      '/best-ai-tools/monthly/trend/extra',
      '/en/best-ai-tools/daily',
    ]) {
      expect((await page.goto(`${base()}${path}`))?.status(), path).toBe(404)
    }
  }, SLOW)

  it('applies the app-ranking 404 rules', async () => {
    for (const v of variants) {
      expect((await page.goto(`${base()}${v.prefix}/best-ai-apps/android`))?.status(), `${v.prefix} android`).toBe(200)
      expect((await page.goto(`${base()}${v.prefix}/best-ai-apps/android/com.example.app`))?.status()).toBe(404)
      // The full-route cache on disk outlives a restart of the same build: a build first served under
      // the other edition may answer its cached page once while it regenerates in the background.
      await expect.poll(async () => (await page.goto(`${base()}${v.prefix}/best-ai-apps/ios`))?.status(), { message: `${v.prefix} ios`, timeout: 15_000 }).toBe(edition === 'cn' ? 200 : 404)
      // The route-rule check says the same as the pages.
      const useWebsite = edition === 'cn' ? 1 : 2
      const check = async (path: string) => (await (await fetch(`${base()}/api/route/rule?useWebsite=${useWebsite}&route=${encodeURIComponent(`${base()}${v.prefix}${path}`)}`)).json()).data.checkResult
      expect(await check('/best-ai-apps/ios'), `${v.prefix} ios rule`).toBe(edition === 'cn')
      expect(await check('/best-ai-apps/android/com.example.app')).toBe(false)
      expect(await check('/best-ai-apps/android')).toBe(true)
    }
    await page.goto(`${base()}/best-ai-apps/android`)
    expect(await page.locator('[data-testid="ranking-table"] tbody tr').count()).toBeGreaterThan(10)
    expect(await page.locator('[data-testid="ranking-page"]').getAttribute('data-board')).toBe('android')
  }, SLOW)

  it('exports any ranking as CSV', async () => {
    await page.goto(`${base()}/best-ai-tools/monthly/region/jp`)
    const href = await page.locator('[data-testid="ranking-csv"]').getAttribute('href')
    const res = await fetch(`${base()}${href}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('rank,previous_rank,product,product_key,category,visits,previous_visits,growth,growth_rate,avg_visit_duration_seconds,bounce_rate,create_days,period,source')
    expect(lines).toHaveLength(101)
    expect((await fetch(`${base()}/api/rankings/export?granularity=year&board=traffic`)).status).toBe(400)
    expect((await fetch(`${base()}/api/rankings/export?granularity=month&board=traffic&period=2001-01`)).status).toBe(404)
  })
})

/**
 * SPEC: a published ranking never changes under a reader. An editor's replace publishes a new
 * version of a period; the plain address moves to it, while the links of a page rendered from the
 * old version (column sorts, CSV) stay on that version (features/rankings/snapshotPin.ts).
 */
describe('ranking versions', () => {
  beforeAll(() => void requireEnv('DATABASE_URL', "these tests read and edit the storefront's database"))
  it('keeps a reader on the version they were reading when an editor replaces the period', async () => {
    const { payloadClient, poolOf, computeRankings, parsePeriod } = await import('@aidir/cms')
    const { revalidateToken } = await import('../../cms/src/hooks/revalidateStorefront')
    const payload = await payloadClient()
    const path = `/en/best-ai-tools/monthly/${previousMonth}/region/de`
    const snapshotOf = async (url: string) => (await (await fetch(url)).text()).match(/data-testid="ranking-page"[^>]*data-snapshot="(\d+)"/)?.[1]
    const html = await (await fetch(`${base()}${path}`)).text()
    const old = html.match(/data-snapshot="(\d+)"/)![1]!
    // The page shows this database's current version (not a page cached by an earlier run).
    const current = await poolOf(payload).query(
      `SELECT id FROM ranking_snapshots WHERE granularity = 'month' AND board = 'region' AND scope = 'de' AND period = $1 AND superseded_at IS NULL`,
      [previousMonth],
    )
    expect(String(current.rows[0]?.id)).toBe(old)
    const sortHref = html.match(/href="([^"]*sort=visits[^"]*)"/)![1]!.replaceAll('&amp;', '&')
    expect(sortHref).toContain(`v=${old}`)
    const csvHref = html.match(/href="(\/api\/rankings\/export[^"]*)"/)![1]!.replaceAll('&amp;', '&')
    expect(csvHref).toContain(`snapshot=${old}`)

    const result = await computeRankings(poolOf(payload), parsePeriod('month', previousMonth)!, { replace: true })
    expect(result.superseded).toBeGreaterThan(0)
    const rv = await fetch(`${base()}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateToken(process.env.PAYLOAD_SECRET!)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'rankings' }),
    })
    expect(rv.status).toBe(200)
    // The plain address shows the new version once its cached copy is regenerated…
    await expect.poll(() => snapshotOf(`${base()}${path}`), { timeout: 30_000, interval: 500 }).not.toBe(old)
    // …while the reader's next click stays on the version they were reading, and says it was replaced.
    const pinned = await fetch(`${base()}${sortHref}`)
    expect(pinned.status).toBe(200)
    const pinnedHtml = await pinned.text()
    expect(pinnedHtml).toMatch(new RegExp(`data-snapshot="${old}"`))
    expect(pinnedHtml).toContain('data-testid="ranking-superseded"')
    const csv = await fetch(`${base()}${csvHref}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('cache-control')).toContain('immutable')
    // A pin naming another board is ignored: the address decides what is shown.
    expect(await snapshotOf(`${base()}/en/best-ai-tools/monthly/${previousMonth}/region/jp?v=${old}`)).not.toBe(old)
  }, SLOW)
})

describe('product traffic tab', () => {
  const suite = useBrowser()

  it('draws the visits trend, sources and geography as SVG with text alternatives, in dark mode too', async () => {
    const page = await suite.browser.newPage({ colorScheme: 'dark' })
    page.setDefaultTimeout(NAV_TIMEOUT)
    expect((await page.goto(`${base()}/en/details/chatgpt#traffic`))?.status()).toBe(200)
    const panel = page.locator('[data-testid="traffic-panel"]')
    for (const id of ['traffic-trend-chart', 'traffic-sources-chart', 'traffic-geo-chart']) {
      const chart = panel.locator(`svg[data-testid="${id}"]`)
      expect(await chart.getAttribute('role')).toBe('img')
      expect((await chart.locator('title').first().textContent())?.length).toBeGreaterThan(3)
    }
    expect(await panel.locator('[data-testid="traffic-trend-chart"] circle').count()).toBe(24)
    expect(await panel.locator('[data-testid="traffic-trend-table"] tbody tr').count()).toBe(24)
    expect(await panel.locator('[data-testid="traffic-geo-table"] tbody tr').count()).toBeGreaterThanOrEqual(15)
    expect(await panel.locator('[data-testid="traffic-figures"] dd').count()).toBe(4)
    // ChatGPT's registration date is in no registry record we have: the tab says "No data" rather
    // than making one up; its series is sized on a public estimate, named beside the figures.
    expect(await panel.locator('[data-testid="traffic-domain"] dd[data-no-data]').count()).toBe(2)
    expect(await panel.locator('[data-testid="traffic-domain"]').textContent()).toContain('No data')
    expect(await panel.locator('[data-testid="traffic-anchor"]').textContent()).toContain('Similarweb')
    expect(await panel.locator('[data-testid="traffic-note"]').textContent()).toContain('sandbox')
    expect(await panel.locator('[data-testid="traffic-positions"] a').count()).toBeGreaterThan(0)
    // Dark mode: the line takes the accent colour of the dark theme, not a fixed light one.
    const stroke = await panel.locator('[data-testid="traffic-trend-chart"] path').last().evaluate((el) => getComputedStyle(el).stroke)
    expect(stroke).toBe('rgb(165, 180, 252)')
    // No layout shift from the charts: fixed viewBox, sized by CSS before any script runs.
    const box = await panel.locator('[data-testid="traffic-trend-chart"]').boundingBox()
    expect(box!.height).toBeGreaterThan(100)
    // A domain the registry file knows shows its date, age and source.
    expect((await page.goto(`${base()}/en/details/gemini#traffic`))?.status()).toBe(200)
    const domain = page.locator('[data-testid="traffic-domain"]')
    expect(await domain.textContent()).toMatch(/Sep 15, 1997[\s\S]*\d+ days[\s\S]*WHOIS/)
    expect(await domain.locator('dd[data-no-data]').count()).toBe(0)
    await page.close()
  }, SLOW)
})
