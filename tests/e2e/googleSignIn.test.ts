import Provider from 'oidc-provider'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '@aidir/cms/db/embedded'
import { launchBrowser } from './browser'
import { startStorefront } from './editionServer'

/**
 * International sign-in with Google (SPEC §4, loginType 2) in a real browser, against oidc-provider
 * standing in for Google: the popup, the consent, the code handed back to the page, the exchange,
 * and a popup closed by the user. Without a client id the button reports the configuration error.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 })

describe('Google sign-in', { timeout: 240_000 }, () => {
  let browser: Browser
  let site: { url: string; stop: () => Promise<void> }
  let server: { close(): void }

  beforeAll(async () => {
    const port = await freePort()
    const issuer = `http://127.0.0.1:${port}`
    ;[browser, site] = await Promise.all([
      launchBrowser(),
      startStorefront({ EDITION: 'intl', GOOGLE_CLIENT_ID: 'client-e2e', GOOGLE_CLIENT_SECRET: 'secret-e2e', GOOGLE_ISSUER: issuer }),
    ])
    const provider = new Provider(issuer, {
      clients: [{ client_id: 'client-e2e', client_secret: 'secret-e2e', redirect_uris: [`${site.url}/auth/google/callback`], grant_types: ['authorization_code'], response_types: ['code'] }],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => ({ sub: id, email: `${id}@example.com`, email_verified: true, name: 'Gina Google' }) }),
      pkce: { required: () => true },
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: true } },
    } as never)
    // Google's prompt=select_account has no counterpart in the stand-in: drop it on the way in.
    provider.use(async (ctx: { query: Record<string, string>; querystring: string }, next: () => Promise<void>) => {
      if (ctx.query.prompt === 'select_account') {
        const q = new URLSearchParams(ctx.querystring)
        q.delete('prompt')
        ctx.querystring = q.toString()
      }
      await next()
    })
    server = provider.listen(port, '127.0.0.1')
  })
  afterAll(async () => {
    await browser?.close()
    server?.close()
    await site?.stop()
  })

  async function loginPage(): Promise<Page> {
    const page = await (await browser.newContext()).newPage()
    page.setDefaultTimeout(60_000)
    await page.goto(`${site.url}/auth/login?from=${encodeURIComponent(`${site.url}/en/models`)}`)
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="google-sign-in"]')
      return !!el && Object.keys(el).some((k) => k.startsWith('__react'))
    })
    return page
  }

  it('signs in through the popup and returns to the page signed in', async () => {
    const page = await loginPage()
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('[data-testid="google-sign-in"]')])
    expect(popup.viewportSize()).toEqual({ width: 500, height: 600 })
    await popup.waitForSelector('input[name="login"]')
    await popup.fill('input[name="login"]', 'gina')
    await popup.fill('input[name="password"]', 'any')
    await popup.click('button[type="submit"]')
    await popup.waitForSelector('button[type="submit"]')
    await Promise.all([popup.waitForEvent('close'), popup.click('button[type="submit"]')])
    await page.waitForURL(`${site.url}/en/models`)
    await page.waitForSelector('[data-testid="user-menu"]')
    expect(await page.textContent('[data-testid="user-menu"]')).toContain('Gina Google')
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'loginType')?.value).toBe('2')
    expect(cookies.find((c) => c.name === 'google_oidc')).toBeUndefined()
    await page.context().close()
  })

  it('reports a popup closed by the user', async () => {
    const page = await loginPage()
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('[data-testid="google-sign-in"]')])
    await popup.close()
    await poll(() => page.textContent('[role="status"]')).toContain('closed')
    await page.context().close()
  })
})
