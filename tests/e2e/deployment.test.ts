import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { signedInContext, useBrowser } from './browser'
import { password } from './users'
import { openHydrated } from './openHydrated'

/**
 * One-click deployment in Chromium against the built storefront: a signed-in user deploys an app
 * on the sandbox from its product page, follows it to deployed on the status page (the test runs the
 * `deploy.start` job as the worker would), opens its visit address, and finds it in My AI Apps; a
 * visitor sends a custom deployment request and sees the SPEC §5 messages first.
 */
const storefront = () => process.env.STOREFRONT_URL!
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe('one-click and custom deployment', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test runs the deploy job in the database the storefront uses'))
  const suite = useBrowser('deployment')
  let payload: Payload
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
  })
  afterAll(async () => {
    const { stopProducer } = await import('@aidir/cms')
    await stopProducer()
  })

  async function shoot(page: Page, name: string) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${name}: horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: path.join(suite.shots, `${name}-${width}.png`), fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  it('deploys an app on the sandbox, follows it to deployed, opens it and finds it in My AI Apps', async () => {
    const { runDeployment, sandboxRuntime } = await import('@aidir/cms/deployments')
    const email = `deployer-${stamp}@example.com`
    await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const trial = await payload.find({ collection: 'service-packages', where: { and: [{ kind: { equals: 'deployment' } }, { durationDays: { exists: true } }] }, overrideAccess: true, depth: 0 })
    if (!trial.docs.some((p) => !(p.prices ?? []).some((price) => price.amount > 0)))
      await payload.create({ collection: 'service-packages', data: { key: `e2e-trial-${stamp}`, kind: 'deployment', name: 'Trial', durationDays: 1, prices: [], order: -1 } as never, overrideAccess: true })
    const category = (await payload.find({ collection: 'categories', where: { parent: { exists: true } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
    const key = `e2e-deploy-${stamp}`
    await payload.create({
      collection: 'products',
      locale: 'en',
      data: {
        key, name: `Deployable ${stamp}`, url: `https://${stamp}.deploy-test.example`, type: 'open_source', repository: 'https://github.com/example/app', category, contentLanguage: 'en', pricingModel: 'open_source',
        tagline: 'A chat UI you can run', description: 'A chat UI you can run yourself.', status: 'published', _status: 'published',
        deploy: { kind: 'docker', image: 'ghcr.io/example/chat-ui:2', port: 8080, healthPath: '/health', variables: [{ name: 'API_TOKEN', required: true, secret: true }] },
      } as never,
      overrideAccess: true,
    })

    // The list shows the app with its recipe; its product page has the Deploy button.
    const list = await (await fetch(`${storefront()}/en/deployment?q=${encodeURIComponent(`Deployable ${stamp}`)}`)).text()
    expect(list).toContain('ghcr.io/example/chat-ui:2')
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const context = await signedInContext(suite.browser, storefront(), token)
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
    await expect.poll(async () => (await centre.getByTestId('my-deployment').allTextContents()).join(' '), { timeout: 30_000 }).toContain(`Deployable ${stamp}`)
    await shoot(centre, 'my-ai-apps')
    await context.close()
  })

  it('a custom deployment request shows the spec’s messages, then is received', async () => {
    const context = await suite.browser.newContext()
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
