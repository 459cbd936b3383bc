import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { waitForHydration } from './openHydrated'

/**
 * The sign-in page inside the site: the site's header (name linking home, menu, language) on
 * /auth/login as on every page, also on a phone; /login (SPEC §2, every language variant) answers
 * with the same page instead of a 404; inside the China edition's login frame the form stands alone.
 */
const base = () => process.env.STOREFRONT_URL!
const edition = process.env.EDITION ?? 'intl'
const defaultLocale = process.env.DEFAULT_LANGUAGE ?? (edition === 'cn' ? 'zh' : 'en')
const hreflang: Record<string, string> = { en: 'en', zh: 'zh-Hans', 'zh-TW': 'zh-Hant', ja: 'ja' }
const variants = [
  { prefix: '', locale: defaultLocale },
  { prefix: '/en', locale: 'en' },
  { prefix: '/zh', locale: 'zh' },
  { prefix: '/tw', locale: 'zh-TW' },
  { prefix: '/ja', locale: 'ja' },
].map((v) => ({ ...v, lang: hreflang[v.locale]!, home: v.locale === defaultLocale ? '/' : `/${v.prefix.slice(1)}` }))

describe('sign-in page', () => {
  const suite = useBrowser()

  for (const width of [375, 1440]) {
    it(`shows the site's header with a way home at ${width} px, at /auth/login and at /login`, async () => {
      const page = await suite.browser.newPage({ viewport: { width, height: 812 } })
      page.setDefaultTimeout(90_000)
      for (const v of variants) {
        for (const path of ['/auth/login', '/login']) {
          const url = `${base()}${v.prefix}${path}`
          expect((await page.goto(url))?.status(), url).toBe(200)
          expect(await page.locator('html').getAttribute('lang'), url).toBe(v.lang)
          expect(await page.locator('[data-testid="auth-submit"]').count(), url).toBe(1)
          const home = page.locator('header [data-testid="site-name"]')
          expect(await home.isVisible(), url).toBe(true)
          expect(await home.getAttribute('href'), url).toBe(v.home)
          expect(await page.locator('[data-testid="site-nav"]').count(), url).toBe(1)
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), url).toBeLessThanOrEqual(0)
        }
      }
      // The way home works.
      await page.goto(`${base()}/ja/login`)
      await waitForHydration(page, '[data-testid="theme-toggle"]')
      await page.click('header [data-testid="site-name"]')
      await page.waitForURL((u) => u.pathname === '/ja')
      await page.close()
    }, 240_000)
  }

  it('takes the return address at /login as at /auth/login, and stays out of search engines', async () => {
    const html = await (await fetch(`${base()}/en/login?from=${encodeURIComponent('/en/models')}`)).text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).toContain('data-testid="auth-submit"')
  })

  it('shows the form alone inside the China edition’s login frame on a desktop', async () => {
    const html = await (await fetch(`${base()}/auth/login?source=x&lc=3&t=2&p=pc&f=1&r=${encodeURIComponent(`${base()}/zh`)}`)).text()
    expect(html).toContain('data-testid="auth-submit"')
    expect(html).not.toContain('data-testid="site-nav"')
    // On a phone (p=h5) the login page is a whole page: the site's header is there.
    const phone = await (await fetch(`${base()}/auth/login?source=x&lc=3&t=2&p=h5&f=1&r=${encodeURIComponent(`${base()}/zh`)}`)).text()
    expect(phone).toContain('data-testid="site-nav"')
  })
})
