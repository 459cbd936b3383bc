import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { until } from '../support/until'
import { launchBrowser } from './browser'
import { startStorefront } from './editionServer'
import { waitForHydration } from './openHydrated'
import { deliverRevalidation } from './deliverRevalidation'
import { closePointsNoticeWhenShown, takePointsNotices } from './pointsNotice'

/**
 * /submission in Chromium, in both editions, each served by its own `next start` whose public
 * address is its own (so the sandbox returns the payer to it): the SPEC §5 messages, a catalogued
 * URL's link, placing an order, paying or failing on the sandbox page, the success and 'Payment
 * failed' screens, another user's order, the signed-out prompt, and in the China edition the QR
 * with its countdown, expiry by the browser's clock, a refresh (a new attempt) and then paying.
 * No worker runs here: the test applies the stored payment event as the worker's job would.
 */
const shots = path.join(process.cwd(), 'test-results', 'submission')
const password = 'correct horse battery staple'
const stamp = Date.now().toString(36)

describe('the submission page', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test places orders in the database the storefront uses'))
  let browser: Browser
  let payload: Payload
  let intl: { url: string; stop: () => Promise<void> }
  let cn: { url: string; stop: () => Promise<void> }
  let packageId: number
  let users = 0

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    ;[browser, intl, cn] = await Promise.all([launchBrowser(), startStorefront({ EDITION: 'intl', DEFAULT_LANGUAGE: 'en' }), startStorefront({ EDITION: 'cn', DEFAULT_LANGUAGE: 'zh' })])
    const pkg = await payload.create({
      collection: 'service-packages',
      data: { key: `e2e-submission-${stamp}`, kind: 'submission', name: 'E2E Listing', benefits: [{ text: 'Reviewed by hand' }], prices: [{ amount: 4_900, currency: 'USD' }, { amount: 29_900, currency: 'CNY' }], enabled: true, highlighted: true, order: -1 } as never,
      overrideAccess: true,
    })
    packageId = pkg.id as number
    await deliverRevalidation(payload, [intl.url, cn.url], 'service-packages')
    mkdirSync(shots, { recursive: true })
  })
  afterAll(async () => {
    await browser?.close()
    await Promise.all([intl?.stop(), cn?.stop()])
  })

  /** A new customer and a browser context signed in as them (the session token in the `token` cookie). */
  async function signedIn(site: { url: string }) {
    const email = `submission-${stamp}-${++users}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const context = await browser.newContext()
    await context.addCookies([{ name: 'token', value: token, url: site.url }])
    return { user, context }
  }

  async function open(context: BrowserContext, url: string, ready: string): Promise<Page> {
    await takePointsNotices(context, url)
    const page = await context.newPage()
    await closePointsNoticeWhenShown(page)
    page.setDefaultTimeout(30_000)
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' })
    expect(response?.status(), url).toBe(200)
    await waitForHydration(page, ready)
    return page
  }

  /** 375 and 1440 px, light and dark: no sideways overflow, and a picture to look at. */
  async function shoot(page: Page, name: string) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${name}: horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: path.join(shots, `${name}-${width}-${scheme}.png`), fullPage: true })
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  /** The order's payment, as the worker's fulfilment job would apply it. */
  async function fulfil(orderRef: string) {
    const { applyPaymentEvent } = await import('@aidir/cms/orders')
    const { poolOf } = await import('@aidir/cms')
    const rows = await until('the payment stored as a webhook event', async () => {
      const { rows } = await poolOf(payload).query<{ id: number; kind: string }>('SELECT id, kind FROM payment_webhook_events WHERE order_ref = $1 AND applied_at IS NULL ORDER BY id', [orderRef])
      return rows.some((r) => r.kind === 'paid') && rows
    })
    for (const row of rows) await applyPaymentEvent(payload, row.id)
  }

  const orderOf = async (id: number) => payload.findByID({ collection: 'orders', id, overrideAccess: true })
  const orderIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('order'))

  async function fillDetails(page: Page, url: string) {
    await page.fill('input[name="productName"]', 'Submission Test App')
    await page.fill('input[name="officialUrl"]', url)
    await page.fill('input[name="contactEmail"]', 'owner@example.com')
    await page.selectOption('select[name="category"]', { index: 1 })
    await page.fill('textarea[name="shortDescription"]', 'An assistant that writes release notes.')
  }

  it('shows a signed-out visitor why and a sign-in action, in every route variant', async () => {
    for (const prefix of ['', '/en', '/zh', '/tw', '/ja']) {
      const response = await fetch(`${intl.url}${prefix}/submission`)
      expect(response.status, prefix).toBe(200)
      expect(await response.text(), prefix).toContain('E2E Listing')
    }
    const context = await browser.newContext()
    // The prompt shows once the page has looked for a token (in the browser), the packages stay visible.
    const page = await open(context, `${intl.url}/submission`, '[data-testid="submission-sign-in"]')
    await page.getByTestId(`package-${packageId}`).waitFor()
    await page.getByTestId(`package-${packageId}`).click()
    await page.getByTestId('to-details').click()
    expect(await page.getByTestId('error-packageId').textContent()).toBe('Please login first')
    const href = await page.getByTestId('submission-sign-in').getAttribute('href')
    expect(href).toContain('/auth/login?from=')
    expect(decodeURIComponent(href!)).toContain('/submission')
    await shoot(page, 'signed-out-en')
    await context.close()
  })

  it('checks the form with the SPEC messages, links a catalogued URL, then the order is paid on the sandbox page and goes to review', async () => {
    const listed = (await payload.find({ collection: 'products', where: { status: { equals: 'published' } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
    const { context } = await signedIn(intl)
    const page = await open(context, `${intl.url}/en/submission`, `[data-testid="package-${packageId}"]`)
    expect(await page.getByTestId(`package-${packageId}`).getByText('$49', { exact: true }).count()).toBe(1)
    await shoot(page, 'step1-package-en')
    await page.getByTestId('to-details').click()
    expect(await page.getByTestId('error-packageId').textContent()).toBe('Please select a package')
    await page.getByTestId(`package-${packageId}`).click()
    await page.getByTestId('to-details').click()
    await page.getByTestId('place-order').click()
    expect(await page.getByTestId('error-productName').textContent()).toBe('Please enter the product name')
    expect(await page.getByTestId('error-officialUrl').textContent()).toBe('Please enter a valid URL')
    expect(await page.getByTestId('error-contactEmail').textContent()).toBe('Please enter a valid email address')
    await page.fill('input[name="officialUrl"]', 'not a url')
    await shoot(page, 'step2-details-errors-en')

    // A site the catalogue lists already: the server's 409 names the product, the page links it.
    await fillDetails(page, listed.url as string)
    await page.getByTestId('place-order').click()
    await page.getByTestId('listed-product').waitFor()
    expect(await page.getByTestId('error-officialUrl').textContent()).toBe('This product is already listed')
    // Several products may share a host (github.com): the link names one of them at that host.
    const linked = decodeURIComponent((await page.getByTestId('listed-product').getAttribute('href'))!.replace(/^\/details\//, ''))
    const linkedProduct = (await payload.find({ collection: 'products', where: { key: { equals: linked } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
    expect(new URL(linkedProduct.url as string).hostname.replace(/^www\./, '')).toBe(new URL(listed.url as string).hostname.replace(/^www\./, ''))

    // The optional logo: an SVG is refused beside the field, a PNG is uploaded and previewed.
    await page.setInputFiles('input[name="logo"]', { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') })
    expect(await page.getByTestId('error-logo').textContent()).toBe('Please choose a PNG, JPEG or WebP image')
    const png = await sharp({ create: { width: 96, height: 96, channels: 4, background: '#2563eb' } }).png().toBuffer()
    await page.setInputFiles('input[name="logo"]', { name: 'logo.png', mimeType: 'image/png', buffer: png })
    await page.getByTestId('logo-preview').waitFor()

    // A new product: the order is placed and the payer is on the sandbox checkout page.
    await page.fill('input[name="officialUrl"]', `https://${stamp}-paid.submission-test.example/`)
    await page.getByTestId('place-order').click()
    await page.waitForURL(/\/checkout\/sandbox\//)
    await page.getByTestId('sandbox-amount').waitFor()
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('$49.00')

    // Back on the submission page before paying: ?order= resumes it at step 3.
    const order = (await payload.find({ collection: 'orders', where: { 'submission.officialUrl': { equals: `https://${stamp}-paid.submission-test.example/` } }, overrideAccess: true, limit: 1, depth: 0 })).docs[0]!
    const resumed = await open(context, `${intl.url}/en/submission?order=${order.id}`, '[data-testid="to-checkout"]')
    expect(await resumed.getByTestId('order-amount').textContent()).toBe('$49.00')
    const logo = await payload.findByID({ collection: 'media', id: (order.submission as { logo: number }).logo, overrideAccess: true, depth: 0 })
    expect(logo.uploadedBy).toBe(order.owner)
    expect(await resumed.getByTestId('sandbox-label').isVisible()).toBe(true)
    await shoot(resumed, 'step3-payment-en')
    await resumed.close()

    await waitForHydration(page, '[data-testid="sandbox-pay"]')
    await page.getByTestId('sandbox-pay').click()
    await page.waitForURL(/payment=success/)
    await page.getByTestId('payment-success').waitFor()
    expect(orderIdOf(page)).toBe(order.id)
    expect(await page.getByTestId('payment-success').textContent()).toContain('within 1–2 working days')
    expect(await page.getByTestId('payment-success').textContent()).toContain('within 48 hours')
    await fulfil(order.orderRef as string)
    await page.locator('[data-testid="order-status"][data-status="in_review"]').waitFor()
    expect(await page.getByTestId('order-status').textContent()).toBe('In review')
    expect((await orderOf(order.id as number)).status).toBe('in_review')
    await shoot(page, 'success-en')
    await context.close()
  })

  it("shows 'Payment failed' when the sandbox payment fails, and a retry (a new attempt) pays the same order", async () => {
    const { context } = await signedIn(intl)
    const page = await open(context, `${intl.url}/submission`, `[data-testid="package-${packageId}"]`)
    await page.getByTestId(`package-${packageId}`).click()
    await page.getByTestId('to-details').click()
    await fillDetails(page, `https://${stamp}-failed.submission-test.example`)
    await page.getByTestId('place-order').click()
    await page.waitForURL(/\/checkout\/sandbox\//)
    await waitForHydration(page, '[data-testid="sandbox-fail"]')
    await page.getByTestId('sandbox-fail').click()
    await page.waitForURL(/payment=failed/)
    await page.getByTestId('payment-failed').waitFor()
    expect(await page.getByRole('heading', { name: 'Payment failed' }).isVisible()).toBe(true)
    const id = orderIdOf(page)
    await waitForHydration(page, '[data-testid="retry-payment"]')
    await shoot(page, 'failed-en')
    await page.getByTestId('retry-payment').click()
    await page.waitForURL(/\/checkout\/sandbox\//)
    await waitForHydration(page, '[data-testid="sandbox-pay"]')
    await page.getByTestId('sandbox-pay').click()
    await page.waitForURL(/payment=success/)
    const order = await orderOf(id)
    expect(order.attempts?.length).toBe(2)
    await fulfil(order.orderRef as string)
    await page.locator('[data-testid="order-status"][data-status="in_review"]').waitFor()
    await context.close()
  })

  it("answers another user's order with a plain not-found, never its data", async () => {
    const owner = await signedIn(intl)
    const { createSubmissionOrder } = await import('@aidir/cms/orders')
    const order = await createSubmissionOrder(payload, owner.user as never, { packageId, productName: 'Someone Else App', officialUrl: `https://${stamp}-other.submission-test.example`, contactEmail: 'other@example.com' })
    await owner.context.close()
    const { context } = await signedIn(intl)
    const page = await open(context, `${intl.url}/en/submission?order=${order.id}`, '[data-testid="theme-toggle"]')
    await page.getByTestId('order-not-found').waitFor()
    expect(await page.content()).not.toContain('Someone Else App')
    await context.close()
  })

  it('pays an order of another kind on /pay/<id>: its own return address, its own next steps, and only for its owner', async () => {
    for (const prefix of ['', '/en', '/zh', '/tw', '/ja']) expect((await fetch(`${intl.url}${prefix}/pay/1`)).status, prefix).toBe(200)
    const owner = await signedIn(intl)
    const { createSubmissionOrder } = await import('@aidir/cms/orders')
    const { poolOf } = await import('@aidir/cms')
    const placed = await createSubmissionOrder(payload, owner.user as never, { packageId, productName: 'Pay Page App', officialUrl: `https://${stamp}-pay.submission-test.example`, contactEmail: 'pay@example.com' })
    // An update order as its own page would leave it (no such page yet here): pending, its checkout closed.
    await poolOf(payload).query(`UPDATE orders SET kind = 'update' WHERE id = $1`, [placed.id])
    await poolOf(payload).query(`UPDATE orders_attempts SET state = 'closed' WHERE _parent_id = $1`, [placed.id])

    const page = await open(owner.context, `${intl.url}/en/pay/${placed.id}`, '[data-testid="new-checkout"]')
    expect(await page.getByTestId('order-amount').textContent()).toBe('$49.00')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pay for your order')
    await shoot(page, 'pay-page-en')
    await page.getByTestId('new-checkout').click()
    await page.waitForURL(/\/checkout\/sandbox\//)
    await waitForHydration(page, '[data-testid="sandbox-pay"]')
    await page.getByTestId('sandbox-pay').click()
    await page.waitForURL(new RegExp(`/pay/${placed.id}\\?payment=success`))
    await page.getByTestId('payment-success').waitFor()
    expect(await page.getByTestId('payment-success').textContent()).toContain('reviews the proposed changes')
    await fulfil(placed.orderRef as string)
    await page.locator('[data-testid="order-status"][data-status="in_review"]').waitFor()
    await shoot(page, 'pay-success-en')

    // Someone else: not found, nothing of the order; signed out: the sign-in prompt returning here.
    const other = await signedIn(intl)
    const theirs = await open(other.context, `${intl.url}/en/pay/${placed.id}`, '[data-testid="order-not-found"]')
    expect(await theirs.content()).not.toContain('Pay Page App')
    const anonymous = await browser.newContext()
    const signedOut = await open(anonymous, `${intl.url}/en/pay/${placed.id}`, '[data-testid="pay-sign-in"]')
    expect(decodeURIComponent((await signedOut.getByTestId('pay-sign-in').getAttribute('href'))!)).toContain(`/pay/${placed.id}`)
    await Promise.all([owner.context.close(), other.context.close(), anonymous.close()])
  })

  it('China edition: the WeChat-style QR with its countdown expires by the clock, a refresh is a new attempt, then paying works', async () => {
    const { context } = await signedIn(cn)
    await takePointsNotices(context, `${cn.url}/submission`)
    const page = await context.newPage()
    await closePointsNoticeWhenShown(page)
    page.setDefaultTimeout(30_000)
    await page.clock.install()
    await page.goto(`${cn.url}/submission`, { waitUntil: 'domcontentloaded' })
    await waitForHydration(page, `[data-testid="package-${packageId}"]`)
    expect(await page.getByTestId(`package-${packageId}`).getByText('¥299', { exact: true }).count()).toBe(1)
    await shoot(page, 'step1-package-zh')
    await page.getByTestId(`package-${packageId}`).click()
    await page.getByTestId('to-details').click()
    await page.getByTestId('place-order').click()
    expect(await page.getByTestId('error-productName').textContent()).toBe('请输入产品名称')
    expect(await page.getByTestId('error-officialUrl').textContent()).toBe('请输入有效的网址')
    await shoot(page, 'step2-details-errors-zh')
    await fillDetails(page, `https://${stamp}-cn.submission-test.example`)
    await page.getByTestId('place-order').click()

    await page.getByTestId('pay-qr').waitFor()
    expect(await page.getByTestId('sandbox-label').textContent()).toContain('沙盒')
    expect(await page.getByTestId('qr-countdown').textContent()).toMatch(/(39|40):\d\d/)
    const id = orderIdOf(page)
    expect(id).toBeGreaterThan(0)
    const firstQr = await page.getByTestId('pay-qr').getAttribute('src')
    expect(firstQr).toMatch(/^data:image\//)
    await shoot(page, 'step3-qr-zh')

    // Past the QR's expiry by the browser's clock: the expired state, and a refresh opens a new attempt.
    await page.clock.fastForward('41:00')
    await page.getByTestId('qr-expired').waitFor()
    await shoot(page, 'step3-qr-expired-zh')
    // Back to the real time before the new attempt, whose expiry the server sets by its own clock.
    await page.clock.setSystemTime(new Date())
    await page.getByTestId('refresh-qr').click()
    await until('a new QR', async () => (await page.getByTestId('pay-qr').getAttribute('src')) !== firstQr && (await page.getByTestId('qr-expired').count()) === 0)
    await page.getByTestId('qr-countdown').waitFor()
    const refreshed = await orderOf(id)
    expect(refreshed.attempts?.length).toBe(2)
    expect(refreshed.attempts?.map((a) => a.state)).toEqual(['closed', 'open'])

    // The sandbox stands in for WeChat: its page (the QR's address) takes the payment.
    await page.getByTestId('sandbox-link').click()
    await page.waitForURL(/\/checkout\/sandbox\//)
    await waitForHydration(page, '[data-testid="sandbox-pay"]')
    await page.getByTestId('sandbox-pay').click()
    await page.waitForURL(/payment=success/)
    await page.getByTestId('payment-success').waitFor()
    await fulfil(refreshed.orderRef as string)
    await page.locator('[data-testid="order-status"][data-status="in_review"]').waitFor()
    expect(await page.getByTestId('order-status').textContent()).toBe('审核中')
    await shoot(page, 'success-zh')
    await context.close()
  })
})
