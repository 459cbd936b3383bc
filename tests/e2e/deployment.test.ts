import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { until } from '../support/until'
import { launchBrowser } from './browser'
import { openHydrated, waitForHydration } from './openHydrated'

/**
 * One-click deployment in Chromium against the built storefront: a signed-in user deploys an app
 * on the sandbox from its product page, follows it to deployed on the status page (the test runs the
 * `deploy.start` job as the worker would), opens its visit address, and finds it in My AI Apps; then
 * its time runs out under a controlled clock (the browser's jumps past the expiry, the sweep runs at
 * that moment) and the status page, My AI Apps and the visit address all say it expired. A paid
 * package goes through the pay page and the sandbox checkout, and the buyer is returned to the
 * deployment's status page; the order history names the app. A visitor sends a custom deployment
 * request and sees the SPEC §5 messages first.
 */
const storefront = () => process.env.STOREFRONT_URL!
const shots = path.join(process.cwd(), 'test-results', 'deployment')
const password = 'correct horse battery staple'
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe('one-click and custom deployment', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test runs the deploy job in the database the storefront uses'))
  let browser: Browser
  let payload: Payload
  const key = `e2e-deploy-${stamp}`
  const appName = `Deployable ${stamp}`
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    browser = await launchBrowser()
    mkdirSync(shots, { recursive: true })
    const trial = await payload.find({ collection: 'service-packages', where: { and: [{ kind: { equals: 'deployment' } }, { durationDays: { exists: true } }] }, overrideAccess: true, depth: 0 })
    if (!trial.docs.some((p) => !(p.prices ?? []).some((price) => price.amount > 0)))
      await payload.create({ collection: 'service-packages', data: { key: `e2e-trial-${stamp}`, kind: 'deployment', name: 'Trial', durationDays: 1, prices: [], order: -1 } as never, overrideAccess: true })
    const category = (await payload.find({ collection: 'categories', where: { parent: { exists: true } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
    await payload.create({
      collection: 'products',
      locale: 'en',
      data: {
        key, name: appName, url: `https://${stamp}.deploy-test.example`, type: 'open_source', repository: 'https://github.com/example/app', category, contentLanguage: 'en', pricingModel: 'open_source',
        tagline: 'A chat UI you can run', description: 'A chat UI you can run yourself.', status: 'published', _status: 'published',
        deploy: { kind: 'docker', image: 'ghcr.io/example/chat-ui:2', port: 8080, healthPath: '/health', variables: [{ name: 'API_TOKEN', required: true, secret: true }] },
      } as never,
      overrideAccess: true,
    })
  })

  /** A new customer and a browser context signed in as them on `site` (the session token in the `token` cookie). */
  async function signedInContext(email: string, site = storefront()) {
    await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const context = await browser.newContext()
    await context.addCookies([{ name: 'token', value: token, url: site }])
    return context
  }
  afterAll(async () => {
    await browser?.close()
    const { stopProducer } = await import('@aidir/cms')
    await stopProducer()
  })

  async function shoot(page: Page, name: string) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${name}: horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  it('deploys an app on the sandbox, follows it to deployed, opens it, finds it in My AI Apps, and sees it expire under a controlled clock', async () => {
    const { runDeployment, sandboxRuntime, sweepDeployments } = await import('@aidir/cms/deployments')
    const context = await signedInContext(`deployer-${stamp}@example.com`)

    // The list shows the app with its recipe; its product page has the Deploy button.
    // A search is a page kept for everyone like the plain list (its query moves into the path), not one rendered per request.
    const searchUrl = `${storefront()}/en/deployment?q=${encodeURIComponent(appName)}`
    expect(await (await fetch(searchUrl)).text()).toContain('ghcr.io/example/chat-ui:2')
    const again = await fetch(searchUrl)
    expect(again.headers.get('cache-control')).toContain('s-maxage=60')
    expect(await again.text()).toContain('ghcr.io/example/chat-ui:2')
    expect(await (await fetch(`${storefront()}/en/deployment?q=no-such-app-${stamp}`)).text()).not.toContain('ghcr.io/example/chat-ui:2')
    const product = await openHydrated(context, `${storefront()}/en/details/${key}`, '[data-testid="deploy-app"]')
    await product.getByTestId('deploy-app').click()
    await product.waitForURL(`**/deployment/${key}`)
    const form = product.getByTestId('deploy-form')
    await form.waitFor()
    await shoot(product, 'deploy-form')
    await product.getByTestId('deploy-submit').click()
    await expect.poll(async () => (await product.getByRole('alert').allTextContents()).join(' ')).toContain('Please fill in API_TOKEN')
    await product.getByTestId('setting-API_TOKEN').fill('tok-e2e-secret')
    await product.getByTestId('deploy-submit').click()
    await product.waitForURL(/\/deployment\/status\/\d+$/, { timeout: 30_000 })
    const id = Number(new URL(product.url()).pathname.split('/').at(-1))
    await expect.poll(async () => product.getByTestId('deployment-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('in-progress')
    await shoot(product, 'deployment-in-progress')

    // What the worker does: bring the instance up on the sandbox.
    const siteUrl = storefront()
    expect(await runDeployment(payload, id, sandboxRuntime({ stepMs: 300, siteUrl }), { finalAttempt: false })).toEqual({ state: 'deployed' })
    await expect.poll(async () => product.getByTestId('deployment-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('deployed')
    expect(await product.getByTestId('deployment-countdown').textContent()).toMatch(/2[34]:\d{2}:\d{2}/)
    const visit = await product.getByTestId('deployment-visit').getAttribute('href')
    expect(visit).toMatch(/\/sandbox-apps\/aidir-app-[0-9a-f]+$/)
    expect(await product.content()).not.toContain('tok-e2e-secret')
    await shoot(product, 'deployment-deployed')

    const sandbox = await context.newPage()
    await sandbox.goto(visit!)
    expect(await sandbox.getByTestId('sandbox-app').textContent()).toContain('ghcr.io/example/chat-ui:2')

    const centre = await openHydrated(context, `${storefront()}/en/user?tab=apps`, '[data-testid="my-deployments"]')
    await expect.poll(async () => (await centre.getByTestId('my-deployment').allTextContents()).join(' '), { timeout: 30_000 }).toContain(appName)
    await shoot(centre, 'my-ai-apps')

    // The instance's time runs out under a controlled clock: the status page's clock jumps past the
    // expiry, and the sweep (the worker's every-minute job) runs at that simulated moment. It works
    // by time alone, so this is the run of the day after.
    const expiresAt = new Date((await payload.findByID({ collection: 'deployments', id, overrideAccess: true, depth: 0 })).expiresAt!)
    const status = await context.newPage()
    await status.clock.install()
    await status.goto(`${storefront()}/en/deployment/status/${id}`, { waitUntil: 'domcontentloaded' })
    await expect.poll(async () => status.getByTestId('deployment-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('deployed')
    const afterExpiry = new Date(expiresAt.getTime() + 60_000)
    await status.clock.fastForward(afterExpiry.getTime() - Date.now())
    await expect.poll(async () => status.getByTestId('deployment-countdown').textContent(), { timeout: 30_000 }).toBe('Time is up: the instance is being removed…')
    const swept = await sweepDeployments(payload, sandboxRuntime({ stepMs: 0, siteUrl }), { now: afterExpiry })
    expect(swept.expired).toBeGreaterThanOrEqual(1)
    expect((await payload.findByID({ collection: 'deployments', id, overrideAccess: true, depth: 0 })).state).toBe('expired')
    // The page asked again when its countdown reached zero, and keeps asking until the instance reads expired.
    await expect.poll(async () => status.getByTestId('deployment-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('expired')
    expect(await status.getByTestId('deployment-state').textContent()).toBe('Expired')
    expect(await status.getByTestId('deployment-expired').textContent()).toContain('no longer answers')
    expect(await status.getByTestId('deployment-visit').count()).toBe(0)
    expect(await status.getByTestId('deployment-countdown').count()).toBe(0)
    await shoot(status, 'deployment-expired')

    const gone = await context.newPage()
    await gone.goto(visit!)
    expect(await gone.getByTestId('sandbox-app').textContent()).toContain('This instance has expired or does not exist.')
    expect(await gone.getByTestId('sandbox-app').textContent()).not.toContain('ghcr.io/example/chat-ui:2')

    const after = await openHydrated(context, `${storefront()}/en/user?tab=apps`, '[data-testid="my-deployments"]')
    const row = after.getByTestId('my-deployment').filter({ hasText: appName })
    await expect.poll(async () => row.textContent(), { timeout: 30_000 }).toContain('Expired')
    expect(await row.locator('a[target="_blank"]').count()).toBe(0)
    await shoot(after, 'my-ai-apps-expired')
    await context.close()
  })

  describe('a paid package', () => {
    // Storefronts whose public address (SITE_URL) is their own, so the provider's return reaches the
    // signed-in page: the international edition (redirect to the checkout) and the China edition (a QR).
    let intl: { url: string; stop: () => Promise<void> }
    let cn: { url: string; stop: () => Promise<void> }
    beforeAll(async () => {
      const { startStorefront } = await import('./editionServer')
      ;[intl, cn] = await Promise.all([startStorefront({ EDITION: 'intl', DEFAULT_LANGUAGE: 'en' }), startStorefront({ EDITION: 'cn', DEFAULT_LANGUAGE: 'zh' })])
    })
    afterAll(async () => {
      await Promise.all([intl?.stop(), cn?.stop()])
    })

    /** Deploys the app on `site` with the seeded paid package; answers the pay page it lands on. */
    async function deployPaid(site: string, email: string) {
      const paid = (await payload.find({ collection: 'service-packages', where: { key: { equals: 'deployment-instance-24h' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
      expect(paid, 'the seeded paid one-click package').toBeTruthy()
      const context = await signedInContext(email, site)
      const page = await openHydrated(context, `${site}/deployment/${key}`, '[data-testid="deploy-form"] input[name="package"]')
      await page.locator(`input[name="package"][value="${paid!.id}"]`).check()
      await page.getByTestId('setting-API_TOKEN').fill('tok-paid-secret')
      await page.getByTestId('deploy-submit').click()
      await page.waitForURL(/\/pay\/\d+$/, { timeout: 30_000 })
      const orderId = Number(new URL(page.url()).pathname.split('/').at(-1))
      const deployment = (await payload.find({ collection: 'deployments', where: { order: { equals: orderId } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
      expect(deployment.state).toBe('awaiting-payment')
      return { context, page, orderId, deployment }
    }

    /** What the worker does with a stored payment: the order is paid and the deployment starts. */
    async function fulfil(orderId: number) {
      const { applyPaymentEvent } = await import('@aidir/cms/orders')
      const { poolOf } = await import('@aidir/cms')
      const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })
      const rows = await until('the sandbox payment stored as a webhook event', async () => {
        const { rows } = await poolOf(payload).query<{ id: number }>('SELECT id FROM payment_webhook_events WHERE order_ref = $1', [order.orderRef])
        return rows.length ? rows : null
      })
      for (const row of rows) await applyPaymentEvent(payload, row.id)
    }

    it('international edition: the checkout returns the buyer to the pay page, which goes on to the deployment’s status page; the order history names the app', async () => {
      const { runDeployment, sandboxRuntime } = await import('@aidir/cms/deployments')
      const { context, page, orderId, deployment } = await deployPaid(intl.url, `payer-${stamp}@example.com`)
      await page.getByTestId('to-checkout').waitFor()
      await shoot(page, 'paid-deployment-pay')
      // The sandbox checkout, in the place of Stripe's page: its return address is the pay page.
      await page.getByTestId('to-checkout').click()
      await page.waitForURL(/\/checkout\/sandbox\//, { timeout: 30_000 })
      await waitForHydration(page, '[data-testid="sandbox-pay"]')
      await page.getByTestId('sandbox-pay').click()
      await page.waitForURL(new RegExp(`/pay/${orderId}\\?payment=success$`), { timeout: 30_000 })
      await page.getByTestId('payment-success').waitFor()
      await fulfil(orderId)
      await page.waitForURL(new RegExp(`/deployment/status/${deployment.id}$`), { timeout: 30_000 })
      await expect.poll(async () => page.getByTestId('deployment-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('in-progress')
      expect(await runDeployment(payload, deployment.id, sandboxRuntime({ stepMs: 100, siteUrl: intl.url }), { finalAttempt: false })).toEqual({ state: 'deployed' })
      await expect.poll(async () => page.getByTestId('deployment-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('deployed')
      await shoot(page, 'paid-deployment-deployed')

      // Its pay page opened again (from a mail or the order history) goes on to the status page too.
      const again = await context.newPage()
      await again.goto(`${intl.url}/pay/${orderId}`, { waitUntil: 'domcontentloaded' })
      await again.waitForURL(new RegExp(`/deployment/status/${deployment.id}$`), { timeout: 30_000 })

      const history = await openHydrated(context, `${intl.url}/user?tab=orders`, '[data-testid="centre-profile"]')
      const card = history.getByTestId(`order-${orderId}`)
      await card.waitFor({ timeout: 30_000 })
      expect(await card.locator('strong').first().textContent()).toBe(`Deployment: ${appName}`)
      expect(await card.getByTestId('order-deployment').getAttribute('href')).toMatch(new RegExp(`/deployment/status/${deployment.id}$`))
      await shoot(history, 'order-history-deployment')
      await context.close()
    })

    it('China edition: paid by the QR while the pay page waits, the buyer is taken to the deployment’s status page', async () => {
      const { receivePaymentWebhook, sandboxProviderOf } = await import('@aidir/cms/orders')
      const { context, page, orderId, deployment } = await deployPaid(cn.url, `payer-cn-${stamp}@example.com`)
      await page.getByTestId('pay-qr').waitFor()
      expect(await page.getByTestId('order-amount').textContent()).toBe('¥29.00')
      expect(await page.getByText(appName, { exact: true }).count()).toBe(1)
      await shoot(page, 'paid-deployment-qr-zh')
      // The phone pays (the sandbox stands in for WeChat: its signed notification); the page only polls.
      const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })
      const token = order.attempts!.at(-1)!.redirectUrl!.split('/').at(-1)!
      const delivery = await sandboxProviderOf(payload)!.sandboxOutcome(token, 'pay')
      expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
      await fulfil(orderId)
      await page.waitForURL(new RegExp(`/deployment/status/${deployment.id}$`), { timeout: 30_000 })
      await expect.poll(async () => page.getByTestId('deployment-state').textContent(), { timeout: 30_000 }).toBe('部署中')
      await context.close()
    })
  })

  it('a custom deployment request shows the spec’s messages, then is received', async () => {
    const context = await browser.newContext()
    const page = await openHydrated(context, `${storefront()}/zh/deployment`, '[data-testid="request-submit"]')
    await page.getByTestId('request-submit').click()
    expect(await page.getByTestId('request-error-company').textContent()).toBe('请输入公司名称')
    expect(await page.getByTestId('request-error-requirements').textContent()).toBe('请描述你的需求')
    const form = page.getByTestId('deployment-request-form')
    await form.locator('input[name="company"]').fill('星辰科技')
    await form.locator('input[name="name"]').fill('R2-D2')
    await form.locator('input[name="contact"]').fill('not a contact')
    await form.locator('textarea[name="requirements"]').fill('在内网部署 Dify')
    await page.getByTestId('request-submit').click()
    expect(await page.getByTestId('request-error-name').textContent()).toBe('姓名只能包含字母、空格和连字符')
    expect(await page.getByTestId('request-error-contact').textContent()).toBe('请输入有效的手机号或邮箱')
    await shoot(page, 'request-errors')
    await form.locator('input[name="name"]').fill('王 小明')
    await form.locator('input[name="contact"]').fill('wang@example.com')
    await page.getByTestId('request-submit').click()
    await page.getByTestId('request-done').waitFor({ timeout: 30_000 })
    const stored = await payload.find({ collection: 'deployment-requests', where: { company: { equals: '星辰科技' } }, overrideAccess: true, depth: 0 })
    expect(stored.docs.at(-1)).toMatchObject({ name: '王 小明', contact: 'wang@example.com', status: 'new', locale: 'zh' })
    await context.close()
  })
})
