import type { BrowserContext, Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { useBrowser } from './browser'
import { openHydrated } from './openHydrated'
import { closePointsNoticeWhenShown } from './pointsNotice'

/**
 * The brand tracker's pages in Chromium against the built storefront, with a worker in this
 * process and the offline engine answering every platform: step 1's messages, the login-required
 * path, suggestions in step 2 with a manual add, the notification modal, the run followed live
 * without a reload and on to the report with all its parts; someone else cannot read a private
 * report, a public one joins the ranking and the "others are viewing" dropdown; both pages in
 * every language variant.
 */
const port = () => new URL(process.env.STOREFRONT_URL!).port
// Payload accepts its cookie on a request with an Origin only from the site's own address.
const base = () => `http://localhost:${port()}`
const poll = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout })
const password = 'correct horse battery staple'
const description = 'An AI image generation tool that turns text prompts into pictures for designers.'

describe('brand tracker pages', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', "these tests read and edit the storefront's database"))
  const suite = useBrowser()
  let payload: Payload
  let worker: { stop: () => Promise<void> } | undefined
  let ownerToken: string
  let otherToken: string
  let brand: string
  let trackerId = 0
  const ids: Record<string, number> = {}

  const userToken = async (prefix: string) => {
    const email = `${prefix}-${Date.now()}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true })
    ids[prefix] = user.id as number
    return (await payload.login({ collection: 'users', data: { email, password } })).token!
  }

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    const { startWorker } = await import('@aidir/tasks/worker')
    const { createPayloadCatalogue } = await import('@aidir/cms/llm')
    payload = await payloadClient()
    ownerToken = await userToken('tracker-owner')
    otherToken = await userToken('tracker-other')
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
  const open = async (path: string, context: BrowserContext, ready = '[data-testid="tracker-continue"]'): Promise<Page> => {
    const page = await openHydrated(context, `${base()}${path}`, ready)
    // A new user's points notice is a modal that makes the form inert whenever it arrives: typing
    // then goes nowhere. Close it as the user would.
    await closePointsNoticeWhenShown(page)
    return page
  }
  const contextOf = async (token?: string) => {
    const context = await suite.browser.newContext()
    if (token) await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }])
    return context
  }
  const addTag = async (page: Page, name: string, value: string) => {
    const input = page.locator(`[data-testid="${name}-input"]`)
    await input.fill(value)
    await input.press('Enter')
    // Added when it is among the tags; otherwise the failure names what the form answered.
    const outcome = async () => {
      const tags = await page.locator(`[data-testid="${name}-tag"]`).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
      if (tags.includes(value)) return 'added'
      return (await page.locator(`[data-testid="${name}-error"]`).allTextContents())[0] ?? `no answer yet (draft '${await input.inputValue()}')`
    }
    await poll(outcome).toBe('added')
  }
  const fillStepOne = async (page: Page, text = description) => {
    await page.fill('[data-testid="tracker-brand"]', brand)
    await page.fill('[data-testid="tracker-description"]', text)
    await addTag(page, 'tags', 'AI image generation')
    await addTag(page, 'tags', 'text to image')
  }

  it('checks step 1 with the spec messages and asks a visitor to sign in', async () => {
    const context = await contextOf()
    const page = await open('/tools/trackers', context)
    await fillStepOne(page, 'Too short')
    await page.fill('[data-testid="tags-input"]', 'TEXT TO IMAGE')
    await page.press('[data-testid="tags-input"]', 'Enter')
    await page.getByText('Duplicates are not allowed').waitFor()
    await poll(() => page.textContent('[data-testid="count-tags"]')).toBe('2/10')
    await page.click('[data-testid="tracker-continue"]')
    expect(await page.textContent('[data-testid="description-error"]')).toBe('Description must be at least 20 characters')

    // The website tab: a malformed address is refused before anything is sent.
    await page.fill('[data-testid="tracker-description"]', description)
    await page.click('[data-testid="tracker-tab-website"]')
    await page.fill('[data-testid="tracker-website"]', 'not a url')
    await page.click('[data-testid="tracker-continue"]')
    await page.getByText('Please enter a valid URL').waitFor()
    await page.fill('[data-testid="tracker-website"]', '')
    await page.click('[data-testid="tracker-continue"]')
    await page.waitForSelector('[data-testid="tracker-login-first"]', { timeout: 60_000 })
    expect(await page.textContent('[data-testid="tracker-login-first"]')).toContain('Please login first')
    expect(await page.getAttribute('[data-testid="tracker-flow"]', 'data-step')).toBe('1')
    await context.close()
  })

  it('runs a brand from the form to a finished report without a reload', async () => {
    const context = await contextOf(ownerToken)
    const page = await open('/tools/trackers', context)
    await fillStepOne(page)
    await page.click('[data-testid="tracker-continue"]')

    // Step 2: suggestions from the catalogue, editable, with a manual add.
    await page.waitForSelector('[data-testid="tracker-step-keywords"], [data-testid="tracker-step-info"] [role="alert"], [data-testid="tracker-login-first"]', { timeout: 60_000 })
    expect(await page.locator('[data-testid="tracker-step-info"] [role="alert"], [data-testid="tracker-login-first"]').allTextContents()).toEqual([])
    await poll(() => page.locator('[data-testid="competitors-tag"]').count()).toBeGreaterThanOrEqual(3)
    expect(await page.locator('[data-testid="topics-tag"]').count()).toBeGreaterThanOrEqual(2)
    const suggested = await page.locator('[data-testid="competitors-tag"]').count()
    await addTag(page, 'competitors', 'Acme Rival Studio')
    // The counter follows once React has rendered the added tag.
    await poll(() => page.textContent('[data-testid="count-competitors"]')).toBe(`${suggested + 1}/10`)
    // Back keeps what was entered; continue comes back to the edited lists.
    await page.click('[data-testid="tracker-back"]')
    expect(await page.inputValue('[data-testid="tracker-brand"]')).toBe(brand)
    await page.click('[data-testid="tracker-continue"]')
    await poll(() => page.locator('[data-testid="competitors-tag"]').count()).toBe(suggested + 1)

    await page.evaluate(() => ((window as unknown as { trackerMarker: number }).trackerMarker = 42))
    const displays = new Set<string>()
    await page.click('[data-testid="tracker-start"]')
    await page.waitForSelector('[data-testid="tracker-run"]')
    expect(page.url()).toMatch(/[?&]tracker=\d+/)
    trackerId = Number(new URL(page.url()).searchParams.get('tracker'))
    displays.add((await page.getAttribute('[data-testid="tracker-run"]', 'data-display')) ?? '')

    // The notification modal while the report is generated: the phone-binding flow's first state.
    // (A run of every platform against the offline engine takes several seconds: time enough.)
    await page.click('[data-testid="tracker-notify"]')
    const modal = page.locator('[data-testid="tracker-notify-modal"]')
    await modal.locator('[data-testid="phone-binding"][data-state="unsubmitted"]').waitFor()
    await modal.locator('input[name="phone"]').fill('12')
    await modal.getByRole('button', { name: 'Send code' }).click()
    await modal.getByText('Please enter a valid phone number').waitFor()
    // While the modal is open the page stays on step 3 and the modal says when the report is ready;
    // closing it lets the finished run move on.
    await modal.getByText('Your report is ready', { exact: false }).waitFor({ timeout: 150_000 })
    expect(new URL(page.url()).pathname).toBe('/tools/trackers')
    await modal.getByRole('button', { name: 'Close' }).click()

    await poll(async () => {
      if (/\/tools\/trackers\/\d+/.test(new URL(page.url()).pathname)) return true
      const state = await page.getAttribute('[data-testid="tracker-run"]', 'data-display').catch(() => null)
      if (state) displays.add(state)
      return false
    }, 150_000).toBe(true)
    expect(new URL(page.url()).pathname).toBe(`/tools/trackers/${trackerId}`)
    expect([...displays].some((d) => d === 'queue' || d === 'progress')).toBe(true)
    // Client-side navigation all along: the same window.
    expect(await page.evaluate(() => (window as unknown as { trackerMarker?: number }).trackerMarker)).toBe(42)

    const report = page.locator('[data-testid="tracker-report"]')
    await report.waitFor({ timeout: 30_000 })
    expect(Number(await page.textContent('[data-testid="tracker-score"]'))).toBeGreaterThan(0)
    expect(Number(await page.textContent('[data-testid="tracker-exposures"]'))).toBeGreaterThan(0)
    expect(await page.locator('[data-testid="tracker-score-card"] li').count()).toBe(5)
    expect(await page.locator('[data-testid="tracker-platforms"] tbody tr').count()).toBeGreaterThanOrEqual(4)
    expect(await page.textContent('[data-testid="tracker-platforms"]')).toContain('ChatGPT')
    expect(await page.locator('[data-testid="tracker-hot-topics"] > li').count()).toBeGreaterThanOrEqual(4)
    const competitors = await page.textContent('[data-testid="tracker-competitors"]')
    expect(competitors).toContain(brand)
    expect(competitors).toContain('Acme Rival Studio')
    expect(await page.locator('[data-testid="tracker-trend"] tbody tr').count()).toBe(1)
    const kinds = await page.$$eval('[data-testid="tracker-strategy"] > li', (els) => els.map((el) => el.getAttribute('data-kind')))
    expect(kinds).toEqual(['platform_performance', 'competitor_analysis', 'topic_exposure', 'summary'])
    expect(await page.textContent('[data-testid="tracker-strategy"]')).not.toContain('strategy.')
    expect(await page.locator('[data-testid="tracker-questions"] tbody tr').count()).toBe(8)
    await page.click('[data-testid="tracker-questions-more"]')
    expect(await page.locator('[data-testid="tracker-questions"] tbody tr').count()).toBeGreaterThan(8)
    expect(await page.textContent('[data-testid="tracker-questions"]')).toMatch(/Informational|Commercial investigation|Transactional|Navigational/)
    expect(await page.textContent('[data-testid="tracker-method"]')).toContain('geo-score-v1')
    expect(await page.textContent('[data-testid="tracker-sandbox"]')).toContain('offline engine')
    expect(await page.textContent('[data-testid="geo-footer"]')).toBeTruthy()

    // At phone width the report fits: wide tables scroll inside their box, the page does not.
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.setViewportSize({ width: 1280, height: 800 })

    // The owner's list of monitored brands links to the details.
    const start = await open('/tools/trackers', context)
    const mine = start.locator('[data-testid="tracker-mine"]')
    await mine.waitFor()
    expect(await mine.textContent()).toContain(brand)
    expect(await mine.locator(`a[href$="/tools/trackers/${trackerId}"]`).count()).toBe(1)
    await context.close()
  })

  it('keeps a private report from another user and from visitors', async () => {
    const context = await contextOf(otherToken)
    const page = await open(`/tools/trackers/${trackerId}`, context, '[data-testid="tracker-back-to-add"]')
    await page.waitForSelector('[data-testid="tracker-report-missing"]')
    expect(await page.textContent('[data-testid="tracker-report-missing"]')).toContain('This report does not exist or is private.')
    // Signed in already: no "please login first" under the refusal.
    expect(await page.locator('[data-testid="tracker-login-first"]').count()).toBe(0)
    expect(await page.locator('[data-testid="tracker-score"]').count()).toBe(0)
    const api = await fetch(`${base()}/api/tracker/${trackerId}/report`, { headers: { authorization: `Bearer ${otherToken}` } })
    expect(api.status).toBe(404)
    expect((await fetch(`${base()}/api/tracker/${trackerId}/status`)).status).toBe(401)
    await context.close()
  })

  it('answers a start beyond the daily limit with "Submission limit reached"', async () => {
    const { TRACKER_LIMITS } = await import('../../cms/src/tracker/limits')
    const other = { id: ids['tracker-other']! }
    const tracker = await payload.create({
      collection: 'trackers',
      data: { owner: other.id, brandName: 'Limit Brand', description: 'A brand that already ran its analyses today.', tags: ['a', 'b'], topics: ['t'], status: 'completed' },
      overrideAccess: true,
    })
    // Today's finished runs (no jobs behind them): the user's daily allowance is used up.
    for (let i = 0; i < TRACKER_LIMITS.runsPerDay; i++) {
      await payload.create({ collection: 'tracker-runs', data: { tracker: tracker.id, owner: other.id, trigger: 'user', status: 'completed', platforms: ['chatgpt'], samples: 1 }, overrideAccess: true })
    }
    const context = await contextOf(otherToken)
    const page = await open('/tools/trackers', context)
    await fillStepOne(page)
    await page.click('[data-testid="tracker-continue"]')
    await page.waitForSelector('[data-testid="tracker-step-keywords"]', { timeout: 60_000 })
    await page.click('[data-testid="tracker-start"]')
    await page.waitForSelector('[data-testid="tracker-start-error"]')
    expect(await page.textContent('[data-testid="tracker-start-error"]')).toBe('Submission limit reached')
    expect(await page.getAttribute('[data-testid="tracker-flow"]', 'data-step')).toBe('2')
    await context.close()
  })

  it('shows a public report to others, in the ranking and among the reports others are viewing', async () => {
    await payload.update({ collection: 'trackers', id: trackerId, data: { public: true }, overrideAccess: true })
    const context = await contextOf(otherToken)
    const page = await open(`/tools/trackers/${trackerId}`, context, '[data-testid="tracker-back-to-add"]')
    await page.waitForSelector('[data-testid="tracker-report"]')
    expect(await page.locator('[data-testid="tracker-notify"]').count()).toBe(0)

    const start = await open('/tools/trackers', context)
    const ranking = start.locator('[data-testid="tracker-ranking"]')
    await ranking.waitFor()
    expect(await ranking.locator('tbody tr').first().textContent()).toContain(brand)
    await start.click('[data-testid="tracker-search"]')
    const dropdown = start.locator('[data-testid="tracker-search-dropdown"]')
    await poll(async () => (await dropdown.textContent()) ?? '').toContain(brand)
    expect(await dropdown.textContent()).toContain('Reports others are viewing')
    await start.fill('[data-testid="tracker-search"]', brand.slice(0, 3).toLowerCase())
    await poll(async () => dropdown.locator(`a[href$="/tools/trackers/${trackerId}"]`).count()).toBe(1)
    await context.close()
  })

  it('serves both pages in every language variant, the same for everybody', async () => {
    for (const prefix of ['', '/en', '/zh', '/tw', '/ja']) {
      for (const path of ['/tools/trackers', `/tools/trackers/${trackerId}`]) {
        const response = await fetch(`${base()}${prefix}${path}`)
        expect(response.status, `${prefix}${path}`).toBe(200)
      }
    }
    expect(await (await fetch(`${base()}/zh/tools/trackers`)).text()).toContain('品牌可见度追踪')
    expect(await (await fetch(`${base()}/tw/tools/trackers`)).text()).toContain('品牌可見度追蹤')
    expect(await (await fetch(`${base()}/ja/tools/trackers`)).text()).toContain('ブランド可視性トラッカー')
    expect((await fetch(`${base()}/tools/trackers`)).headers.get('cache-control') ?? '').not.toContain('private')
    expect((await fetch(`${base()}/tools/trackers/abc`)).status).toBe(404)
  })
})
