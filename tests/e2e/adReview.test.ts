import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { startBuiltCms } from '../support/storefrontServer'
import { until } from '../support/until'
import { signInToAdmin } from './adminSignIn'
import { signedInContext, useBrowser } from './browser'
import { password } from './users'
import { openHydrated } from './openHydrated'

/**
 * An ad in a position that requires review, in Chromium against the built storefront and admin: the
 * buyer sees on /advertise that the position is reviewed before the ad starts, orders and pays in the
 * sandbox; the order waits in support's review queue with its product, position and contact email;
 * support approves it in the admin and its campaign runs. No worker runs here: the test applies the
 * stored payment event as the worker's job would.
 */
const storefront = () => process.env.STOREFRONT_URL!
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe('an ad in a reviewed position', { timeout: 400_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test pays orders in the database the admin and the storefront use'))
  const suite = useBrowser('ad-review')
  let payload: Payload
  let cms: { url: string; stop: () => Promise<void> }
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    cms = await startBuiltCms(() => ({ SITE_URL: storefront() }))
  })
  afterAll(async () => {
    await cms?.stop()
    const { stopProducer } = await import('@aidir/cms')
    await stopProducer()
  })

  /** 375 and 1440 px, light and dark, a picture of each; `noOverflow` where the page is ours. */
  async function shoot(page: Page, name: string, noOverflow = true) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        if (noOverflow) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          expect(overflow, `${name}: horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
        }
        await page.screenshot({ path: path.join(suite.shots, `${name}-${width}-${scheme}.png`), fullPage: true })
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1440, height: 1000 })
  }

  it('the page says it is reviewed; paid, it waits for support, who approves it in the admin, and it runs', async () => {
    const key = `e2e-reviewed-${stamp}`
    const name = `E2E Reviewed Card ${stamp}`
    const position = await payload.create({
      collection: 'ad-positions',
      data: { key, placement: 'model_home', name, description: 'A card on the AI models home page, reviewed before it starts.', capacity: 1, durationDays: 30, enabled: true, requiresReview: true, prices: [{ amount: 19_900, currency: 'USD' }, { amount: 139_900, currency: 'CNY' }] } as never,
      overrideAccess: true,
    })
    const product = (await payload.find({ collection: 'products', where: { status: { equals: 'published' } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!

    const email = `reviewed-ad-${stamp}@example.com`
    await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const context = await signedInContext(suite.browser, storefront(), token)
    const page = await openHydrated(context, `${storefront()}/advertise?position=${key}`, '[data-testid="advertise-submit"]')
    expect(await page.getByTestId(`ad-position-${key}`).getByTestId('ad-reviewed').textContent()).toBe('Reviewed before the ad starts')
    await expect.poll(async () => (await page.getByTestId('ad-quote').textContent()) ?? '').toContain('reviewed by our team before they start')
    await page.getByTestId('ad-tool').fill(String(product.name).slice(0, 12))
    await page.getByTestId('ad-tool-suggestions').getByRole('option', { name: String(product.name) }).first().click()
    await page.getByTestId('ad-email').fill('reviewed-ads@example.com')
    await shoot(page, 'advertise')
    await page.getByTestId('advertise-submit').click()
    await page.waitForURL(/\/pay\/\d+/, { timeout: 30_000 })
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1))

    const { poolOf } = await import('@aidir/cms')
    const { applyPaymentEvent, receivePaymentWebhook, sandboxProviderOf } = await import('@aidir/cms/orders')
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    const sandboxToken = new URL(order.attempts!.at(-1)!.redirectUrl!).pathname.split('/checkout/sandbox/')[1]!
    const delivery = await sandboxProviderOf(payload)!.sandboxOutcome(sandboxToken, 'pay')
    expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
    const { rows } = await poolOf(payload).query('SELECT id FROM payment_webhook_events WHERE order_ref = $1', [order.orderRef])
    for (const row of rows) expect(await applyPaymentEvent(payload, row.id)).toBe('paid, in review')
    expect((await payload.find({ collection: 'ad-campaigns', where: { order: { equals: orderId } }, overrideAccess: true })).docs).toEqual([])
    // Back from the checkout, the payer reads that the ad is reviewed before it starts.
    await page.goto(`${storefront()}/pay/${orderId}?payment=success`)
    await expect.poll(async () => (await page.getByTestId('payment-success').textContent()) ?? '', { timeout: 30_000 }).toContain('Our team reviews your ad within 1–2 working days')
    // The same page in Chinese, looked at in both widths and schemes.
    await page.goto(`${storefront()}/zh/pay/${orderId}?payment=success`)
    await expect.poll(async () => (await page.getByTestId('payment-success').textContent()) ?? '', { timeout: 30_000 }).toContain('我们的团队将在 1–2 个工作日内审核您的广告')
    await shoot(page, 'pay-in-review-zh')
    await context.close()

    // Support, in the built admin.
    const admin = await signInToAdmin(suite.browser, payload, cms.url, { role: 'support' })
    await admin.goto(`${cms.url}/admin/review`)
    const queue = admin.getByTestId('review-queue')
    await expect.poll(async () => (await queue.locator(`tr[data-order="${orderId}"]`).textContent()) ?? '', { timeout: 30_000 }).toContain(String(product.name))
    expect(await queue.locator(`tr[data-order="${orderId}"]`).getByTestId('review-kind-ad').count()).toBe(1)
    await shoot(admin, 'queue', false)
    await queue.locator(`tr[data-order="${orderId}"]`).getByRole('link').first().click()
    await admin.waitForURL(`**/admin/review/${orderId}`)
    await expect.poll(async () => (await admin.getByTestId('ad-review-position').textContent()) ?? '', { timeout: 30_000 }).toContain(name)
    expect(await admin.getByTestId('ad-review-contact').textContent()).toBe('reviewed-ads@example.com')
    expect(await admin.getByTestId('ad-review-position').textContent()).toContain('0 of 1 running, 0 queued')
    await shoot(admin, 'review', false)
    await admin.locator('#update-approve').click()
    await until('the ad to be approved and running', async () => {
      const campaigns = await payload.find({ collection: 'ad-campaigns', where: { order: { equals: orderId } }, depth: 0, overrideAccess: true })
      return campaigns.docs[0]?.status === 'running'
    }, { timeoutMs: 30_000 })
    expect((await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })).status).toBe('paid')
    await expect.poll(async () => (await admin.getByTestId('review-decision').textContent()) ?? '', { timeout: 30_000 }).toContain('Approved')
    await admin.screenshot({ path: path.join(suite.shots, 'review-decided-1440-light.png'), fullPage: true })
    await admin.context().close()
    expect(position.id).toBeGreaterThan(0)
  })
})
