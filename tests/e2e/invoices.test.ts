import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { useBrowser } from './browser'
import { openHydrated } from './openHydrated'

/**
 * Invoices end to end in Chromium: a user with a paid order asks for an invoice in the user centre,
 * support issues it (through the Local API as the support user, with the same access rules and
 * hooks as the admin), the user downloads the PDF and its text is read; the order history shows
 * the order and My AI Apps the submitted product. Screenshots of the tabs at 375 and 1440 px.
 */
const port = () => new URL(process.env.STOREFRONT_URL!).port
// The session cookie is set for localhost: the pages are opened there.
const base = () => `http://localhost:${port()}`
const password = 'correct horse battery staple'

describe('invoices in the user centre', { timeout: 240_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test prepares a paid order in the database the storefront uses'))
  const suite = useBrowser('invoices')
  let payload: Payload
  let token: string
  let orderId: number
  let orderRef: string

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    const { createSubmissionOrder } = await import('@aidir/cms/orders')
    payload = await payloadClient()
    const stamp = Date.now().toString(36)
    const email = `invoices-${stamp}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const pkg = await payload.create({ collection: 'service-packages', data: { key: `e2e-inv-${stamp}`, kind: 'submission', name: 'Standard listing', prices: [{ amount: 4_900, currency: 'USD' }], enabled: true } as never, overrideAccess: true })
    const order = await createSubmissionOrder(payload, user as never, { packageId: pkg.id, productName: 'Invoice Test App', officialUrl: `https://${stamp}.invoice-test.example`, contactEmail: email })
    // Paid and in review, as the fulfilment job would leave it (the payment path has its own tests).
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'in_review' }, overrideAccess: true })
    orderId = order.id
    orderRef = order.orderRef
    await payload.updateGlobal({ slug: 'invoice-settings', data: { name: 'AI Directory Ltd', taxNumber: 'GB123456789', address: '1 Example Street, London', email: 'billing@example.com' }, locale: 'en', overrideAccess: true })
  })
  afterAll(async () => {
    // Issuing queued the invoice-issued mail through this process's job producer.
    await (await import('@aidir/cms')).stopProducer()
  })

  const contextOf = async (width: number): Promise<BrowserContext> => {
    const context = await suite.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })
    await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }])
    return context
  }
  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

  it('requests an invoice, support issues it, and the user downloads a PDF whose text is right', async () => {
    // The form as a phone shows it, then the request at desktop width.
    const phone = await contextOf(375)
    const small = await openHydrated(phone, `${base()}/en/user?tab=invoices`, '[data-testid="invoice-form"] button[type="submit"]')
    await small.locator('select[name="orderId"] option').first().waitFor({ state: 'attached' })
    expect(await small.locator('select[name="orderId"]').textContent()).toContain(orderRef)
    expect(await sideways(small), 'invoice form at 375px').toBeLessThanOrEqual(0)
    await small.screenshot({ path: path.join(suite.shots, 'invoice-form-375.png'), fullPage: true })
    await phone.close()
    const context = await contextOf(1440)
    const page = await openHydrated(context, `${base()}/en/user?tab=invoices`, '[data-testid="invoice-form"] button[type="submit"]')
    // A refused field says so beside the field, and nothing is created.
    await page.fill('input[name="companyName"]', '   ')
    await page.fill('input[name="taxNumber"]', 'DE123456789')
    await page.fill('textarea[name="address"]', 'Musterstraße 1, 10115 Berlin')
    await page.fill('input[name="email"]', 'accounts@acme.example')
    await page.click('[data-testid="invoice-form"] button[type="submit"]')
    await expect.poll(() => page.locator('[role="alert"]').first().textContent(), { timeout: 15_000 }).toBe('Please enter the company name')
    await page.screenshot({ path: path.join(suite.shots, 'invoice-form-error-1440.png'), fullPage: true })
    await page.fill('input[name="companyName"]', 'Acme Trading GmbH')
    await page.click('[data-testid="invoice-form"] button[type="submit"]')
    await page.locator('[data-testid="invoice-list"] li').first().waitFor()
    expect(await page.locator('[data-testid="invoice-list"]').textContent()).toContain('Requested')
    await page.close()

    const found = await payload.find({ collection: 'invoices', where: { order: { equals: orderId } }, overrideAccess: true })
    expect(found.docs).toHaveLength(1)
    const support = await payload.create({ collection: 'users', data: { email: `support-${Date.now()}@example.com`, password, role: 'support', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const issued = await payload.update({ collection: 'invoices', id: found.docs[0]!.id, data: { status: 'issued' }, user: support, overrideAccess: false })
    expect(issued.number).toMatch(/^INV-\d{4}-\d{6}$/)

    const again = await openHydrated(context, `${base()}/en/user?tab=invoices`, '[data-testid="invoice-download"]')
    expect(await again.locator('[data-testid="invoice-list"]').textContent()).toContain(issued.number!)
    const download = again.waitForEvent('download')
    await again.click('[data-testid="invoice-download"]')
    const file = await download
    expect(file.suggestedFilename()).toBe(`${issued.number}.pdf`)
    const saved = path.join(suite.shots, file.suggestedFilename())
    await file.saveAs(saved)
    const text = (await extractText(await getDocumentProxy(new Uint8Array(readFileSync(saved))), { mergePages: true })).text as string
    for (const s of ['Invoice', issued.number!, 'Acme Trading GmbH', 'DE123456789', 'Musterstraße 1', 'AI Directory Ltd', orderRef, '$49.00', 'Invoice Test App']) expect(text).toContain(s)
    await again.close()
    await context.close()
  })

  it('shows the order history, My AI Apps and the invoices at 375 and 1440 px without sideways scrolling', async () => {
    for (const width of [375, 1440]) {
      const context = await contextOf(width)
      for (const tab of ['orders', 'invoices', 'apps'] as const) {
        const ready = { orders: '[data-testid="order-history"]', invoices: '[data-testid="invoice-list"]', apps: '[data-testid="submitted-apps"]' }[tab]
        const page = await openHydrated(context, `${base()}/en/user?tab=${tab}`, '[data-testid="centre-profile"]')
        await page.locator(`${ready} li`).first().waitFor()
        if (tab === 'orders') {
          const row = page.getByTestId(`order-${orderId}`)
          expect(await row.textContent()).toContain(orderRef)
          expect(await row.textContent()).toContain('In review')
          expect(await row.textContent()).toContain('$49.00')
        }
        if (tab === 'apps') expect(await page.getByTestId('submitted-apps').textContent()).toContain('Invoice Test App')
        expect(await sideways(page), `${tab} at ${width}px`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: path.join(suite.shots, `${tab}-${width}.png`), fullPage: true })
        await page.close()
      }
      await context.close()
    }
    // The Chinese tabs as well (the texts of the orders namespace).
    const context = await contextOf(375)
    const zh = await openHydrated(context, `${base()}/zh/user?tab=orders`, '[data-testid="centre-profile"]')
    await zh.locator('[data-testid="order-history"] li').first().waitFor()
    expect(await zh.locator('h2').first().textContent()).toBe('订单记录')
    expect(await zh.getByTestId(`order-${orderId}`).textContent()).toContain('审核中')
    await zh.screenshot({ path: path.join(suite.shots, 'orders-zh-375.png'), fullPage: true })
    await context.close()
  })
})
