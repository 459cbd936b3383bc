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
import { deliverRevalidation } from './deliverRevalidation'
import { waitForHydration } from './openHydrated'
import { closePointsNoticeWhenShown, takePointsNotices } from './pointsNotice'

/**
 * Support's review in the CMS admin, in Chromium against the built admin and storefront: a paid
 * submission waits in the queue; support signs in, opens it, approves it, and the product is on
 * the site; another is rejected with a reason and its payment refunded. And the whole journey: a
 * product owner submits and pays on the site, support approves, the product is listed.
 */
const storefront = () => process.env.STOREFRONT_URL!
// The storefront's public origin (SITE_URL) is localhost: the sandbox returns the payer there, with the session cookie.
const site = () => storefront().replace('127.0.0.1', 'localhost')

describe('the review queue in the admin', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test pays orders in the database the admin and the storefront use'))
  const suite = useBrowser('review-queue')
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

  /** A submission paid in the sandbox and fulfilled, as the worker leaves it: in review. */
  async function paidSubmission(name: string) {
    const { createSubmissionOrder, receivePaymentWebhook, applyPaymentEvent, sandboxProviderOf } = await import('@aidir/cms/orders')
    const { poolOf } = await import('@aidir/cms')
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const owner = await payload.create({ collection: 'users', data: { email: `owner-${stamp}@example.com`, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const pkg = await payload.create({ collection: 'service-packages', data: { key: `e2e-review-${stamp}`, kind: 'submission', name: 'Standard listing', prices: [{ amount: 4_900, currency: 'USD' }], enabled: true } as never, overrideAccess: true })
    const category = (await payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
    const order = await createSubmissionOrder(payload, owner as never, { packageId: pkg.id, productName: name, officialUrl: `https://${stamp}.review-test.example`, contactEmail: 'owner@example.com', shortDescription: 'Writes release notes from commits.', category })
    const token = new URL(order.attempts!.at(-1)!.redirectUrl!).pathname.split('/checkout/sandbox/')[1]!
    const delivery = await sandboxProviderOf(payload)!.sandboxOutcome(token, 'pay')
    expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
    // No worker runs in the end-to-end tests: apply the stored event as orders.fulfil would.
    const { rows } = await poolOf(payload).query('SELECT id FROM payment_webhook_events WHERE order_ref = $1', [order.orderRef])
    for (const row of rows) await applyPaymentEvent(payload, row.id)
    return order.id
  }

  const statusOf = async (id: number) => (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })).status

  /** A new browser context (no session yet) signed into the admin as a new support user. */
  const signInAsSupport = (viewport: { width: number; height: number }): Promise<Page> => signInToAdmin(suite.browser, payload, cms.url, { role: 'support', viewport })

  /** Applies the stored payment events of an order as the worker's fulfilment job would. */
  async function fulfil(orderRef: string) {
    const { applyPaymentEvent } = await import('@aidir/cms/orders')
    const { poolOf } = await import('@aidir/cms')
    const rows = await until('the payment stored as a webhook event', async () => {
      const { rows } = await poolOf(payload).query<{ id: number; kind: string }>('SELECT id, kind FROM payment_webhook_events WHERE order_ref = $1 AND applied_at IS NULL ORDER BY id', [orderRef])
      return rows.some((r) => r.kind === 'paid') && rows
    })
    for (const row of rows) await applyPaymentEvent(payload, row.id)
  }

  it('the whole journey: an owner submits and pays on the site, support approves in the admin, the product is listed and theirs', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const name = `Journey App ${stamp}`
    const url = `https://${stamp}.journey-test.example/`
    const pkg = await payload.create({ collection: 'service-packages', data: { key: `e2e-journey-${stamp}`, kind: 'submission', name: 'Journey listing', prices: [{ amount: 4_900, currency: 'USD' }], enabled: true, order: -2 } as never, overrideAccess: true })
    await deliverRevalidation(payload, [storefront()], 'service-packages')
    const email = `journey-${stamp}@example.com`
    const owner = await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const context = await signedInContext(suite.browser, site(), token, { viewport: { width: 1280, height: 900 } })
    await takePointsNotices(context, site())
    const page = await context.newPage()
    await closePointsNoticeWhenShown(page)
    page.setDefaultTimeout(30_000)

    // The owner: package, details, the sandbox checkout, paid.
    await page.goto(`${site()}/en/submission`, { waitUntil: 'domcontentloaded' })
    await waitForHydration(page, `[data-testid="package-${pkg.id}"]`)
    await page.getByTestId(`package-${pkg.id}`).click()
    await page.getByTestId('to-details').click()
    await page.fill('input[name="productName"]', name)
    await page.fill('input[name="officialUrl"]', url)
    await page.fill('input[name="contactEmail"]', email)
    await page.selectOption('select[name="category"]', { index: 1 })
    await page.fill('textarea[name="shortDescription"]', 'Turns meeting notes into tasks.')
    await page.getByTestId('place-order').click()
    await page.waitForURL(/\/checkout\/sandbox\//)
    await waitForHydration(page, '[data-testid="sandbox-pay"]')
    await page.getByTestId('sandbox-pay').click()
    await page.waitForURL(/payment=success/)
    await page.getByTestId('payment-success').waitFor()
    const orderId = Number(new URL(page.url()).searchParams.get('order'))
    const placed = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    expect(placed.owner).toBe(owner.id)
    await fulfil(placed.orderRef as string)
    await page.locator('[data-testid="order-status"][data-status="in_review"]').waitFor()

    // Support: the queue, the submission, approve.
    const admin = await signInAsSupport({ width: 1440, height: 1000 })
    await admin.goto(`${cms.url}/admin/review`)
    const queue = admin.getByTestId('review-queue')
    await expect.poll(async () => (await queue.textContent()) ?? '', { timeout: 30_000 }).toContain(name)
    await queue.locator('tr', { hasText: name }).getByRole('link').first().click()
    await admin.waitForURL(`**/admin/review/${orderId}`)
    await expect.poll(() => admin.getByTestId('review-approve-form').locator('input[name="productName"]').inputValue(), { timeout: 30_000 }).toBe(name)
    await admin.locator('#review-approve').click()
    await until('the order to be approved', async () => (await statusOf(orderId)) === 'approved', { timeoutMs: 30_000 })

    // Listed: the owner's product page on the site, and the approved order in their history.
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    const product = (await payload.findByID({ collection: 'products', id: order.product as number, depth: 0, overrideAccess: true })) as unknown as { key: string; url: string; owner: number }
    expect(product.url).toBe(url)
    expect(product.owner).toBe(owner.id)
    await page.goto(`${site()}/en/details/${product.key}`, { waitUntil: 'domcontentloaded' })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(name)
    await page.screenshot({ path: path.join(suite.shots, 'journey-listed-1280.png') })
    await Promise.all([context.close(), admin.context().close()])
  })

  it('support approves a paid submission in the queue and the product is on the site', async () => {
    const name = `Review Approve ${Date.now().toString(36)}`
    const orderId = await paidSubmission(name)
    const page = await signInAsSupport({ width: 1440, height: 1000 })

    await page.goto(`${cms.url}/admin/review`)
    const queue = page.getByTestId('review-queue')
    await expect.poll(async () => (await queue.textContent()) ?? '', { timeout: 30_000 }).toContain(name)
    await page.screenshot({ path: path.join(suite.shots, 'queue-1440.png'), fullPage: true })
    await queue.locator('tr', { hasText: name }).getByRole('link').first().click()
    await page.waitForURL(`**/admin/review/${orderId}`)
    const form = page.getByTestId('review-approve-form')
    await expect.poll(() => form.locator('input[name="productName"]').inputValue(), { timeout: 30_000 }).toBe(name)
    // Support corrects the name before listing it.
    const listedName = `${name} Pro`
    await form.locator('input[name="productName"]').fill(listedName)
    await page.screenshot({ path: path.join(suite.shots, 'review-1440.png'), fullPage: true })
    await page.locator('#review-approve').click()
    await until('the order to be approved', async () => (await statusOf(orderId)) === 'approved', { timeoutMs: 30_000 })

    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    const product = (await payload.findByID({ collection: 'products', id: order.product as number, depth: 0, overrideAccess: true })) as unknown as { key: string; name: string; status: string; owner: number | { id: number } }
    expect(product).toMatchObject({ name: listedName, status: 'published', _status: 'published' })
    expect(typeof product.owner === 'object' ? product.owner.id : product.owner).toBe(typeof order.owner === 'object' ? order.owner.id : order.owner)
    const detail = await fetch(`${storefront()}/en/details/${product.key}`)
    expect(detail.status).toBe(200)
    expect(await detail.text()).toContain(listedName)
    await page.context().close()
  })

  it('support rejects a paid submission with a reason and the payment is refunded', async () => {
    const name = `Review Reject ${Date.now().toString(36)}`
    const orderId = await paidSubmission(name)
    const page = await signInAsSupport({ width: 375, height: 900 })
    await page.goto(`${cms.url}/admin/review/${orderId}`)
    const form = page.getByTestId('review-reject-form')
    await form.locator('textarea[name="reason"]').fill('Not an AI product: the site is a plain blog.')
    await page.screenshot({ path: path.join(suite.shots, 'review-375.png'), fullPage: true })
    await page.locator('#review-reject').click()
    await until('the order to be refunded', async () => (await statusOf(orderId)) === 'refunded', { timeoutMs: 30_000 })
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    expect(order.rejectionReason).toBe('Not an AI product: the site is a plain blog.')
    expect(order.refund).toMatchObject({ status: 'succeeded' })
    await page.context().close()
  })
})
