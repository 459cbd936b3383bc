import type { Browser, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startStorefront } from './editionServer'

/**
 * The China edition's sign-in (SPEC §4, §7): the login dialog with the user-centre frame and its
 * query, the frame's SUCCESS_LOGIN / CLOSE_LOGIN / REPEAT_LOGIN messages, the dialog after a 401,
 * and the mobile redirect instead of the frame.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 })

describe('China edition sign-in', { timeout: 240_000 }, () => {
  let browser: Browser
  let payload: Payload
  let site: { url: string; stop: () => Promise<void> }
  const email = `cn-${Date.now()}@example.com`
  const password = 'correct horse battery staple'

  beforeAll(async () => {
    ;[browser, site] = await Promise.all([launchBrowser(), startStorefront({ EDITION: 'cn' })])
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    await payload.create({ collection: 'users', data: { email, password, name: '李雷', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
  })
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  async function open(path: string, width = 1280): Promise<Page> {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.setViewportSize({ width, height: 900 })
    page.setDefaultTimeout(60_000)
    await page.goto(`${site.url}${path}`, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="sign-in"]')
      return !!el && Object.keys(el).some((k) => k.startsWith('__react'))
    })
    return page
  }

  const dialogOpen = (page: Page) => page.evaluate(() => (document.querySelector('[data-testid="login-dialog"]') as HTMLDialogElement | null)?.open ?? false)

  it('opens the login frame with the SPEC query, signs in through it, and reloads signed in', async () => {
    const page = await open('/user')
    await page.click('header [data-testid="sign-in"]')
    await poll(() => dialogOpen(page)).toBe(true)
    const src = await page.getAttribute('[data-testid="login-dialog"] iframe', 'src')
    const url = new URL(src!)
    expect(`${url.origin}${url.pathname}`).toBe(`${site.url}/auth/login`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ source: '127.0.0.1', lc: '3', t: '2', p: 'pc', f: '1', r: `${site.url}/user` })
    expect(src).toContain(`r=${encodeURIComponent(`${site.url}/user`)}`)

    const log: string[] = []
    page.on('console', (m) => log.push(`console ${m.text()}`))
    page.on('pageerror', (e) => log.push(`pageerror ${e.message}`))
    page.on('response', (r) => r.url().includes('/api/') && log.push(`${r.status()} ${r.url()}`))
    page.on('framenavigated', (f) => log.push(`nav ${f.url()}`))
    const frame = page.frameLocator('[data-testid="login-dialog"] iframe')
    await frame.locator('input[name="email"]').fill(email)
    await frame.locator('input[name="password"]').fill(password)
    await frame.locator('[data-testid="auth-submit"]').click()
    await poll(async () => (await page.locator('[data-testid="user-menu"]').count()) || log.join('\n')).toBe(1)
    expect(page.url()).toBe(`${site.url}/user`)
    expect(await page.textContent('[data-testid="user-menu"]')).toContain('李雷')
    await page.context().close()
  })

  it('obeys CLOSE_LOGIN and REPEAT_LOGIN (closed, reopened after 200 ms)', async () => {
    const page = await open('/user')
    await page.click('header [data-testid="sign-in"]')
    await poll(() => dialogOpen(page)).toBe(true)
    // The frame is same-origin here, so the page can post as the frame would.
    // Watched as events, not sampled after guessed delays: the dialog's close, then its reopening.
    const reopenedAfter = await page.evaluate(async () => {
      const dialog = document.querySelector('[data-testid="login-dialog"]') as HTMLDialogElement
      const postedAt = performance.now()
      await new Promise<void>((resolve) => {
        dialog.addEventListener('close', () => resolve(), { once: true })
        window.postMessage({ type: 'REPEAT_LOGIN' }, location.origin)
      })
      const reopenedAt = await new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!dialog.open) return
          observer.disconnect()
          resolve(performance.now())
        })
        observer.observe(dialog, { attributes: true, attributeFilter: ['open'] })
      })
      return reopenedAt - postedAt
    })
    // Reopened by a 200 ms timer started on the message; a timer never fires early.
    expect(reopenedAfter).toBeGreaterThanOrEqual(195)
    expect(await dialogOpen(page)).toBe(true)
    await page.evaluate(() => window.postMessage('CLOSE_LOGIN', location.origin))
    await poll(() => dialogOpen(page)).toBe(false)
    await page.context().close()
  })

  it('logs out on a 401 and opens the login dialog', async () => {
    const page = await open('/user')
    // Records every opening of the dialog, so the check does not depend on when it is looked at.
    await page.context().addInitScript(() => {
      const w = window as unknown as { dialogOpenings: number }
      w.dialogOpenings = 0
      new MutationObserver((records) => {
        for (const r of records) if ((r.target as HTMLElement).dataset?.testid === 'login-dialog' && (r.target as HTMLDialogElement).open) w.dialogOpenings++
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] })
    })
    await page.context().addCookies([{ name: 'token', value: 'expired.token.value', url: site.url }])
    const log: string[] = []
    page.on('console', (m) => log.push(m.text()))
    page.on('framenavigated', (f) => log.push(`navigated ${f === page.mainFrame() ? 'main' : 'frame'} ${f.url()}`))
    await page.reload()
    await poll(() => page.evaluate(() => (window as unknown as { dialogOpenings: number }).dialogOpenings).then((n) => (n > 0 ? 'opened' : `${innerWidth} ${log.join(' | ')}`))).toBe('opened')
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined()
    await page.context().close()
  })

  it('on a phone-sized screen goes to the mobile login page instead of the frame', async () => {
    const page = await open('/user', 600)
    await page.click('header [data-testid="sign-in"]')
    await page.waitForURL(/\/auth\/login\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('p')).toBe('h5')
    expect(url.searchParams.get('r')).toBe(`${site.url}/user`)
    await page.context().close()
  })
})
