import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axe } from './axe'
import categories from '../../seed/data/categories.json'
import commonTags from '../../seed/data/tags/common.json'
import en from '../../storefront/src/i18n/locales/en/catalogue.json'
import ja from '../../storefront/src/i18n/locales/ja/catalogue.json'
import zhTW from '../../storefront/src/i18n/locales/zh-TW/catalogue.json'
import zh from '../../storefront/src/i18n/locales/zh/catalogue.json'
import { useBrowser } from './browser'

/**
 * The catalogue browsing pages: /tools with its tabs, /class and /class/{key}, /tag/{key}, the
 * paid and open-source lists and /agent, in all five route variants, with sorting and pagination.
 * Links on /en pages carry no prefix when English is the configured default language (the
 * storefront's convention), so URL checks accept both forms.
 */
const base = () => process.env.STOREFRONT_URL!
const SLOW = 600_000
/** Dev servers on a busy machine can take long to compile and render a page. */
const NAVIGATION_TIMEOUT = 180_000

type Lang = 'en' | 'zh' | 'zh-TW' | 'ja'
const texts = { en, zh, 'zh-TW': zhTW, ja } as const
const hreflang: Record<string, Lang> = { en: 'en', 'zh-Hans': 'zh', 'zh-Hant': 'zh-TW', ja: 'ja' }
/** No prefix serves the configured default language: the test reads which one from <html lang>. */
const prefixes = ['', '/en', '/zh', '/tw', '/ja'] as const

const chatbots = categories.flatMap((g) => g.children).find((c) => c.key === 'chatbots')!
const chatGroup = categories.find((g) => g.key === 'chat-search')!
const agentTag = commonTags.find((t) => t.key === 'agent')!

/** Each route and its expected <h1> in a language. */
const routes: { path: string; heading: (l: Lang) => string }[] = [
  { path: '/tools', heading: (l) => texts[l].tools.title },
  { path: '/tools?tab=models', heading: (l) => texts[l].tools.title },
  { path: '/class', heading: (l) => texts[l].categories.title },
  { path: '/class/chatbots', heading: (l) => chatbots.name[l] },
  { path: '/class/chat-search', heading: (l) => chatGroup.name[l] },
  { path: '/tag/agent', heading: (l) => texts[l].tag.title.replace('{{name}}', agentTag.name[l]) },
  { path: '/products/paid', heading: (l) => texts[l].productType.paid.title },
  { path: '/products/open-source', heading: (l) => texts[l].productType.open_source.title },
  { path: '/agent', heading: (l) => texts[l].agent.title },
]

const decode = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim()

async function fetchPage(path: string) {
  const response = await fetch(`${base()}${path}`, { redirect: 'manual' })
  const html = await response.text()
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? ''
  const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!))
  return { status: response.status, lang, h1s }
}

/** The keys of the products listed, in order. */
const listed = (page: Page) => page.locator('[data-testid="product-list"] [data-product]').evaluateAll((els) => els.map((e) => e.getAttribute('data-product')))

describe('catalogue pages', () => {
  const suite = useBrowser()
  /** A page in a new context with generous timeouts. */
  const newPage = async (options: { javaScriptEnabled?: boolean } = {}) => {
    const context = await suite.browser.newContext(options)
    context.setDefaultTimeout(NAVIGATION_TIMEOUT)
    return context.newPage()
  }

  for (const route of routes) {
    it(
      `${route.path} answers 200 with its own heading in all five variants`,
      async () => {
        for (const prefix of prefixes) {
          const { status, lang, h1s } = await fetchPage(`${prefix}${route.path}`)
          const locale = hreflang[lang]
          expect(status, `${prefix}${route.path}`).toBe(200)
          expect(locale, `${prefix}${route.path} lang`).toBeDefined()
          expect(h1s, `${prefix}${route.path}`).toEqual([route.heading(locale!)])
        }
      },
      SLOW,
    )
  }

  it(
    'answers 404 for an unknown category or tag under every prefix',
    async () => {
      for (const prefix of prefixes) {
        for (const path of ['/class/no-such-category', '/tag/no-such-tag']) {
          const { status } = await fetchPage(`${prefix}${path}`)
          expect(status, `${prefix}${path}`).toBe(404)
        }
      }
    },
    SLOW,
  )

  it(
    'shows category counts from the database on /class',
    async () => {
      const page = await newPage()
      await page.goto(`${base()}/en/class`)
      const link = page.locator('[data-testid="category-groups"] a[href$="/class/chatbots"]')
      await expect.poll(() => link.textContent()).toMatch(/\d+/)
      const count = Number((await link.textContent())!.replace(/\D+/g, ''))
      await link.click()
      await page.waitForURL(/\/class\/chatbots$/)
      expect(await page.getByTestId('result-count').textContent()).toBe(`${count} products`)
      expect(await page.locator('[data-testid="product-list"] [data-product]').count()).toBe(Math.min(count, 24))
      await page.context().close()
    },
    SLOW,
  )

  it(
    'pages through a list with the pagination links',
    async () => {
      const page = await newPage()
      await page.goto(`${base()}/en/products/paid`)
      const first = await listed(page)
      expect(first).toHaveLength(24)
      const pagination = page.getByRole('navigation', { name: en.pagination.label })
      await expect.poll(() => pagination.locator('[aria-current="page"]').textContent()).toBe('1')
      await pagination.getByRole('link', { name: en.pagination.next }).click()
      await page.waitForURL(/\/products\/paid\?page=2$/)
      const second = await listed(page)
      expect(second.length).toBeGreaterThan(0)
      expect(second.filter((k) => first.includes(k))).toEqual([])
      expect(await pagination.locator('[aria-current="page"]').textContent()).toBe('2')
      await page.context().close()
    },
    SLOW,
  )

  it(
    'changes the order with the sort options and keeps the sort while paging',
    async () => {
      const page = await newPage()
      await page.goto(`${base()}/en/products/open-source`)
      const sorts = page.getByRole('navigation', { name: en.sort.label })
      expect(await sorts.getByRole('link').allTextContents()).toEqual(['rating', 'downloads', 'time', 'latest', 'popular', 'views', 'likes'].map((s) => en.sort[s as keyof typeof en.sort]))
      expect(await sorts.locator('[aria-current]').textContent()).toBe(en.sort.latest)
      const latest = await listed(page)
      await sorts.getByRole('link', { name: en.sort.rating }).click()
      await page.waitForURL(/\?sort=rating$/)
      expect(await sorts.locator('[aria-current]').textContent()).toBe(en.sort.rating)
      const byRating = await listed(page)
      expect(byRating).not.toEqual(latest)
      await page.getByRole('navigation', { name: en.pagination.label }).getByRole('link', { name: en.pagination.next }).click()
      await page.waitForURL(/\?sort=rating&page=2$/)
      expect(await sorts.locator('[aria-current]').textContent()).toBe(en.sort.rating)
      await page.context().close()
    },
    SLOW,
  )

  it(
    'switches the /tools tabs with links and arrow keys',
    async () => {
      const page = await newPage()
      await page.goto(`${base()}/en/tools`)
      const tabs = page.getByRole('tablist', { name: en.tools.tabsLabel })
      expect(await tabs.getByRole('tab').allTextContents()).toEqual(Object.values(en.tools.tab))
      expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe(en.tools.tab.products)
      expect(await page.getByRole('tabpanel').locator('[data-product]').count()).toBeGreaterThan(0)
      for (const [tab, kind, fullList] of [
        ['mcp', 'mcp', '/mcp'],
        ['models', 'model', '/models'],
        ['news', 'news', '/news'],
        ['guides', 'guide', '/guide'],
      ] as const) {
        await tabs.getByRole('tab', { name: en.tools.tab[tab] }).click()
        await page.waitForURL(new RegExp(`/tools\\?tab=${tab}$`))
        expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(en.tools.tab[tab])
        const panel = page.getByRole('tabpanel')
        const entries = await panel.locator('[data-entry]').evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')))
        expect(entries.length, tab).toBeGreaterThan(0)
        expect(entries.every((e) => e!.startsWith(`${kind}:`)), tab).toBe(true)
        expect(await panel.locator(`a[href="${fullList}"], a[href="/en${fullList}"]`).count(), tab).toBe(1)
      }
      // Keyboard: arrow keys move between tabs (the WAI-ARIA tab pattern).
      await tabs.getByRole('tab', { name: en.tools.tab.guides }).focus()
      await page.keyboard.press('ArrowRight')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.tools.tab.products)
      await page.context().close()
    },
    SLOW,
  )

  it(
    'lists products, models and MCP servers of a tag',
    async () => {
      const page = await newPage()
      await page.goto(`${base()}/en/tag/agent`)
      expect(await page.locator('[data-testid="product-list"] [data-product]').count()).toBeGreaterThan(0)
      await page.getByRole('tab', { name: /^AI models/ }).click()
      await page.waitForURL(/\?kind=models$/)
      const models = await page.locator('[data-entry]').evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')))
      expect(models.length).toBeGreaterThan(0)
      expect(models.every((e) => e!.startsWith('model:'))).toBe(true)
      await page.context().close()
    },
    SLOW,
  )

  it(
    'has no serious or critical accessibility violations on /class and a category page',
    async () => {
      for (const path of ['/en/class', '/en/class/chatbots', '/zh/class/chat-search', '/en/tools?tab=mcp']) {
        const page = await newPage()
        await page.goto(`${base()}${path}`)
        const result = await axe(page).analyze()
        const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(
          bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          path,
        ).toEqual([])
        await page.context().close()
      }
    },
    SLOW,
  )
})
