import type { BrowserContext, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { openHydrated } from './openHydrated'

/**
 * The signed-in pages as a Japanese or Chinese visitor on a phone sees them: field messages of the
 * sign-in service in the page's language, the return home in that language, the SMS panel and the
 * GEO footer bar fitting a 375 px screen, a profile name of spaces refused in the page's language,
 * personal pages titled with the site name, an impossible report id titled as not found, and the
 * JSON envelope for an unknown /api path.
 */
const port = () => new URL(process.env.STOREFRONT_URL!).port
// Payload accepts its cookie on a request with an Origin only from the site's own address.
const base = () => `http://localhost:${port()}`
const password = 'correct horse battery staple'

describe('account pages in every language and on a phone', { timeout: 180_000 }, () => {
  const suite = useBrowser()
  let payload: Payload
  let email: string
  let token: string

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    email = `account-pages-${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    token = (await payload.login({ collection: 'users', data: { email, password } })).token!
  })

  const contextOf = async (width: number, signedIn: boolean): Promise<BrowserContext> => {
    const context = await suite.browser.newContext({ viewport: { width, height: 800 } })
    if (signedIn) await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }])
    return context
  }
  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

  it('shows the sign-in service’s field messages in the page’s language', async () => {
    const context = await contextOf(375, false)
    for (const [prefix, expected] of [
      ['ja', '有効なメールアドレスを入力してください'],
      ['zh', '请输入有效的邮箱地址'],
      ['tw', '請輸入有效的電子郵件地址'],
    ] as const) {
      const page = await openHydrated(context, `${base()}/${prefix}/auth/login`, '[data-testid="auth-submit"]')
      // "a@b" passes the browser's own check; the server refuses it.
      await page.fill('input[name="email"]', 'a@b')
      await page.fill('input[name="password"]', 'x'.repeat(129))
      await page.click('[data-testid="auth-submit"]')
      await expect.poll(() => page.locator('[data-testid="auth-error"]').textContent(), { timeout: 15_000 }).toBe(expected)
      await page.close()
    }
    await context.close()
  })

  it('signs a Japanese visitor in without a return address and lands on the Japanese home', async () => {
    const context = await contextOf(1440, false)
    const page = await openHydrated(context, `${base()}/ja/auth/login`, '[data-testid="auth-submit"]')
    await page.fill('input[name="email"]', email)
    await page.fill('input[name="password"]', password)
    await page.click('[data-testid="auth-submit"]')
    await page.waitForURL((url) => url.pathname === '/ja' && !url.searchParams.has('ticket'), { timeout: 60_000 })
    await context.close()
  })

  it('gives the sign-in card the width of a phone’s screen, and its full width on a desktop', async () => {
    for (const [width, expected] of [
      [375, 375 - 2 * 16 - 2 * 12],
      [1440, 380],
    ] as const) {
      const context = await contextOf(width, false)
      const page = await openHydrated(context, `${base()}/ja/auth/login`, '[data-testid="auth-submit"]')
      // The page has the site's header too, whose search is a form of its own.
      const card = await page.locator('form:has([data-testid="auth-submit"])').evaluate((form) => form.parentElement!.getBoundingClientRect().width)
      expect(Math.round(card), String(width)).toBe(expected)
      await context.close()
    }
  })

  it('fits the SMS notification panel on a 375 px screen', async () => {
    const context = await contextOf(375, true)
    for (const prefix of ['en', 'ja']) {
      const page = await openHydrated(context, `${base()}/${prefix}/notifications`, '[data-testid="phone-binding"] input[name="phone"]')
      expect(await sideways(page), prefix).toBeLessThanOrEqual(0)
      const box = (await page.locator('[data-testid="phone-binding"]').boundingBox())!
      expect(box.x + box.width, prefix).toBeLessThanOrEqual(375)
      await page.close()
    }
    await context.close()
  })

  it('keeps the GEO footer bar’s buttons on one line on a phone', async () => {
    const context = await contextOf(375, false)
    for (const prefix of ['ja', 'zh', 'en']) {
      const page = await openHydrated(context, `${base()}/${prefix}/tools/geo`, '[data-testid="theme-toggle"]')
      const lines = await page.evaluate(() => {
        const bar = [...document.querySelectorAll('footer div')].find((d) => getComputedStyle(d).position === 'fixed')!
        return [...bar.querySelectorAll('a')].map((a) => {
          const style = getComputedStyle(a)
          const content = a.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
          return Math.round(content / parseFloat(style.lineHeight === 'normal' ? String(parseFloat(style.fontSize) * 1.5) : style.lineHeight))
        })
      })
      expect(lines, prefix).toEqual([1, 1])
      expect(await sideways(page), prefix).toBeLessThanOrEqual(0)
      await page.close()
    }
    await context.close()
  })

  it('refuses a profile name of spaces in the page’s language', async () => {
    const context = await contextOf(1440, true)
    const page = await openHydrated(context, `${base()}/ja/user`, 'input[name="name"]')
    await page.fill('input[name="name"]', '   ')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('名前を入力してください').waitFor({ timeout: 15_000 })
    await context.close()
  })

  it('titles the personal pages like every other page, with the site name', async () => {
    const context = await contextOf(1440, true)
    for (const [path, expected] of [
      ['/ja/user', 'マイページ · AI ディレクトリ'],
      ['/ja/favorites', 'お気に入り · AI ディレクトリ'],
      ['/zh/notifications', '短信通知 · AI 导航'],
      ['/tw/auth/login', '登入 · AI 導航'],
      ['/en/auth/reset', 'Choose a new password · AI Directory'],
    ] as const) {
      const page = await context.newPage()
      await page.goto(`${base()}${path}`, { waitUntil: 'load' })
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(expected)
      await page.close()
    }
    await context.close()
  })

  it('titles a report or check page of an impossible id as not found', async () => {
    const context = await contextOf(1440, false)
    for (const path of ['/en/tools/trackers/abc', '/en/tools/geo/abc', '/ja/tools/trackers/0']) {
      const page = await context.newPage()
      const response = await page.goto(`${base()}${path}`, { waitUntil: 'load' })
      expect(response?.status(), path).toBe(404)
      expect(await page.title(), path).not.toContain('#')
      await page.close()
    }
    await context.close()
  })

  it('answers an /api path without a handler with the JSON envelope, not an HTML page', async () => {
    for (const [method, path] of [['GET', '/api/users'], ['GET', '/api/favorites'], ['POST', '/api/tracker/1/nothing']] as const) {
      const response = await fetch(`${base()}${path}`, { method })
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toContain('application/json')
      expect(await response.json(), path).toEqual({ code: 404, message: 'Not found', data: null })
    }
  })

  it('answers a method an /api path does not serve with 405, the envelope and Allow', async () => {
    const response = await fetch(`${base()}/api/geo/checks`, { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
    expect(await response.json()).toEqual({ code: 405, message: 'Method not allowed', data: null })
  })
})
