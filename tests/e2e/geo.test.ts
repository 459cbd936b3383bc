import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { signedInContext as signedInTo, useBrowser } from './browser'
import { openHydrated } from './openHydrated'
import { customerWithToken } from './users'

/**
 * The GEO checker in Chromium against the built storefront, with a worker in this process taking
 * the jobs and the offline engine answering from the catalogue: sign-in required, the form's
 * hit-term chips and messages, five task cards reaching "completed" without a reload, the
 * sandbox notice, CSV export, the history tab and a past check's page; the GEO pages in every
 * language; the contact form.
 */
const port = () => new URL(process.env.STOREFRONT_URL!).port
// Payload accepts its cookie on a request with an Origin only from the site's own address (its
// CSRF list), which is http://localhost:<port> for the test server.
const base = () => `http://localhost:${port()}`
const poll = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout })
const question = 'What is the best AI image generation tool?'

describe('GEO checker and services', { timeout: 240_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', "these tests read and edit the storefront's database"))
  const suite = useBrowser()
  let payload: Payload
  let worker: { stop: () => Promise<void> } | undefined
  let token: string
  let brand: string

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    const { startWorker } = await import('@aidir/tasks/worker')
    const { createPayloadCatalogue } = await import('@aidir/cms/llm')
    payload = await payloadClient()
    token = (await customerWithToken(payload, 'geo')).token
    const category = (await payload.find({ collection: 'categories', where: { key: { equals: 'image-generation' } }, limit: 1, overrideAccess: true })).docs[0]!
    const [top] = await createPayloadCatalogue(payload, base()).productsIn(category.id as number, 'en', 1)
    brand = top!.name.split(' / ')[0]!.replace(/\s*\(.*\)$/, '')
    const quiet = { info() {}, warn() {}, error() {}, debug() {} }
    worker = await startWorker({ payload, connectionString: process.env.DATABASE_URL!, log: quiet })
  })
  afterAll(async () => {
    await worker?.stop()
    const { stopProducer } = await import('@aidir/cms')
    await stopProducer()
  })

  /** A page once React has hydrated `ready` (typing into a form before that would be lost). */
  const open = (path: string, context: BrowserContext, ready = '[data-testid="geo-submit"]'): Promise<Page> => openHydrated(context, `${base()}${path}`, ready)
  const signedInContext = () => signedInTo(suite.browser, base(), token, { acceptDownloads: true })

  it('asks a visitor to sign in before a check starts', async () => {
    const context = await suite.browser.newContext()
    const page = await open('/tools/geo', context)
    // An empty form names each missing field; a message goes as soon as its field is changed.
    for (const p of ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin']) await page.uncheck(`[data-testid="platform-${p}"]`)
    await page.click('[data-testid="geo-submit"]')
    for (const message of ['Please enter a question', 'Please enter at least one brand keyword', 'Please select at least one platform']) await page.getByText(message).waitFor()
    await page.fill('[data-testid="geo-question"]', question)
    await page.getByText('Please enter a question').waitFor({ state: 'detached' })
    await page.check('[data-testid="platform-deepseek"]')
    await page.getByText('Please select at least one platform').waitFor({ state: 'detached' })
    expect(await page.getByText('Please enter at least one brand keyword').count()).toBe(1)
    await page.fill('[data-testid="hit-term-input"]', 'Midjourney')
    await page.press('[data-testid="hit-term-input"]', 'Enter')
    await page.click('[data-testid="geo-submit"]')
    await page.waitForSelector('[data-testid="geo-login-first"]')
    expect(await page.textContent('[data-testid="geo-login-first"]')).toContain('Please login first')
    await context.close()
  })

  let checkUrl = ''
  it('runs a check on the five platforms live, then exports it as CSV', async () => {
    const context = await signedInContext()
    const page = await open('/tools/geo', context)
    // Keyword suggestions come from the catalogue.
    await poll(() => page.locator('[data-testid="keyword-suggestions"] tbody tr').count()).toBeGreaterThan(3)

    await page.fill('[data-testid="geo-question"]', question)
    const input = page.locator('[data-testid="hit-term-input"]')
    // Typed once each: a lost keystroke is a defect (the points notice used to take the focus mid-typing).
    const chips = page.locator('[data-testid="hit-term-input"]').locator('xpath=preceding-sibling::ul[1]/li')
    await input.fill(brand)
    await input.press('Enter')
    await poll(() => chips.count()).toBe(1)
    // A refused term stays in the input with its message.
    const refusedWith = async (term: string, message: string) => {
      await input.fill(term)
      await input.press('Enter')
      await page.getByText(message).waitFor()
    }
    // The same term in another case is a duplicate.
    await refusedWith(brand === brand.toUpperCase() ? brand.toLowerCase() : brand.toUpperCase(), 'This hit term already exists')
    await refusedWith('Bad<term>', 'The hit term contains invalid characters')
    await input.fill('')
    expect(await page.textContent('[data-testid="hit-term-count"]')).toBe('1/10')
    for (const p of ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin']) expect(await page.isChecked(`[data-testid="platform-${p}"]`)).toBe(true)

    // Proves the page is never reloaded while the cards update.
    await page.evaluate(() => ((window as unknown as { geoMarker: number }).geoMarker = 42))
    const states = new Set<string>()
    await page.click('[data-testid="geo-submit"]')
    await page.waitForSelector('[data-testid="geo-result"]')
    await poll(async () => {
      const cards = await page.$$eval('[data-testid^="task-"]', (els) => els.map((el) => el.getAttribute('data-state')))
      cards.forEach((s) => states.add(String(s)))
      return cards.length === 5 && cards.every((s) => s === 'completed')
    }, 90_000).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { geoMarker?: number }).geoMarker)).toBe(42)
    checkUrl = page.url()
    expect(checkUrl).toMatch(/[?&]check=\d+/)

    for (const p of ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin']) {
      expect(await page.textContent(`[data-testid="task-${p}"] [data-testid="verdict"]`)).toBe('Recommended')
      expect(Number(await page.textContent(`[data-testid="task-${p}"] [data-testid="exposures"]`))).toBeGreaterThan(0)
    }
    await page.waitForSelector('[data-testid="sandbox-notice"]')
    expect(await page.textContent('[data-testid="sandbox-notice"]')).toContain('offline engine')

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-csv"]')])
    expect(download.suggestedFilename()).toMatch(/^geo-check-\d+\.csv$/)
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '')
    const lines = csv.trim().split('\r\n')
    expect(lines).toHaveLength(6)
    expect(lines[0]).toContain('Platform,Question,Hit terms,Recommended')
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['DeepSeek', 'Doubao', 'Tongyi Qianwen', 'Tencent Yuanbao', 'Baidu Wenxin'])
    await context.close()
  })

  it('lists the check in the history tab and opens it on its own page', async () => {
    const context = await signedInContext()
    const page = await open('/tools/geo', context)
    await page.click('[data-testid="tab-history"]')
    const table = page.locator('[data-testid="geo-history"]')
    await table.waitFor()
    const row = table.locator('tbody tr').first()
    expect(await row.textContent()).toContain(question)
    expect(await row.textContent()).toContain(brand)
    expect(await row.locator('td').nth(2).textContent()).toBe('5')
    expect(await row.locator('td').nth(3).textContent()).toBe('5')
    await Promise.all([page.waitForURL(/\/tools\/geo\/\d+$/), row.locator('a').click()])
    await poll(() => page.locator('[data-testid^="task-"][data-state="completed"]').count()).toBe(5)
    expect(await page.textContent('[data-testid="geo-footer"]')).toContain('Ranking checker')
    // The reopened check fills the form with what it asked, ready to run again.
    await expectFormOfTheCheck(page)
    await context.close()
  })

  it('fills the form again when a check is reopened from its address', async () => {
    const context = await signedInContext()
    const page = await openHydrated(context, checkUrl.replace(/^https?:\/\/[^/]+/, base()), '[data-testid="geo-submit"]')
    await poll(() => page.locator('[data-testid^="task-"][data-state="completed"]').count()).toBe(5)
    await expectFormOfTheCheck(page)
    await context.close()
  })

  const expectFormOfTheCheck = async (page: Page) => {
    await poll(() => page.inputValue('[data-testid="geo-question"]')).toBe(question)
    const chips = page.locator('[data-testid="hit-term-input"]').locator('xpath=preceding-sibling::ul[1]/li')
    expect(await chips.count()).toBe(1)
    expect(await chips.first().textContent()).toContain(brand)
    expect(await page.textContent('[data-testid="hit-term-count"]')).toBe('1/10')
    for (const p of ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin']) expect(await page.isChecked(`[data-testid="platform-${p}"]`)).toBe(true)
  }

  it('keeps someone else’s check from a visitor', async () => {
    const id = new URL(checkUrl).searchParams.get('check')
    const response = await fetch(`${base()}/api/geo/checks/${id}`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 401, message: 'Please login first' })
  })

  it('serves the GEO pages in every language variant', async () => {
    // A check's page exists for a check that exists (the one made above), whoever asks.
    const paths = ['/geo', '/geo/tools', '/tools/geo', `/tools/geo/${new URL(checkUrl).searchParams.get('check')}`]
    for (const prefix of ['', '/en', '/zh', '/tw', '/ja']) {
      for (const path of paths) {
        const response = await fetch(`${base()}${prefix}${path}`)
        expect(response.status, `${prefix}${path}`).toBe(200)
      }
    }
    const zh = await (await fetch(`${base()}/zh/tools/geo`)).text()
    expect(zh).toContain('GEO 排名检测')
    const ja = await (await fetch(`${base()}/ja/geo`)).text()
    expect(ja).toContain('GEO サービス')
    // The pages are the same for everybody: cacheable, no user data in the HTML.
    expect((await fetch(`${base()}/tools/geo`)).headers.get('cache-control') ?? '').not.toContain('private')
  })

  it('takes a GEO enquiry from the contact form', async () => {
    const context = await signedInContext()
    const page = await open('/geo', context, '[data-testid="lead-submit"]')
    const form = page.locator('[data-testid="geo-contact-form"]')
    await form.locator('[name="name"]').fill('Li Wei')
    await form.locator('[name="company"]').fill('E2E Brand Co')
    await form.locator('[name="email"]').fill('not-an-email')
    await form.locator('[name="phone"]').fill('+86 138 0013 8000')
    await form.locator('[name="requirements"]').fill('Be recommended by DeepSeek for CRM questions.')
    await page.click('[data-testid="lead-submit"]')
    await page.getByText('Please enter a valid email address').waitFor()
    await form.locator('[name="email"]').fill('li.wei@example.com')
    await page.click('[data-testid="lead-submit"]')
    await page.waitForSelector('[data-testid="lead-done"]')
    const lead = (await payload.find({ collection: 'geo-leads', where: { company: { equals: 'E2E Brand Co' } }, overrideAccess: true })).docs[0]!
    expect(lead).toMatchObject({ email: 'li.wei@example.com', status: 'new' })
    await poll(async () => (await payload.count({ collection: 'support-notifications', where: { source: { equals: `geo-lead:${lead.id}` } }, overrideAccess: true })).totalDocs).toBe(1)
    await context.close()
  })
})
