import Provider from 'oidc-provider'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '@aidir/cms/db'
import { launchBrowser } from './browser'
import { startStorefront } from './editionServer'

/**
 * International sign-in with Google (SPEC §4, loginType 2) in a real browser, against oidc-provider
 * standing in for Google: the popup, the consent, the code handed back to the page, the exchange,
 * and the popup's other outcomes: closed by the user, timed out after 300 s (on Playwright's
 * controlled clock), and an error from the provider (consent refused).
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

  async function loginPage(options: { clock?: boolean } = {}): Promise<Page> {
    const page = await (await browser.newContext()).newPage()
    page.setDefaultTimeout(60_000)
    // The page's timers run on Playwright's clock: 300 s pass in an instant, and only when we say.
    if (options.clock) await page.clock.install()
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

  it('waits in the loading state while the popup is open, and gives up after 300 s', async () => {
    const page = await loginPage({ clock: true })
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('[data-testid="google-sign-in"]')])
    await popup.waitForSelector('input[name="login"]')
    const button = page.locator('[data-testid="google-sign-in"]')
    await poll(() => button.textContent()).toBe('Waiting for Google…')
    expect(await button.isDisabled()).toBe(true)

    // Before the limit: still waiting, the popup still open (the 500 ms closed check ran all along).
    // The installed clock also flows with real time, and the page has taken a few seconds of it on a
    // busy machine since the click: 290 s keeps a margin below the 300 s limit.
    await page.clock.runFor(290_000)
    expect(popup.isClosed()).toBe(false)
    expect(await button.textContent()).toBe('Waiting for Google…')
    const timedOut = page.getByRole('alert').filter({ hasText: 'Google sign-in timed out, please try again.' })
    expect(await timedOut.count()).toBe(0)

    await Promise.all([popup.waitForEvent('close'), page.clock.runFor(11_500)])
    await poll(() => timedOut.count()).toBe(1)
    expect(await button.textContent()).toBe('Continue with Google')
    expect(await button.isDisabled()).toBe(false)
    await page.context().close()
  })

  it('reports an error from the provider (consent refused) as login failed', async () => {
    const page = await loginPage()
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('[data-testid="google-sign-in"]')])
    await popup.waitForSelector('input[name="login"]')
    await Promise.all([popup.waitForEvent('close'), popup.click('text=[ Cancel ]')])
    await poll(() => page.textContent('[data-testid="google-error"]')).toBe('login failed: access_denied')
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined()
    await page.context().close()
  })

  it('reports a popup closed by the user', async () => {
    const page = await loginPage()
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('[data-testid="google-sign-in"]')])
    await popup.close()
    // The page's header has status regions of its own (the toasts): read the sign-in's.
    await poll(() => page.textContent('[data-testid="google-closed"]')).toBe('The Google window was closed.')
    expect(await page.locator('[data-testid="google-sign-in"]').isDisabled()).toBe(false)
    await page.context().close()
  })
})
