import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { startBuiltCms } from '../support/storefrontServer'
import { signInToAdmin } from './adminSignIn'
import { useBrowser } from './browser'
import { password } from './users'

/**
 * Support's occupancy-and-queue view in the built admin, in Chromium: a position with one ad
 * running and one queued shows both, with the queued ad's expected start; support opens the
 * campaign (no buttons for support); an editor pauses it on its page and the queued ad runs.
 * Screenshots at 1440 and 375 px (and one in dark mode) in test-results/admin-ads/.
 */
const storefront = () => process.env.STOREFRONT_URL!

describe('the ad positions view in the admin', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test pays ad orders in the database the admin uses'))
  const suite = useBrowser('admin-ads')
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

  const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

  /** An ad order for the position, paid in the sandbox and fulfilled as the worker would. */
  async function paidAd(positionKey: string, productName: string) {
    const { createAdOrder } = await import('@aidir/cms/ads')
    const { applyPaymentEvent, receivePaymentWebhook } = await import('@aidir/cms/orders')
    const { env, poolOf } = await import('@aidir/cms')
    const { signSandboxEvent } = await import('../../cms/src/payments/sandbox/sandboxWebhook')
    const s = stamp()
    const owner = await payload.create({ collection: 'users', data: { email: `buyer-${s}@example.com`, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const category = (await payload.find({ collection: 'categories', where: { key: { equals: 'chatbots' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
    const product = await payload.create({
      collection: 'products',
      locale: 'en',
      data: { key: `ad-view-${s}`, name: productName, url: `https://${s}.ads-view.example`, type: 'paid', category, contentLanguage: 'en', pricingModel: 'freemium', tagline: 'A tagline', description: 'A description', status: 'published' } as never,
      overrideAccess: true,
      context: { skipSearchIndex: true },
    })
    const order = await createAdOrder(payload, owner as never, { productKey: product.key, contactEmail: 'ads@example.com', positionKey })
    const attempt = order.attempts!.at(-1)!
    const delivery = signSandboxEvent(env().PAYLOAD_SECRET, 'paid', { providerRef: `sbx_${attempt.attemptRef}`, orderRef: order.orderRef, attemptRef: attempt.attemptRef, amount: order.price.amount, currency: order.price.currency }, Date.now())
    expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
    const { rows } = await poolOf(payload).query('SELECT id FROM payment_webhook_events WHERE order_ref = $1 AND applied_at IS NULL', [order.orderRef])
    for (const row of rows) await applyPaymentEvent(payload, row.id)
    return { order, owner }
  }

  const signIn = (role: 'support' | 'editor', viewport: { width: number; height: number }, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> =>
    signInToAdmin(suite.browser, payload, cms.url, { role, viewport, colorScheme })

  it('support sees a running and a queued ad with its expected start; an editor pauses the running one and the queued one starts', async () => {
    const s = stamp()
    const key = `e2e-ads-${s}`
    await payload.create({
      collection: 'ad-positions',
      data: { key, placement: 'mcp_home', name: `Admin view slot ${s}`, description: 'For the admin view test', capacity: 1, durationDays: 30, enabled: true, prices: [{ amount: 1_000, currency: 'USD' }, { amount: 7_000, currency: 'CNY' }] } as never,
      overrideAccess: true,
    })
    const running = await paidAd(key, `Running Ad Tool ${s}`)
    const queued = await paidAd(key, `Queued Ad Tool ${s}`)
    const campaigns = (await payload.find({ collection: 'ad-campaigns', where: { order: { in: [running.order.id, queued.order.id] } }, depth: 0, overrideAccess: true })).docs
    const runningId = campaigns.find((c) => c.order === running.order.id || (c.order as { id?: number }).id === running.order.id)!.id

    const page = await signIn('support', { width: 1440, height: 1000 })
    await page.goto(`${cms.url}/admin/ads`)
    const section = page.locator(`[data-position="${key}"]`)
    await section.waitFor()
    await expect.poll(() => page.locator('#nav-ads').count()).toBe(1)
    expect(await section.getByTestId('ads-occupancy').innerText()).toMatch(/1 of 1 running/)
    const rows = section.locator('tbody tr')
    expect(await rows.count()).toBe(2)
    expect(await rows.nth(0).getAttribute('data-status')).toBe('running')
    expect(await rows.nth(0).innerText()).toContain(`Running Ad Tool ${s}`)
    expect(await rows.nth(1).getAttribute('data-status')).toBe('queued')
    expect(await rows.nth(1).innerText()).toContain(`Queued Ad Tool ${s}`)
    expect(await rows.nth(1).innerText()).toMatch(/Queued #1/)
    expect(await rows.nth(1).innerText()).toMatch(/expected/)
    expect(await rows.nth(1).innerText()).toContain((queued.owner as unknown as { email: string }).email)
    await section.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(suite.shots, 'ads-1440.png'), fullPage: true })

    // Support opens the campaign: its facts, no buttons.
    await rows.nth(0).getByRole('link').click()
    await page.waitForURL(new RegExp(`/admin/ads/${runningId}$`))
    await page.getByTestId('campaign-facts').waitFor()
    expect(await page.getByTestId('campaign-actions').count()).toBe(0)
    await page.close()

    const narrow = await signIn('support', { width: 375, height: 900 })
    await narrow.goto(`${cms.url}/admin/ads`)
    await narrow.locator(`[data-position="${key}"]`).waitFor()
    await narrow.locator(`[data-position="${key}"]`).scrollIntoViewIfNeeded()
    await narrow.screenshot({ path: path.join(suite.shots, 'ads-375.png'), fullPage: true })
    await narrow.close()

    // An editor pauses it on its page: the slot goes to the queued ad.
    const editor = await signIn('editor', { width: 375, height: 900 }, 'dark')
    await editor.goto(`${cms.url}/admin/ads/${runningId}`)
    await editor.getByTestId('campaign-actions').waitFor()
    await editor.screenshot({ path: path.join(suite.shots, 'campaign-375-dark.png'), fullPage: true })
    await editor.getByRole('button', { name: 'Pause' }).click()
    await expect.poll(async () => editor.getByTestId('campaign-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('paused')
    expect(await editor.getByTestId('campaign-remaining').innerText()).toMatch(/29 d|30 d/)
    await editor.getByRole('button', { name: 'Resume' }).waitFor()
    // The log says what happened and who did it in words: the pause by the editor's address, the
    // payment by the sandbox, each status change with both statuses named.
    const paused = editor.getByTestId('campaign-log').locator('tr[data-event="ad_paused"]')
    expect(await paused.innerText()).toContain('Ad paused')
    expect(await paused.innerText()).toMatch(/editor-admin-[a-z0-9]+@example\.com/)
    const log = await editor.getByTestId('campaign-log').innerText()
    expect(log).toContain('Awaiting payment → Payment received')
    expect(log).toContain('Sandbox payments')
    expect(log).not.toMatch(/\b(ad_paused|attempt_opened|transition|user:\d+)\b/)
    await editor.screenshot({ path: path.join(suite.shots, 'campaign-paused-375-dark.png'), fullPage: true })
    const after = (await payload.find({ collection: 'ad-campaigns', where: { order: { equals: queued.order.id } }, depth: 0, overrideAccess: true })).docs[0]!
    expect(after.status).toBe('running')
    await editor.close()

    const wide = await signIn('editor', { width: 1440, height: 1000 })
    await wide.goto(`${cms.url}/admin/ads/${runningId}`)
    await wide.getByTestId('campaign-end-form').waitFor()
    await wide.screenshot({ path: path.join(suite.shots, 'campaign-1440.png'), fullPage: true })
  })
})
