import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { startBuiltCms } from '../support/storefrontServer'
import { until } from '../support/until'
import { launchBrowser } from './browser'
import { openHydrated } from './openHydrated'

/**
 * An MCP server submitted, proved and approved, in Chromium against the built storefront and
 * admin: an owner pastes a server.json on /mcp/submit, publishes the HTTP challenge we show on a
 * site of theirs (a local one: the name's namespace 1.0.0.127 is the domain 127.0.0.1, which the
 * test storefront may reach, on the port it was given), verifies, support approves in the admin,
 * and the server is listed with its owner, who sees it under My MCP; another user cannot read it.
 */
const storefront = () => process.env.STOREFRONT_URL!
const shots = path.join(process.cwd(), 'test-results', 'mcp-submit')
const password = 'correct horse battery staple'

describe('submitting an MCP server', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test signs users in against the database the storefront uses'))
  beforeAll(() => void requireEnv('MCP_SUBMIT_CHALLENGE_PORT', 'the storefront reads the HTTP challenge from a local site on this port (tests/setup/storefront.ts)'))
  let browser: Browser
  let payload: Payload
  let cms: { url: string; stop: () => Promise<void> }
  let site: Server
  const served = new Map<string, string>()
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    site = createServer((req, res) => {
      const token = /^\/\.well-known\/mcp-challenge\/([^/?]+)/.exec(req.url ?? '')?.[1]
      const body = token ? served.get(token) : undefined
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/plain' })
      res.end(body ?? 'not found')
    })
    await new Promise<void>((resolve) => site.listen(Number(process.env.MCP_SUBMIT_CHALLENGE_PORT), '127.0.0.1', resolve))
    ;[browser, cms] = await Promise.all([launchBrowser(), startBuiltCms(() => ({ SITE_URL: storefront() }))])
    mkdirSync(shots, { recursive: true })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await cms?.stop()
    site?.closeAllConnections()
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()))
    const { stopProducer } = await import('@aidir/cms')
    await stopProducer()
  })

  async function user(role: 'customer' | 'support') {
    const email = `${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`
    const created = await payload.create({ collection: 'users', data: { email, password, role, _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    return { id: created.id as number, email, token }
  }

  async function signedInPage(token: string, url: string, ready: string, width = 1440): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 1000 } })
    await context.addCookies([{ name: 'token', value: token, url: storefront() }])
    return openHydrated(context, url, ready)
  }

  it('asks a visitor to sign in, in their language', async () => {
    const context = await browser.newContext()
    const page = await openHydrated(context, `${storefront()}/ja/mcp/submit`, '[data-testid="mcp-submit-sign-in"]')
    expect(await page.locator('main h1').innerText()).toBe('MCP サーバーを登録')
    expect(await page.getByTestId('mcp-submit-sign-in').innerText()).toContain('サインイン')
    await context.close()
  })

  it('a submission proved by the HTTP challenge and approved in the admin is listed and in My MCP', async () => {
    const owner = await user('customer')
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const name = `1.0.0.127/e2e-weather-${stamp}`
    const title = `E2E Weather ${stamp}`
    const page = await signedInPage(owner.token, `${storefront()}/en/mcp/submit`, '[data-testid="mcp-submit-form"] button[type="submit"]')

    // The schema's refusal comes back beside the field.
    await page.locator('textarea[name="serverJson"]').fill(JSON.stringify({ name, description: 'No version' }))
    await page.locator('input[name="method"][value="http"]').check()
    await page.locator('[data-testid="mcp-submit-form"] button[type="submit"]').click()
    await page.getByTestId('mcp-submit-problems').waitFor()
    expect(await page.getByTestId('mcp-submit-problems').innerText()).toContain('version')

    const serverJson = { $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json', name, title, description: 'Forecasts for end-to-end tests', version: '1.0.0', remotes: [{ type: 'streamable-http', url: 'https://weather.example.com/mcp' }] }
    await page.locator('textarea[name="serverJson"]').fill(JSON.stringify(serverJson, null, 2))
    await page.locator('[data-testid="mcp-submit-form"] button[type="submit"]').click()
    const marker = page.getByTestId('mcp-submit-marker')
    await marker.waitFor()
    const token = (await marker.innerText()).trim()
    const challengeUrl = await page.getByTestId('mcp-submit-challenge-url').innerText()
    expect(challengeUrl).toBe(`http://127.0.0.1:${process.env.MCP_SUBMIT_CHALLENGE_PORT}/.well-known/mcp-challenge/${token}`)
    const id = Number(new URL(page.url()).searchParams.get('id'))
    expect(id).toBeGreaterThan(0)
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: path.join(shots, `proof-${width}.png`), fullPage: true })
    }

    // Not published yet: Verify says so.
    await page.getByTestId('mcp-submit-verify').click()
    await expect.poll(() => page.getByTestId('mcp-submit-error').innerText()).toBe('The package or the challenge file was not found')
    served.set(token, token)
    await page.getByTestId('mcp-submit-verify').click()
    await page.locator('[data-testid="mcp-submit-status"][data-status="in_review"]').waitFor()

    // Support approves it on the submission's admin page.
    const support = await user('support')
    const admin = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage()
    await admin.goto(`${cms.url}/admin/login`)
    await admin.locator('input[name="email"]').fill(support.email)
    await admin.locator('input[name="password"]').fill(password)
    await admin.locator('button[type="submit"]').click()
    await admin.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 })
    await admin.goto(`${cms.url}/admin/collections/mcp-submissions/${id}`)
    await admin.getByTestId('mcp-submission-review').waitFor({ timeout: 60_000 })
    await admin.screenshot({ path: path.join(shots, 'admin-review-1440.png'), fullPage: true })
    await admin.locator('#mcp-submission-approve').click()
    const approved = await until('the submission to be approved', async () => {
      const doc = await payload.findByID({ collection: 'mcp-submissions', id, depth: 0, overrideAccess: true })
      return doc.status === 'approved' && doc
    }, { timeoutMs: 30_000 })
    await admin.getByTestId('mcp-submission-approved').waitFor()

    // Listed, owned by the submitter, and on the site.
    const server = await payload.findByID({ collection: 'mcp-servers', id: approved.mcpServer as number, depth: 0, overrideAccess: true })
    expect(server).toMatchObject({ name, title, _status: 'published', owner: owner.id })
    const detail = await fetch(`${storefront()}/en/mcp/${server.key}`)
    expect(detail.status).toBe(200)
    expect(await detail.text()).toContain(title)

    // The owner's page says so and links it; My MCP lists it.
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.locator('[data-testid="mcp-submit-status"][data-status="approved"]').waitFor()
    // English is the default language: its paths carry no prefix.
    expect(await page.getByTestId('mcp-submit-server-link').getAttribute('href')).toBe(`/mcp/${server.key}`)
    await page.goto(`${storefront()}/en/user?tab=servers`, { waitUntil: 'domcontentloaded' })
    const mine = page.getByTestId('my-mcp-submissions')
    await mine.locator('li[data-status="approved"]', { hasText: title }).waitFor()
    await page.screenshot({ path: path.join(shots, 'my-mcp-1440.png'), fullPage: true })

    // Nobody else reads it.
    const other = await user('customer')
    const theirs = await fetch(`${storefront()}/api/mcp/submissions/${id}`, { headers: { authorization: `Bearer ${other.token}` } })
    expect(theirs.status).toBe(404)
    await Promise.all([page.context().close(), admin.context().close()])
  })
})
