import type { Route } from 'playwright-core'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { useBrowser } from './browser'
import { waitForHydration } from './openHydrated'

/**
 * The points notice is a modal: opened while the reader types, it would take the focus and the
 * next keystrokes with it (an Enter that confirms a tag, the rest of a name). It waits until the
 * focus leaves the fields. The notices' answer is held back until the reader is typing, so the
 * order is certain.
 */
const port = () => new URL(process.env.STOREFRONT_URL!).port
const base = () => `http://localhost:${port()}`
const password = 'correct horse battery staple'

describe('the points notice and a reader who is typing', { timeout: 120_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', "these tests create a user in the storefront's database"))
  const suite = useBrowser()
  let payload: Payload

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
  })

  it('opens once the focus leaves the field, and no typed key is lost', async () => {
    const email = `typing-${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    const context = await suite.browser.newContext()
    await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }])
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)

    let release: () => void = () => {}
    const held = new Promise<Route>((resolve) => {
      void page.route('**/api/user/getNoticePoints*', (route) => resolve(route))
    })
    await page.goto(`${base()}/en/tools/trackers`, { waitUntil: 'domcontentloaded' })
    await waitForHydration(page, '[data-testid="tracker-brand"]')
    const route = await held
    release = () => void route.continue()

    const field = page.getByTestId('tracker-brand')
    await field.click()
    await page.keyboard.type('Acme')
    const answered = page.waitForResponse((r) => r.url().includes('/api/user/getNoticePoints'))
    release()
    expect(((await (await answered).json()) as { data: { type: string }[] }).data.map((n) => n.type)).toContain('LOGIN')
    // The notice is on the page (its dialog rendered), but not opened over the field being typed in.
    await page.getByTestId('points-modal').waitFor({ state: 'attached' })
    await page.keyboard.type(' Studio')
    expect(await field.inputValue()).toBe('Acme Studio')
    expect(await page.locator('[data-testid="points-modal"][open]').count()).toBe(0)

    // Leaving the fields opens it.
    await page.locator('h1').first().click()
    await page.waitForSelector('[data-testid="points-modal"][open]')
    await page.getByTestId('points-modal-ok').click()
    expect(await field.inputValue()).toBe('Acme Studio')
    await context.close()
  })
})
