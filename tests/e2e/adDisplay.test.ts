import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { until } from '../support/until'
import { useBrowser } from './browser'
import { openHydrated } from './openHydrated'

/**
 * Ads on the site end to end in Chromium: a running campaign (written as the ads domain leaves a paid
 * one) shows on the home page marked sponsored in the page's language, its impression is counted
 * once it is in view, a click goes through the counting redirect to the product's page, and the
 * owner sees the figures in the user centre's My ads. Screenshots at 375 and 1440 px, light and dark.
 */
const port = () => new URL(process.env.STOREFRONT_URL!).port
// The session cookie is set for localhost: the pages are opened there.
const base = () => `http://localhost:${port()}`
const password = 'correct horse battery staple'
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

describe('ads shown, counted and reported to their owner', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test writes campaigns into the database the storefront uses'))
  const suite = useBrowser('ad-display')
  let payload: Payload
  let token: string
  const campaigns: Record<'home' | 'library', { id: number; productKey: string; productName: string }> = {} as never

  /** What the worker does for the `storefront.revalidate` job a campaign change queues. */
  async function revalidateAds(): Promise<void> {
    const { revalidateToken } = await import('../../cms/src/hooks/revalidateStorefront')
    const response = await fetch(`${process.env.STOREFRONT_URL}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateToken(process.env.PAYLOAD_SECRET!)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'ad-campaigns', tags: ['ad-campaigns'] }),
    })
    expect(response.status).toBe(200)
  }

  const countsOf = async (id: number) => {
    const { rows } = await (payload.db as any).pool.query('SELECT coalesce(sum(impressions), 0)::int AS impressions, coalesce(sum(clicks), 0)::int AS clicks FROM ad_stats_hourly WHERE campaign_id = $1', [id])
    return rows[0] as { impressions: number; clicks: number }
  }

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    const { createSubmissionOrder } = await import('@aidir/cms/orders')
    payload = await payloadClient()
    const stamp = Date.now().toString(36)
    const email = `ads-${stamp}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const pkg = await payload.create({ collection: 'service-packages', data: { key: `e2e-ads-${stamp}`, kind: 'submission', name: 'Standard listing', prices: [{ amount: 4_900, currency: 'USD' }], enabled: true } as never, overrideAccess: true })
    const { docs: products } = await payload.find({ collection: 'products', locale: 'en', where: { _status: { equals: 'published' } }, sort: 'id', limit: 2, depth: 0, overrideAccess: true })
    const placements = { home: 'home_recommended', library: 'product_library_home' } as const
    for (const [i, [name, placement]] of Object.entries(placements).entries()) {
      const { docs } = await payload.find({ collection: 'ad-positions', where: { placement: { equals: placement } }, limit: 1, depth: 0, overrideAccess: true })
      const order = await createSubmissionOrder(payload, user as never, { packageId: pkg.id, productName: `Ad ${name}`, officialUrl: `https://${stamp}-${name}.ads-test.example`, contactEmail: email })
      const product = products[i]!
      // A paid ad as the ads domain leaves it: running since a minute ago for 30 days (a system write).
      const c = await payload.create({
        collection: 'ad-campaigns',
        data: { order: order.id, owner: user.id, product: product.id, position: docs[0]!.id, status: 'running', durationDays: 30, queuedAt: new Date().toISOString(), startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString() } as never,
        overrideAccess: true,
      })
      campaigns[name as 'home' | 'library'] = { id: c.id as number, productKey: product.key as string, productName: product.name as string }
    }
    await revalidateAds()
  })
  afterAll(async () => {
    if (payload) {
      // Other tests of the home page expect its positions free: these ads end here.
      for (const c of Object.values(campaigns)) await payload.update({ collection: 'ad-campaigns', id: c.id, data: { status: 'ended', endedAt: new Date().toISOString() } as never, overrideAccess: true })
      await revalidateAds().catch(() => undefined)
      await (await import('@aidir/cms')).stopProducer()
    }
  })

  const contextOf = async (width: number, colorScheme: 'light' | 'dark' = 'light', signedIn = false): Promise<BrowserContext> => {
    // Headless Chromium names itself HeadlessChrome, which the counters rightly take for a robot: browse as a desktop Chrome.
    const context = await suite.browser.newContext({ viewport: { width, height: 900 }, colorScheme, userAgent: DESKTOP_CHROME })
    if (signedIn) await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }])
    return context
  }
  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

  it('shows the running ad on the home page marked sponsored, counts its impression and its click, and lands on the product', async () => {
    const { id, productKey, productName } = campaigns.home
    const context = await contextOf(1440)
    const page = await context.newPage()
    const impression = page.waitForResponse((r) => r.url().endsWith('/api/ads/impressions') && r.request().method() === 'POST')
    await page.goto(`${base()}/en`)
    const ad = page.locator(`[data-testid="featured-list"] [data-ad-campaign="${id}"]`)
    await ad.waitFor()
    expect(await ad.locator('[data-testid="sponsored-label"]').textContent()).toBe('Sponsored')
    expect(await ad.locator('h3').textContent()).toBe(productName)
    const link = ad.locator('a[rel="sponsored"]')
    expect(await link.getAttribute('href')).toBe(`/go/ad/${id}`)
    // The product is not shown a second time in the same grid.
    expect(await page.locator(`[data-testid="featured-list"] [data-product="${productKey}"]`).count()).toBe(1)
    expect((await impression).status()).toBe(200)
    await until('the impression stored', async () => (await countsOf(id)).impressions === 1)
    await page.screenshot({ path: path.join(suite.shots, 'home-1440.png') })
    await Promise.all([page.waitForURL(`**/details/${productKey}`), link.click()])
    expect(new URL(page.url()).pathname).toBe(`/details/${productKey}`)
    expect(await countsOf(id)).toEqual({ impressions: 1, clicks: 1 })
    // Once per visitor and hour: the same visitor clicking again adds nothing.
    await page.goto(`${base()}/go/ad/${id}`)
    expect(new URL(page.url()).pathname).toBe(`/details/${productKey}`)
    expect((await countsOf(id)).clicks).toBe(1)
    await context.close()
  })

  it('speaks the page language and fits phones and dark mode', async () => {
    const labels = { zh: '赞助', tw: '贊助', ja: 'スポンサー' }
    for (const [prefix, label] of Object.entries(labels)) {
      const context = await contextOf(1440)
      const page = await context.newPage()
      await page.goto(`${base()}/${prefix}`)
      const ad = page.locator(`[data-ad-campaign="${campaigns.home.id}"]`)
      expect(await ad.locator('[data-testid="sponsored-label"]').textContent(), prefix).toBe(label)
      expect(await ad.locator('a[rel="sponsored"]').getAttribute('href'), prefix).toBe(`/${prefix}/go/ad/${campaigns.home.id}`)
      await context.close()
    }
    for (const [width, scheme] of [[375, 'light'], [375, 'dark'], [1440, 'dark']] as const) {
      const context = await contextOf(width, scheme)
      const page = await context.newPage()
      await page.goto(`${base()}/en`)
      const ad = page.locator(`[data-ad-campaign="${campaigns.home.id}"]`)
      await ad.scrollIntoViewIfNeeded()
      expect(await sideways(page), `home at ${width}px ${scheme}`).toBeLessThanOrEqual(0)
      await page.locator('[data-section="featured"]').screenshot({ path: path.join(suite.shots, `home-featured-${width}-${scheme}.png`) })
      await page.goto(`${base()}/en/tools`)
      const library = page.locator(`[data-ad-placement="product_library_home"] [data-ad-campaign="${campaigns.library.id}"]`)
      await library.waitFor()
      expect(await library.locator('[data-testid="sponsored-label"]').textContent()).toBe('Sponsored')
      expect(await sideways(page), `tools at ${width}px ${scheme}`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: path.join(suite.shots, `tools-${width}-${scheme}.png`) })
      await context.close()
    }
  })

  it('shows the owner the impressions, clicks and remaining days in My ads', async () => {
    for (const width of [375, 1440]) {
      const context = await contextOf(width, 'light', true)
      const page = await openHydrated(context, `${base()}/en/user?tab=ads`, '[data-testid="centre-profile"]')
      const row = page.getByTestId(`my-ad-${campaigns.home.id}`)
      await row.waitFor()
      expect(await row.getByTestId('clicks').textContent()).toBe('1')
      expect(Number(await row.getByTestId('impressions').textContent())).toBeGreaterThanOrEqual(1)
      expect(await row.getByTestId('remaining-days').textContent()).toBe('30 days')
      expect(await row.textContent()).toContain(campaigns.home.productName)
      expect(await row.textContent()).toContain('Running')
      expect(await page.getByTestId(`my-ad-${campaigns.library.id}`).count()).toBe(1)
      expect(await sideways(page), `My ads at ${width}px`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: path.join(suite.shots, `my-ads-${width}.png`), fullPage: true })
      await context.close()
    }
  })
})
