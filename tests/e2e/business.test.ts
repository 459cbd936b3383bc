import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axe } from './axe'
import en from '../../storefront/src/i18n/locales/en/business.json'
import ja from '../../storefront/src/i18n/locales/ja/business.json'
import zhTW from '../../storefront/src/i18n/locales/zh-TW/business.json'
import zh from '../../storefront/src/i18n/locales/zh/business.json'
import { requireEnv } from '../support/requireEnv'
import { useBrowser } from './browser'

/**
 * The business page (/business) in every route variant: tabs that are links, each tab's content
 * and the FAQs of its area from the CMS, ad positions with occupancy counted from the campaigns in
 * the database, the links of the more-business tab all answering, accessibility (axe) and
 * screenshots at 375 and 1440 px in English and Chinese, light and dark.
 */
const base = () => process.env.STOREFRONT_URL!
const SLOW = 300_000

type Locale = 'en' | 'zh' | 'zh-TW' | 'ja'
const texts = { en, zh, 'zh-TW': zhTW, ja } as const
const variants: { prefix: string; locale: Locale; lang: string }[] = [
  { prefix: '', locale: 'en', lang: 'en' },
  { prefix: '/en', locale: 'en', lang: 'en' },
  { prefix: '/zh', locale: 'zh', lang: 'zh-Hans' },
  { prefix: '/tw', locale: 'zh-TW', lang: 'zh-Hant' },
  { prefix: '/ja', locale: 'ja', lang: 'ja' },
]
const tabs = ['submit', 'advertise', 'update', 'more'] as const
const faqArea = { submit: 'submission', advertise: 'advertising', update: 'update', more: 'general' } as const
/** Links on the page keep the default language unprefixed. */
const linkPrefix = (v: { prefix: string; locale: Locale }) => (v.locale === 'en' ? '' : v.prefix)

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')

describe('the business page', { timeout: SLOW }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the test stores ad campaigns in the database the storefront reads'))
  let payload: Payload
  const suite = useBrowser('business')
  const stamp = Date.now().toString(36)
  /** One position with a free slot (1 of 2 running) and one full (1 of 1 running, 2 queued). */
  const open = { key: `e2e-biz-open-${stamp}`, name: `Open Test Position ${stamp}`, capacity: 2 }
  const full = { key: `e2e-biz-full-${stamp}`, name: `Full Test Position ${stamp}`, capacity: 1 }

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    // System actions: test fixtures written past access control, as the ads domain writes campaigns.
    const owner = await payload.create({
      collection: 'users',
      data: { email: `business-${stamp}@example.com`, password: 'correct horse battery staple', role: 'customer', _verified: true } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const product = (await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true, where: { status: { equals: 'published' } } })).docs[0]!
    const pkg = (await payload.find({ collection: 'service-packages', limit: 1, depth: 0, overrideAccess: true, where: { kind: { equals: 'advertising' } } })).docs[0]!
    const positionOf = async (p: typeof open) =>
      payload.create({
        collection: 'ad-positions',
        data: { key: p.key, placement: 'news_reading', name: p.name, description: 'A position made by the business page test.', capacity: p.capacity, durationDays: 30, enabled: true, prices: [{ amount: 19_900, currency: 'USD' }, { amount: 99_900, currency: 'CNY' }] } as never,
        locale: 'en',
        overrideAccess: true,
      })
    const [openPosition, fullPosition] = [await positionOf(open), await positionOf(full)]
    const day = 86_400_000
    const now = Date.now()
    let n = 0
    const campaign = async (position: number, status: 'running' | 'queued', startsAt?: number) => {
      n += 1
      const order = await payload.create({
        collection: 'orders',
        data: {
          orderRef: `E2EBIZ${stamp}${n}`.toUpperCase(),
          owner: owner.id,
          kind: 'ad',
          package: pkg.id,
          price: { amount: 19_900, currency: 'USD' },
          provider: 'sandbox',
          status: 'paid',
          paidAt: new Date(now - day).toISOString(),
          expiresAt: new Date(now + day).toISOString(),
        } as never,
        overrideAccess: true,
      })
      await payload.create({
        collection: 'ad-campaigns',
        data: {
          order: order.id,
          owner: owner.id,
          product: product.id,
          position,
          status,
          durationDays: 30,
          queuedAt: new Date(now - day).toISOString(),
          ...(startsAt !== undefined ? { startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 30 * day).toISOString() } : {}),
        } as never,
        overrideAccess: true,
      })
    }
    await campaign(openPosition.id, 'running', now - day)
    // Still marked running but past its paid window: the site no longer shows it, so it takes no slot.
    await campaign(openPosition.id, 'running', now - 31 * day)
    await campaign(fullPosition.id, 'running', now - 2 * day)
    await campaign(fullPosition.id, 'queued')
    await campaign(fullPosition.id, 'queued')
  })
  afterAll(async () => {
    // Creating the positions queued their storefront revalidation through this process's producer.
    await (await import('@aidir/cms')).stopProducer()
  })

  const faqsOf = async (tab: (typeof tabs)[number], locale: Locale) =>
    (await payload.find({ collection: 'faqs', where: { area: { equals: faqArea[tab] } }, locale, depth: 0, pagination: false, overrideAccess: true })).docs.map((d) => d.question as string)

  it('answers every tab in every route variant: tab links with the current one marked, its content, its FAQs', async () => {
    for (const v of variants) {
      const t = texts[v.locale]
      for (const tab of tabs) {
        const url = `${base()}${v.prefix}/business${tab === 'submit' ? '' : `?tab=${tab}`}`
        const response = await fetch(url)
        expect(response.status, url).toBe(200)
        const html = decode(await response.text())
        expect(html).toContain(`<html lang="${v.lang}"`)
        expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], url).toBe(t.title)
        // Four tab links, the current one marked as the current page.
        for (const other of tabs) expect(html, `${url} ${other}`).toContain(`href="${linkPrefix(v)}/business${other === 'submit' ? '' : `?tab=${other}`}"`)
        const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*data-tab="([a-z]+)"/g)].map((m) => m[1])
        expect(current, url).toEqual([tab])
        expect(html).toContain(`data-testid="business-panel" data-tab="${tab}"`)
        // The FAQs of the tab's area from the CMS, and FAQPage data for search engines.
        const questions = await faqsOf(tab, v.locale)
        expect(questions.length, `${tab} ${v.locale} FAQs`).toBeGreaterThan(0)
        for (const q of questions) expect(html, `${url} FAQ`).toContain(`<summary>${q}</summary>`)
        expect(html).toContain('"@type":"FAQPage"')
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
        expect(canonical, url).toBe(new URL(`${linkPrefix(v)}/business${tab === 'submit' ? '' : `?tab=${tab}`}`, canonical).toString())
        expect(html).toMatch(/hreflang="zh-Hant"/i)
      }
    }
    // An unknown tab is not a page.
    expect((await fetch(`${base()}/business?tab=nope`)).status).toBe(404)
    expect((await fetch(`${base()}/ja/business?tab=nope`)).status).toBe(404)
  })

  it('shows each position with its price and the occupancy of the campaigns in the database, with a link to buy it', async () => {
    for (const v of [variants[0]!, variants[2]!]) {
      const html = decode(await (await fetch(`${base()}${v.prefix}/business?tab=advertise`)).text())
      const t = texts[v.locale].advertise
      const card = (key: string) => html.slice(html.indexOf(`data-position="${key}"`), html.indexOf('</li>', html.indexOf(`data-position="${key}"`)))
      const openCard = card(open.key)
      expect(openCard, `${v.prefix} open position`).toContain('data-running="1" data-queued="0"')
      expect(openCard).toContain(t.running.replace('{{running}}', '1').replace('{{capacity}}', '2'))
      expect(openCard).toContain(`href="${linkPrefix(v)}/advertise?position=${open.key}"`)
      expect(openCard).toMatch(v.locale === 'en' ? /\$199/ : /US\$199|\$199/)
      const fullCard = card(full.key)
      expect(fullCard, `${v.prefix} full position`).toContain('data-running="1" data-queued="2" data-full="true"')
      expect(fullCard).toContain(t.running.replace('{{running}}', '1').replace('{{capacity}}', '1'))
      expect(fullCard).toContain(`${t.full} · ${t.queue_other.replace('{{count}}', '2')}`)
      expect(fullCard).toContain(`href="${linkPrefix(v)}/advertise?position=${full.key}"`)
      // The home page offers its positions with the same figure, worded the same, from the same read.
      const home = decode(await (await fetch(`${base()}${v.prefix || '/'}`)).text())
      for (const key of ['home-banner', 'home-recommended']) {
        const figure = /data-testid="occupancy"[^>]*>([^<]+)</.exec(card(key))?.[1]
        expect(figure, `${v.prefix} ${key}`).toBeTruthy()
        const title = new RegExp(`title="([^"]*)"[^>]*data-advertise="${key}"`).exec(home)?.[1]
        expect(title, `${v.prefix} home ${key}`).toContain(` · ${figure}`)
      }
    }
  })

  it('links only to pages that exist from the more-business tab, with the contact address of the site settings', async () => {
    const html = decode(await (await fetch(`${base()}/zh/business?tab=more`)).text())
    const panel = html.slice(html.indexOf('data-testid="more-services"'), html.indexOf('data-testid="business-faq"'))
    const links = [...panel.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!)
    expect(links.length).toBeGreaterThanOrEqual(6)
    for (const href of links) expect((await fetch(`${base()}${href}`)).status, href).toBe(200)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const email = (settings as { contact?: { email?: string } }).contact?.email
    expect(email).toBeTruthy()
    expect(html).toContain(`href="mailto:${email}"`)
    // The submit and update tabs lead to their order pages.
    expect(decode(await (await fetch(`${base()}/zh/business`)).text())).toContain('data-testid="business-action">')
    expect(decode(await (await fetch(`${base()}/zh/business`)).text())).toContain('href="/zh/submission"')
    expect(decode(await (await fetch(`${base()}/zh/business?tab=update`)).text())).toContain('href="/zh/update"')
  })

  it('is linked from the footer and the menu of every page, and listed in the sitemap and llms.txt', async () => {
    const home = await (await fetch(`${base()}/ja`)).text()
    expect(home).toMatch(/<footer[\s\S]*href="\/ja\/business"[\s\S]*<\/footer>/)
    const menu = await (await fetch(`${base()}/api/menu/navMenu?useWebsite=2&langType=en`)).json()
    const urls = JSON.stringify(menu.data)
    expect(urls).toContain('"/business"')
    expect(urls).toContain('"/business?tab=advertise"')
    const index = await (await fetch(`${base()}/sitemap.xml`)).text()
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    const bodies = await Promise.all(sitemaps.map(async (p) => (await fetch(`${base()}${p}`)).text()))
    expect(bodies.some((b) => /<loc>[^<]*\/business<\/loc>/.test(b))).toBe(true)
    expect(await (await fetch(`${base()}/llms.txt`)).text()).toMatch(/\[Business services\]\([^)]*\/business\)/)
  })

  it('switches tabs by link in the browser and opens an FAQ answer without any script of its own', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${base()}/business`)
    const tabNav = page.getByRole('navigation', { name: en.tabsLabel })
    await tabNav.getByRole('link', { name: en.tabs.advertise }).click()
    await page.waitForURL(/tab=advertise/)
    expect(await tabNav.locator('[aria-current="page"]').textContent()).toBe(en.tabs.advertise)
    expect(await page.locator(`[data-position="${open.key}"] [data-testid="occupancy"]`).textContent()).toContain('1 of 2 running')
    const question = (await faqsOf('advertise', 'en'))[0]!
    const item = page.locator('details', { has: page.locator('summary', { hasText: question }) })
    expect(await item.getAttribute('open')).toBeNull()
    await item.locator('summary').click()
    expect(await item.getAttribute('open')).not.toBeNull()
    await tabNav.getByRole('link', { name: en.tabs.update }).click()
    await page.waitForURL(/tab=update/)
    expect(await page.locator('[data-testid="business-panel"]').getAttribute('data-tab')).toBe('update')
    await context.close()
  })

  it('has no serious or critical axe violations and nothing wider than the screen, and looks right at 375 and 1440 px, light and dark', async () => {
    // Every tab in English and the advertise and submit tabs in Chinese, light; the advertise tab (cards, the full marker) dark.
    const pages = {
      light: [...tabs.map((tab) => ({ prefix: '', tab })), { prefix: '/zh', tab: 'advertise' }, { prefix: '/zh', tab: 'submit' }],
      dark: [{ prefix: '', tab: 'advertise' }, { prefix: '/zh', tab: 'advertise' }],
    } as const
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1440]) {
        const context = await suite.browser.newContext({ viewport: { width, height: 900 }, colorScheme })
        const page: Page = await context.newPage()
        for (const { prefix, tab } of pages[colorScheme]) {
          const url = `${base()}${prefix}/business?tab=${tab}`
          await page.goto(url)
          const results = await axe(page).analyze()
          const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${colorScheme} ${width}px ${url}`).toEqual([])
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${width}px ${url} overflow`).toBe(true)
          // Every tab label shows whole (they wrap on a narrow screen rather than scroll out of sight).
          const clipped = await page.$$eval('[data-testid="business-tabs"] a', (links) => links.filter((a) => a.getBoundingClientRect().right > window.innerWidth).length)
          expect(clipped, `${width}px ${url} tabs`).toBe(0)
          await page.screenshot({ path: path.join(suite.shots, `${tab}-${prefix ? 'zh' : 'en'}-${colorScheme}-${width}.png`), fullPage: true })
        }
        await context.close()
      }
    }
  }, 600_000)
})
