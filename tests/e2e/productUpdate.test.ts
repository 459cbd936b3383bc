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
 * A paid update of a listed product, in Chromium against the built storefront and admin: the owner
 * orders it on /update (new English and Chinese taglines), pays in the sandbox, support approves
 * the diff in the admin, and the product page shows the new text. No worker runs here: the test
 * applies the payment and the storefront's revalidation as the worker's jobs would.
 */
const storefront = () => process.env.STOREFRONT_URL!
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe('a paid product update', { timeout: 400_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test pays orders in the database the admin and the storefront use'))
  const suite = useBrowser('product-update')
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

  /** No sideways overflow at 375 and 1440 px, light and dark, and a picture of each to look at. */
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

  /** What the worker does after the product changed: the queued revalidation, sent to the storefront. */
  async function revalidateProduct(key: string) {
    const { poolOf } = await import('@aidir/cms')
    const { revalidateToken } = await import('@aidir/cms/hooks')
    const { rows } = await poolOf(payload).query<{ data: { collection: string; tags: string[] } }>(
      `SELECT data FROM pgboss.job WHERE name = 'storefront.revalidate' AND data->>'collection' = 'products' AND data::text LIKE $1`,
      [`%${key}%`],
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const { data } of rows) {
      const response = await fetch(`${storefront()}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${revalidateToken(process.env.PAYLOAD_SECRET!)}`, 'content-type': 'application/json' }, body: JSON.stringify(data) })
      expect(response.status).toBe(200)
    }
  }

  it('the owner orders an update, pays, support approves the diff and the product page changes', async () => {
    const { poolOf } = await import('@aidir/cms')
    const { applyPaymentEvent, receivePaymentWebhook, sandboxProviderOf } = await import('@aidir/cms/orders')
    const email = `update-owner-${stamp}@example.com`
    const owner = await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const found = await payload.find({ collection: 'service-packages', where: { and: [{ kind: { equals: 'update' } }, { enabled: { not_equals: false } }] }, limit: 1, overrideAccess: true })
    if (!found.docs.length) await payload.create({ collection: 'service-packages', data: { key: `e2e-update-${stamp}`, kind: 'update', name: 'Listing update', prices: [{ amount: 1_900, currency: 'USD' }, { amount: 9_900, currency: 'CNY' }], enabled: true } as never, overrideAccess: true })
    const category = (await payload.find({ collection: 'categories', where: { parent: { exists: true } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
    const product = await payload.create({
      collection: 'products',
      locale: 'en',
      data: { key: `e2e-update-${stamp}`, name: `Update Target ${stamp}`, url: `https://${stamp}.update-test.example`, type: 'paid', category, contentLanguage: 'en', pricingModel: 'freemium', tagline: 'The old tagline', description: 'The old description.', owner: owner.id, status: 'published', _status: 'published' } as never,
      overrideAccess: true,
    })
    const productKey = (product as unknown as { key: string }).key
    // The page as visitors have it cached before the update.
    expect(await (await fetch(`${storefront()}/en/details/${productKey}`)).text()).toContain('The old tagline')

    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const context = await signedInContext(suite.browser, storefront(), token)
    const page = await openHydrated(context, `${storefront()}/en/update?product=${productKey}`, '[data-testid="update-submit"]')
    expect(await page.getByTestId('update-tool-chosen').textContent()).toContain(`Update Target ${stamp}`)
    expect(await page.locator('input[name="tagline-en"]').inputValue()).toBe('The old tagline')
    await shoot(page, 'update-form')

    // Nothing changed yet: the message sits beside the form, no order is placed.
    await page.locator('input[name="contactEmail"]').fill('owner@example.com')
    await page.getByTestId('update-submit').click()
    expect(await page.getByTestId('error-proposal').textContent()).toBe('Please change at least one field')

    await page.locator('input[name="tagline-en"]').fill('The brand new tagline')
    await page.getByTestId('update-language-zh').click()
    await page.locator('input[name="tagline-zh"]').fill('全新的标语')
    await shoot(page, 'update-form-filled')
    await page.getByTestId('update-submit').click()
    await page.waitForURL(/\/pay\/\d+$/, { timeout: 30_000 })
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1))
    await context.close()

    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    expect(order).toMatchObject({ kind: 'update', status: 'pending', update: { product: product.id, proposal: { tagline: { en: 'The brand new tagline', zh: '全新的标语' } } } })
    const sandboxToken = new URL(order.attempts!.at(-1)!.redirectUrl!).pathname.split('/checkout/sandbox/')[1]!
    const delivery = await sandboxProviderOf(payload)!.sandboxOutcome(sandboxToken, 'pay')
    expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
    const { rows } = await poolOf(payload).query('SELECT id FROM payment_webhook_events WHERE order_ref = $1', [order.orderRef])
    for (const row of rows) await applyPaymentEvent(payload, row.id)

    // Support, in the built admin.
    const admin = await signInToAdmin(suite.browser, payload, cms.url, { role: 'support' })
    await admin.goto(`${cms.url}/admin/review`)
    const queue = admin.getByTestId('review-queue')
    await expect.poll(async () => (await queue.textContent()) ?? '', { timeout: 30_000 }).toContain(`Update Target ${stamp}`)
    await queue.locator('tr', { hasText: `Update Target ${stamp}` }).getByRole('link').first().click()
    await admin.waitForURL(`**/admin/review/${orderId}`)
    const diff = admin.getByTestId('update-diff')
    await expect.poll(async () => (await diff.locator('tr[data-changed="true"]').count()), { timeout: 30_000 }).toBe(2)
    expect(await diff.locator('tr[data-path="tagline.en"]').textContent()).toContain('The brand new tagline')
    expect(await admin.getByTestId('update-ordered-by').textContent()).toContain('the product’s owner')
    await admin.screenshot({ path: path.join(suite.shots, 'review-1440.png'), fullPage: true })
    await admin.setViewportSize({ width: 375, height: 900 })
    await admin.screenshot({ path: path.join(suite.shots, 'review-375.png'), fullPage: true })
    await admin.locator('#update-approve').click()
    await until('the update to be approved', async () => (await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })).status === 'approved', { timeoutMs: 30_000 })
    await admin.context().close()

    await revalidateProduct(productKey)
    const en = await until('the product page to show the new tagline', async () => {
      const html = await (await fetch(`${storefront()}/en/details/${productKey}`)).text()
      return html.includes('The brand new tagline') && html
    })
    expect(en).not.toContain('The old tagline')
    expect(await (await fetch(`${storefront()}/zh/details/${productKey}`)).text()).toContain('全新的标语')
  })

  it('a visitor is asked to sign in', async () => {
    const context = await suite.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${storefront()}/update`)
    await expect.poll(async () => page.getByTestId('update-signed-out').count(), { timeout: 30_000 }).toBe(1)
    await shoot(page, 'update-signed-out')
    await context.close()
  })
})
