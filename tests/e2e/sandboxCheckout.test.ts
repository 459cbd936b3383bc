import path from 'node:path'
import type { BrowserContext } from 'playwright-core'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { until } from '../support/until'
import { useBrowser } from './browser'
import { openHydrated } from './openHydrated'

/**
 * The sandbox checkout page in Chromium: what is paid for and the amount, labelled as no real
 * payment, in every route variant; Pay goes through the sandbox webhook path like a real provider,
 * the payer is sent to the success address, and the order is fulfilled (paid, then in review).
 */
const base = () => process.env.STOREFRONT_URL!

describe('the sandbox checkout page', { timeout: 180_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test places an order in the database the storefront uses'))
  const suite = useBrowser('sandbox-checkout')
  let context: BrowserContext
  let payload: Payload
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    context = await suite.browser.newContext()
  })

  async function pendingOrder() {
    const { createSubmissionOrder } = await import('@aidir/cms/orders')
    const stamp = Date.now().toString(36)
    const user = await payload.create({ collection: 'users', data: { email: `checkout-${stamp}@example.com`, password: 'correct horse battery staple', role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const pkg = await payload.create({ collection: 'service-packages', data: { key: `e2e-pkg-${stamp}`, kind: 'submission', name: 'Standard listing', prices: [{ amount: 4_900, currency: 'USD' }], enabled: true } as never, overrideAccess: true })
    const order = await createSubmissionOrder(payload, user as never, { packageId: pkg.id, productName: 'Checkout Test App', officialUrl: `https://${stamp}.checkout-test.example`, contactEmail: 'owner@example.com' })
    const redirect = new URL(order.attempts!.at(-1)!.redirectUrl!)
    return { order, token: redirect.pathname.split('/checkout/sandbox/')[1]! }
  }

  it('shows the item, the amount and the sandbox label in every route variant, at 375 and 1440 px', async () => {
    const { token } = await pendingOrder()
    const variants = [
      { prefix: '', label: 'Sandbox — no real payment' },
      { prefix: '/en', label: 'Sandbox — no real payment' },
      { prefix: '/zh', label: '沙盒 — 不会真实扣款' },
      { prefix: '/tw', label: '沙盒 — 不會真實扣款' },
      { prefix: '/ja', label: 'サンドボックス — 実際の支払いは発生しません' },
    ]
    for (const { prefix, label } of variants) {
      const response = await fetch(`${base()}${prefix}/checkout/sandbox/${token}`)
      expect(response.status, prefix).toBe(200)
      const html = await response.text()
      expect(html, prefix).toContain(label)
      expect(html, prefix).toContain('Checkout Test App')
      expect(html, prefix).toContain('noindex')
    }
    for (const width of [375, 1440]) {
      const page = await openHydrated(context, `${base()}/en/checkout/sandbox/${token}`, '[data-testid="sandbox-pay"]')
      await page.setViewportSize({ width, height: 900 })
      expect(await page.getByTestId('sandbox-amount').textContent()).toBe('$49.00')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: path.join(suite.shots, `sandbox-checkout-${width}.png`), fullPage: true })
      await page.close()
    }
    expect((await fetch(`${base()}/en/checkout/sandbox/not-a-token-at-all`)).status).toBe(200)
  })

  it('Pay delivers through the webhook path, returns the payer to the success address and fulfils the order once', async () => {
    const { applyPaymentEvent } = await import('@aidir/cms/orders')
    const { poolOf } = await import('@aidir/cms')
    const { order, token } = await pendingOrder()
    const page = await openHydrated(context, `${base()}/en/checkout/sandbox/${token}`, '[data-testid="sandbox-pay"]')
    // The return address is the submission page on the site's public address: the request for it is the signal.
    const returned = page.waitForRequest(/payment=success/)
    await page.getByTestId('sandbox-pay').click()
    expect((await returned).url()).toContain(`order=${order.id}`)
    const row = await until('the sandbox payment stored as a webhook event', async () => {
      const { rows } = await poolOf(payload).query('SELECT id FROM payment_webhook_events WHERE order_ref = $1', [order.orderRef])
      return rows[0] as { id: number } | undefined
    })
    // No worker runs beside the e2e storefront: apply the queued fulfilment as the worker would.
    await applyPaymentEvent(payload, row.id)
    const fulfilled = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(fulfilled.status).toBe('in_review')
    expect(await applyPaymentEvent(payload, row.id)).toBe('already applied')
    await page.close()
  })
})
