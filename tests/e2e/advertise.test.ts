import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { useBrowser } from './browser'
import { deliverRevalidation } from './deliverRevalidation'
import { openHydrated } from './openHydrated'

/**
 * /advertise in Chromium against the built storefront: a signed-in buyer finds a catalogue tool by
 * typing, picks a free position (preselected by ?position=), sees the SPEC §5 messages first, places
 * the order and is sent to the payment page; paid in the sandbox, its campaign runs and the home page
 * shows it marked sponsored. A full position shows the queue place and the expected start before
 * paying. No worker runs here: the test applies the stored payment event and delivers the page
 * revalidations as the worker's jobs would.
 */
const storefront = () => process.env.STOREFRONT_URL!
const password = 'correct horse battery staple'
const stamp = Date.now().toString(36)

describe('the advertise page', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test places ad orders in the database the storefront uses'))
  const suite = useBrowser('advertise')
  let payload: Payload
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
  })
  /** What the test sold on the home page goes when it ends: other tests of the home expect its positions as seeded. */
  const soldOnHome: { campaigns: number[]; positions: number[] } = { campaigns: [], positions: [] }
  afterAll(async () => {
    if (payload && (soldOnHome.campaigns.length > 0 || soldOnHome.positions.length > 0)) {
      for (const id of soldOnHome.campaigns) await payload.update({ collection: 'ad-campaigns', id, data: { status: 'ended', endedAt: new Date().toISOString() } as never, overrideAccess: true })
      for (const id of soldOnHome.positions) await payload.update({ collection: 'ad-positions', id, data: { enabled: false } as never, overrideAccess: true })
      for (const collection of ['ad-campaigns', 'ad-positions']) await deliverRevalidation(payload, [storefront()], collection).catch(() => undefined)
    }
    const { stopProducer } = await import('@aidir/cms')
    await stopProducer()
  })

  const position = (key: string, capacity: number, name: string, placement = 'model_home') =>
    payload.create({
      collection: 'ad-positions',
      data: { key, placement, name, description: 'A card on the AI models home page.', capacity, durationDays: 30, enabled: true, prices: [{ amount: 29_900, currency: 'USD' }, { amount: 199_900, currency: 'CNY' }] } as never,
      overrideAccess: true,
    })

  async function signedInPage(url: string, ready: string): Promise<Page> {
    const email = `advertiser-${stamp}-${Math.random().toString(36).slice(2, 6)}@example.com`
    await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const context = await suite.browser.newContext()
    await context.addCookies([{ name: 'token', value: token, url: storefront() }])
    return openHydrated(context, url, ready)
  }

  /** 375 and 1440 px, light and dark: no sideways overflow, and a picture to look at. */
  async function shoot(page: Page, name: string) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${name}: horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: path.join(suite.shots, `${name}-${width}-${scheme}.png`), fullPage: true })
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  it('buys an ad in a free position through the sandbox, its campaign runs and the home page shows it marked sponsored', async () => {
    const key = `e2e-free-${stamp}`
    soldOnHome.positions.push((await position(key, 3, `E2E Home Card ${stamp}`, 'home_recommended')).id as number)
    const product = (await payload.find({ collection: 'products', where: { status: { equals: 'published' } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const page = await signedInPage(`${storefront()}/advertise?position=${key}`, '[data-testid="advertise-submit"]')
    await expect.poll(() => page.getByTestId(`ad-position-${key}`).getAttribute('data-chosen')).toBe('')
    await expect.poll(async () => (await page.getByTestId('ad-quote').textContent()) ?? '').toContain('has a free slot')

    // Nothing filled in: the SPEC §5 messages beside their fields, no order.
    await page.getByTestId('advertise-submit').click()
    await expect.poll(async () => (await page.getByTestId('advertise-form').textContent()) ?? '').toContain('If the tool cannot be found, please submit it first')
    await expect.poll(async () => (await page.getByTestId('advertise-form').textContent()) ?? '').toContain('Please enter a valid email address')
    await shoot(page, 'messages')

    await page.getByTestId('ad-tool').fill(String(product.name).slice(0, 12))
    const suggestion = page.getByTestId('ad-tool-suggestions').getByRole('option', { name: String(product.name) }).first()
    await suggestion.click()
    await page.getByTestId('ad-email').fill('ads@example.com')
    await shoot(page, 'filled')
    await page.getByTestId('advertise-submit').click()
    await page.waitForURL(/\/pay\/\d+/, { timeout: 30_000 })
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1))

    const { poolOf } = await import('@aidir/cms')
    const { applyPaymentEvent, receivePaymentWebhook, sandboxProviderOf } = await import('@aidir/cms/orders')
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    expect(order).toMatchObject({ kind: 'ad', status: 'pending', price: { amount: 29_900, currency: 'USD' }, ad: { product: product.id, contactEmail: 'ads@example.com' } })
    const sandboxToken = new URL(order.attempts!.at(-1)!.redirectUrl!).pathname.split('/checkout/sandbox/')[1]!
    const delivery = await sandboxProviderOf(payload)!.sandboxOutcome(sandboxToken, 'pay')
    expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
    const { rows } = await poolOf(payload).query('SELECT id FROM payment_webhook_events WHERE order_ref = $1', [order.orderRef])
    for (const row of rows) expect(await applyPaymentEvent(payload, row.id)).toBe('paid, running')
    const campaigns = await payload.find({ collection: 'ad-campaigns', where: { order: { equals: orderId } }, depth: 0, overrideAccess: true })
    expect(campaigns.docs).toHaveLength(1)
    expect(campaigns.docs[0]).toMatchObject({ status: 'running', product: product.id })
    const campaignId = campaigns.docs[0]!.id as number
    soldOnHome.campaigns.push(campaignId)

    // On the home page, among the recommended tools, marked sponsored in the page's language.
    for (const collection of ['ad-positions', 'ad-campaigns']) await deliverRevalidation(payload, [storefront()], collection)
    const home = await page.context().newPage()
    await home.goto(`${storefront()}/en`)
    const ad = home.locator(`[data-testid="featured-list"] [data-ad-campaign="${campaignId}"]`)
    await ad.waitFor()
    expect(await ad.locator('[data-testid="sponsored-label"]').textContent()).toBe('Sponsored')
    expect(await ad.locator('h3').textContent()).toBe(product.name)
    expect(await ad.locator('a[rel="sponsored"]').getAttribute('href')).toBe(`/go/ad/${campaignId}`)
    await home.goto(`${storefront()}/zh`)
    expect(await home.locator(`[data-ad-campaign="${campaignId}"] [data-testid="sponsored-label"]`).textContent()).toBe('赞助')
  })

  it('a full position shows the queue place and the expected start before paying', async () => {
    const key = `e2e-full-${stamp}`
    const full = await position(key, 1, `E2E Full Card ${stamp}`)
    const { createAdOrder } = await import('@aidir/cms/ads')
    const { applyPaymentEvent, receivePaymentWebhook, sandboxProviderOf } = await import('@aidir/cms/orders')
    const { poolOf } = await import('@aidir/cms')
    const owner = await payload.create({ collection: 'users', data: { email: `holder-${stamp}@example.com`, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const product = (await payload.find({ collection: 'products', where: { status: { equals: 'published' } }, sort: '-id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const held = await createAdOrder(payload, owner as never, { productKey: product.key, contactEmail: 'holder@example.com', positionKey: key })
    const sandboxToken = new URL(held.attempts!.at(-1)!.redirectUrl!).pathname.split('/checkout/sandbox/')[1]!
    const delivery = await sandboxProviderOf(payload)!.sandboxOutcome(sandboxToken, 'pay')
    await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)
    const { rows } = await poolOf(payload).query('SELECT id FROM payment_webhook_events WHERE order_ref = $1', [held.orderRef])
    for (const row of rows) await applyPaymentEvent(payload, row.id)
    const running = await payload.find({ collection: 'ad-campaigns', where: { position: { equals: full.id } }, depth: 0, overrideAccess: true })
    const endsAt = new Date(running.docs[0]!.endsAt!)
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(endsAt)

    const page = await signedInPage(`${storefront()}/advertise?position=${key}`, '[data-testid="advertise-submit"]')
    const quote = page.getByTestId('ad-quote')
    await expect.poll(async () => (await quote.textContent()) ?? '').toContain(`you would be number 1 in the queue, expected to start on ${expected}`)
    await shoot(page, 'full-position')
  })
})
