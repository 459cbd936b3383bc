import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReferenceServer, type ReferenceServer } from '../fakes/referenceMcpServer'
import { requireEnv } from '../support/requireEnv'
import { launchBrowser } from './browser'
import { openHydrated } from './openHydrated'

/**
 * The MCP playground in Chromium: a signed-in user connects to the protocol's reference server
 * (on 127.0.0.1, which the test storefront allows) through the site's proxy, calls a tool through
 * the form generated from its inputSchema and reads the result and the JSON-RPC log.
 */
const storefront = () => process.env.STOREFRONT_URL!
const shots = path.join(process.cwd(), 'test-results', 'mcp-playground')
const password = 'correct horse battery staple'

describe('the MCP playground', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test signs a user in against the database the storefront uses'))
  let browser: Browser
  let payload: Payload
  let reference: ReferenceServer
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    ;[browser, reference] = await Promise.all([launchBrowser(), startReferenceServer()])
    mkdirSync(shots, { recursive: true })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await reference?.stop()
  })

  async function signedInPage(url: string, ready: string): Promise<Page> {
    const email = `playground-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`
    await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
    await context.addCookies([{ name: 'token', value: token, url: storefront() }])
    return openHydrated(context, url, ready)
  }

  it('asks a visitor to sign in, in their language', async () => {
    const context = await browser.newContext()
    const page = await openHydrated(context, `${storefront()}/zh/mcp/playground`, '[data-testid="playground-sign-in"]')
    expect(await page.locator('main h1').innerText()).toBe('MCP 在线调试台')
    expect(await page.getByTestId('playground-sign-in').innerText()).toContain('登录')
    await context.close()
  })

  it('connects to the reference server, calls echo through the generated form and shows the answer as text', async () => {
    const page = await signedInPage(`${storefront()}/en/mcp/playground?url=${encodeURIComponent(reference.url)}`, '[data-testid="mcp-playground"] form')
    expect(await page.locator('input[name="url"]').inputValue()).toBe(reference.url)
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.getByTestId('playground-tools').waitFor()
    expect(await page.getByTestId('playground-connected').innerText()).toMatch(/over streamable-http, protocol \d{4}-\d{2}-\d{2}/)
    await page.locator('[data-tool="echo"]').click()
    // The form comes from echo's inputSchema: one required string, "message".
    const message = page.locator('[data-testid="tool-runner"] input#root_message')
    await message.waitFor()
    await message.fill('<b>hello</b> from the playground')
    await page.getByRole('button', { name: 'Call echo' }).click()
    const result = page.getByTestId('tool-result')
    await result.waitFor()
    expect(await result.locator('pre').first().innerText()).toBe('Echo: <b>hello</b> from the playground')
    expect(await result.locator('b').count()).toBe(0)
    expect(await page.getByTestId('tool-is-error').getAttribute('data-is-error')).toBe('false')
    await page.getByTestId('rpc-log').locator('summary').click()
    expect(await page.getByTestId('rpc-log').innerText()).toContain('"method":"tools/call"')

    // Raw JSON that breaks the schema: the proxy's ajv check answers before anything is sent.
    await page.getByRole('button', { name: 'Raw JSON' }).click()
    await page.locator('[data-testid="tool-runner"] textarea').fill('{"message": 42}')
    await page.getByRole('button', { name: 'Call echo' }).click()
    await expect.poll(() => page.getByTestId('playground-error').innerText()).toBe('The arguments do not match the tool’s input schema')

    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: path.join(shots, `playground-${width}.png`), fullPage: true })
    }
    await page.context().close()
  })
})
