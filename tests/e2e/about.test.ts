import type { BrowserContext } from 'playwright-core'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { useBrowser } from './browser'
import { openHydrated } from './openHydrated'

/**
 * The about page (SPEC §2) in every route variant, linked from the footer, and its "report a wrong
 * fact" form in Chromium: a validation error shown in the page's language, then a report that
 * reaches support's records.
 */
const base = () => process.env.STOREFRONT_URL!
const variants = [
  { prefix: '', lang: 'en', heading: /^About / },
  { prefix: '/en', lang: 'en', heading: /^About / },
  { prefix: '/zh', lang: 'zh-Hans', heading: /^关于/ },
  { prefix: '/tw', lang: 'zh-Hant', heading: /^關於/ },
  { prefix: '/ja', lang: 'ja', heading: /について$/ },
] as const
const sections = ['who', 'chosen', 'described', 'ranked', 'reviewed', 'paid', 'figures', 'report']

describe('the about page', { timeout: 180_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the form test reads the stored report'))
  const suite = useBrowser()
  let context: BrowserContext
  let payload: Payload
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    context = await suite.browser.newContext()
  })

  it('answers in every route variant with the policy sections, and the footer links to it', async () => {
    for (const { prefix, lang, heading } of variants) {
      const response = await fetch(`${base()}${prefix}/about`)
      expect(response.status, `${prefix}/about`).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${lang}"`)
      const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''
      expect(h1, prefix).toMatch(heading)
      for (const id of sections) expect(html, `${prefix} #${id}`).toContain(`id="${id}"`)
      expect(html).toContain('data-testid="fact-report-form"')
      expect(html).toMatch(/rel="canonical" href="https?:\/\/[^"]+\/about"/)
    }
    const home = await (await fetch(`${base()}/ja`)).text()
    expect(home).toMatch(/<footer[\s\S]*href="\/ja\/about"[\s\S]*<\/footer>/)
  })

  it('shows a validation error in the page’s language and sends nothing', async () => {
    const page = await openHydrated(context, `${base()}/ja/about`, '[data-testid="fact-report-submit"]')
    await page.fill('textarea[name="correction"]', '短すぎる')
    await page.click('[data-testid="fact-report-submit"]')
    await page.getByText('誤った情報があるページまたは製品を入力してください').waitFor()
    await page.getByText('誤りの内容を 10 文字以上で説明してください').waitFor()
    expect(await page.getAttribute('textarea[name="correction"]', 'aria-invalid')).toBe('true')
    expect(await page.locator('[data-testid="fact-report-done"]').count()).toBe(0)
    await page.close()
  })

  it('sends a report that reaches support', async () => {
    const marker = `The free plan ended in March; report ${Date.now()}.`
    const page = await openHydrated(context, `${base()}/about`, '[data-testid="fact-report-submit"]')
    await page.fill('input[name="page"]', `${base()}/details/midjourney`)
    await page.fill('textarea[name="correction"]', marker)
    await page.fill('input[name="source"]', 'https://example.com/pricing')
    await page.fill('input[name="email"]', 'not-an-email')
    await page.click('[data-testid="fact-report-submit"]')
    await page.getByText('Please enter a valid email address').waitFor()
    await page.fill('input[name="email"]', 'reader@example.com')
    await page.click('[data-testid="fact-report-submit"]')
    await page.locator('[data-testid="fact-report-done"]').waitFor()
    const stored = await payload.find({ collection: 'fact-reports', where: { correction: { equals: marker } }, overrideAccess: true, depth: 0 })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ email: 'reader@example.com', source: 'https://example.com/pricing', locale: 'en', status: 'new' })
    await page.close()
  })
})
