import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { until } from '../support/until'
import { useBrowser } from './browser'

/**
 * Routing in a real browser: 404 pages in every language, the locale-cookie redirect, the CMS
 * route rules (server on first load, client guard before navigation), the scroll manager and the
 * new-build reload. Rules are created through the Local API when the test can reach the
 * storefront's database (DATABASE_URL, as in `pnpm test`); otherwise those tests are skipped.
 */
// Generous: a dev server compiles each route on first use.
vi.setConfig({ testTimeout: 180_000 })

const base = () => process.env.STOREFRONT_URL!
const token = randomBytes(3).toString('hex')

const notFoundTitle: Record<string, string> = {
  en: 'the page does not exist',
  zh: '页面不存在',
  tw: '頁面不存在',
  ja: 'ページが存在しません',
}
const htmlLang: Record<string, string> = { en: 'en', zh: 'zh-Hans', tw: 'zh-Hant', ja: 'ja' }

/** The client widgets are mounted in the root layout: their first act is to poll the build manifest. */
async function expectWidgetsMounted(page: Page): Promise<void> {
  const polled = page.waitForResponse((r) => r.url().includes('/builds/latest.json'), { timeout: 60_000 }).then(
    () => true,
    () => false,
  )
  await page.goto(`${base()}/en`)
  if (!(await polled)) throw new Error('the site widgets never polled /builds/latest.json on /en: they did not mount (or the build manifest is missing)')
}

/** Adds a link to the page and clicks it, as a visitor would click one of the site's links. */
async function clickLinkTo(page: Page, href: string) {
  await page.evaluate((h) => {
    document.getElementById('e2e-link')?.remove()
    const a = document.createElement('a')
    a.href = h
    a.textContent = 'e2e link'
    a.id = 'e2e-link'
    a.style.cssText = 'position:fixed;top:0;left:0;z-index:99999;background:#fff'
    document.body.append(a)
  }, href)
  await page.click('#e2e-link')
}

describe('routing in a real browser', () => {
  const suite = useBrowser()
  let defaultPrefix = 'en'
  beforeAll(async () => {
    const page = await suite.browser.newPage()
    await page.goto(`${base()}/`)
    const lang = await page.getAttribute('html', 'lang')
    defaultPrefix = Object.entries(htmlLang).find(([, l]) => l === lang)?.[0] ?? 'en'
    await page.close()
  })

  it('answers 404 with the localized not-found page under every prefix and without one', async () => {
    const page = await suite.browser.newPage()
    for (const prefix of ['', '/en', '/zh', '/tw', '/ja']) {
      for (const rest of [`/no-such-page-${token}`, `/deeper/unknown-${token}/path`]) {
        const response = await page.goto(`${base()}${prefix}${rest}`)
        expect(response?.status(), `${prefix}${rest}`).toBe(404)
        const lang = prefix ? prefix.slice(1) : defaultPrefix
        await expect.poll(() => page.locator('h1#status-title').textContent()).toBe(notFoundTitle[lang])
        expect(await page.getAttribute('html', 'lang')).toBe(htmlLang[lang])
        const home = page.locator('[data-testid="status-page"] a')
        expect(await home.getAttribute('href')).toBe(prefix && lang !== defaultPrefix ? prefix : '/')
        expect(await page.locator('[data-testid="status-detail"]').textContent()).toContain(`${prefix}${rest}`)
      }
    }
    await page.goto(`${base()}/en/no-such-page-${token}`)
    expect(await page.title()).toBe(`Page Not Found: /en/no-such-page-${token}`)
    // Server-rendered: the message is in the HTML itself, not only after hydration.
    const html = await (await fetch(`${base()}/ja/no-such-page-${token}`)).text()
    expect(html).toContain(notFoundTitle.ja)
    expect((await fetch(`${base()}/en/404`)).status).toBe(404)
    // Only the catch-all may make the 404 page name another path: a client's own header is not obeyed.
    const forged = await fetch(`${base()}/en/404`, { headers: { 'x-aidir-render-404': '1', 'x-aidir-path': `/forged-${token}` } })
    expect(forged.status).toBe(404)
    expect(await forged.text()).not.toContain(`forged-${token}`)
    // Nor through a file-like path, which the proxy does not see: the catch-all names the URL itself.
    const fileLike = await fetch(`${base()}/en/page-${token}.html`, { headers: { 'x-aidir-path': `/forged-${token}`, 'x-aidir-path-proof': 'guess' } })
    expect(fileLike.status).toBe(404)
    const fileLikeHtml = await fileLike.text()
    expect(fileLikeHtml).not.toContain(`forged-${token}`)
    expect(fileLikeHtml).toContain(`page-${token}.html`)
    await page.close()
  }, 240_000)

  it('answers a record that does not exist with 404 and the message in the server HTML, in the page language', async () => {
    // Next renders a page's own notFound() only in the browser (vercel/next.js#62228): these pages
    // answer 404 from their metadata and render the message themselves, so it is in the HTML (a page
    // rendered per request streams its metadata after the status, so /short-link keeps notFound()).
    const missing = ['/details/no-such-product', '/models/no-such-model', '/mcp/no-such-server', '/news/no-such-article', '/guide/no-such-guide', '/class/no-such-class', '/tag/no-such-tag', '/details/Not_A_Key', '/news/Not_A_Key']
    for (const [prefix, lang] of [['/ja', 'ja'], ['/tw', 'tw'], ['/en', 'en'], ['/zh', 'zh']] as const) {
      for (const rest of missing) {
        const response = await fetch(`${base()}${prefix}${rest}-${token}`)
        const html = await response.text()
        expect(response.status, `${prefix}${rest}`).toBe(404)
        expect(html, `${prefix}${rest}`).toContain(`<html lang="${htmlLang[lang]}"`)
        expect(html, `${prefix}${rest}`).toContain(notFoundTitle[lang])
        expect(html, `${prefix}${rest}`).toContain(`<title>`)
      }
    }
    // After hydration it is still the same page, with the site's header.
    const page = await suite.browser.newPage()
    await page.goto(`${base()}/ja/details/no-such-product-${token}`)
    await expect.poll(() => page.locator('h1').textContent()).toContain(notFoundTitle.ja)
    expect(await page.locator('header').count()).toBeGreaterThan(0)
    expect(await page.title()).toContain(`/ja/details/no-such-product-${token}`)
    await page.close()
  })

  it('redirects / to the language stored in the locale cookie when it is not the default', async () => {
    const other = defaultPrefix === 'ja' ? 'en' : 'ja'
    const context = await suite.browser.newContext()
    const url = new URL(base())
    await context.addCookies([{ name: 'locale', value: other, domain: url.hostname, path: '/' }])
    const page = await context.newPage()
    await page.goto(`${base()}/`)
    expect(new URL(page.url()).pathname).toBe(`/${other}`)
    expect(await page.getAttribute('html', 'lang')).toBe(htmlLang[other])
    await context.clearCookies()
    await context.addCookies([{ name: 'locale', value: 'zh-TW', domain: url.hostname, path: '/' }])
    await page.goto(`${base()}/`)
    expect(new URL(page.url()).pathname).toBe(defaultPrefix === 'tw' ? '/' : '/tw')
    await context.clearCookies()
    await context.addCookies([{ name: 'locale', value: defaultLocaleCode(defaultPrefix), domain: url.hostname, path: '/' }])
    await page.goto(`${base()}/`)
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('counts a page view once per visitor and rejects bad input', async () => {
    const ok = await fetch(`${base()}/api/updatePv?id=chatgpt&type=product&t=${Date.now()}`, { headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` } })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ code: 0, message: 'ok', data: null })
    expect((await fetch(`${base()}/api/updatePv?id=no-such-${token}&type=product`)).status).toBe(404)
    expect((await fetch(`${base()}/api/updatePv?id=chatgpt&type=video`)).status).toBe(400)
    expect((await fetch(`${base()}/api/updatePv?type=product`)).status).toBe(400)
  })

  describe('route rules', () => {
    const created: (number | string)[] = []
    let payload: any
    const old = `/e2e-old-${token}`
    const blocked = `/e2e-blocked-${token}`

    beforeAll(async () => {
      requireEnv('DATABASE_URL', "the route-rule tests create rules in the storefront's database")
      const { payloadClient } = await import('@aidir/cms')
      payload = await payloadClient()
      for (const data of [
        { pattern: old, match: 'exact', action: 'redirect', jumpUrl: '/class', variant: 'all' },
        { pattern: blocked, match: 'prefix', action: 'block', variant: 'all' },
      ]) {
        created.push((await payload.create({ collection: 'route-rules', data, overrideAccess: true })).id)
      }
      // Both the API (60 s cache) and the proxy (60 s) pick the rules up within a minute.
      await until(
        'the check API and the proxy to apply the new route rules',
        async () => {
          const check = await (await fetch(`${base()}/api/route/rule?useWebsite=2&route=${encodeURIComponent(`${base()}${blocked}`)}`)).json()
          const proxied = await fetch(`${base()}/ja${old}`, { redirect: 'manual' })
          return check.data?.checkResult === false && proxied.status === 307
        },
        { timeoutMs: 150_000, everyMs: 2_000 },
      )
    }, 170_000)

    afterAll(async () => {
      for (const id of created) await payload?.delete({ collection: 'route-rules', id, overrideAccess: true })
    })

    it('answers the check API and applies the rules on first load', async () => {
      const check = await (await fetch(`${base()}/api/route/rule?useWebsite=2&route=${encodeURIComponent(`${base()}/tw${old}`)}`)).json()
      expect(check).toEqual({ code: 0, message: 'ok', data: { checkResult: false, jumpUrl: '/tw/class' } })
      const redirect = await fetch(`${base()}/ja${old}`, { redirect: 'manual' })
      expect(redirect.status).toBe(307)
      expect(new URL(redirect.headers.get('location')!, base()).pathname).toBe('/ja/class')

      const page = await suite.browser.newPage()
      const response = await page.goto(`${base()}/tw${blocked}/inner`)
      expect(response?.status()).toBe(404)
      await expect.poll(() => page.locator('h1#status-title').textContent()).toBe(notFoundTitle.tw)
      expect(new URL(page.url()).pathname).toBe(`/tw${blocked}/inner`)
      await page.close()
    })

    it('checks each client navigation and replaces history on a refusal', async () => {
      const page = await suite.browser.newPage()
      await expectWidgetsMounted(page)
      const before = await page.evaluate(() => history.length)
      await page.evaluate(() => ((window as any).__sameDocument = true))
      const checked = page.waitForRequest((r) => r.url().includes('/api/route/rule'))
      await clickLinkTo(page, `/en${blocked}`)
      await checked
      await page.waitForURL((u) => u.pathname === '/en/404')
      await expect.poll(() => page.locator('h1#status-title').textContent()).toBe(notFoundTitle.en)
      expect(await page.evaluate(() => history.length)).toBe(before)

      await page.goto(`${base()}/en`)
      await page.evaluate(() => ((window as any).__sameDocument = true))
      await clickLinkTo(page, `/en${old}`)
      await page.waitForURL((u) => u.pathname === '/en/class')
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true)
      await page.close()
    })
  })

  it('scrolls to the top on navigation and to the element of a hash', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 800, height: 240 } })
    await expectWidgetsMounted(page)
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px'
      window.scrollTo(0, 1500)
      ;(window as any).__sameDocument = true
    })
    await clickLinkTo(page, '/en/class')
    await page.waitForURL((u) => u.pathname === '/en/class')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.evaluate(() => (document.body.style.minHeight = '4000px'))
    await clickLinkTo(page, '/en#main')
    await page.waitForURL((u) => u.pathname === '/en' && u.hash === '#main')
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('main')!.getBoundingClientRect().top))).toBe(0)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    // Client navigations throughout, no page load.
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true)
    await page.close()
  }, 120_000)

  describe('a newer build', () => {
    // The served public folder (STOREFRONT_PUBLIC_DIR when the server runs from another checkout).
    const builds = path.join(process.env.STOREFRONT_PUBLIC_DIR ?? path.resolve(import.meta.dirname, '../../storefront/public'), 'builds')
    const latest = path.join(builds, 'latest.json')
    const backup = `${latest}.e2e-backup`
    let hadLatest = false
    let hadBuilds = false

    beforeAll(async () => {
      hadBuilds = existsSync(builds)
      hadLatest = existsSync(latest)
      if (hadLatest) await copyFile(latest, backup)
      await mkdir(builds, { recursive: true })
      await writeFile(latest, JSON.stringify({ id: `e2e-before-${token}`, timestamp: Date.now() }))
    })
    afterAll(async () => {
      if (hadLatest) {
        await copyFile(backup, latest)
        await rm(backup)
      } else await rm(latest, { force: true })
      // Leave the checkout as it was: the folder is normally written by the post-build script.
      if (!hadBuilds) await rm(builds, { recursive: true, force: true })
    })

    it('makes the next navigation a full page load, once per path within 10 s', async () => {
      const served = await fetch(`${base()}/builds/latest.json?t=${Date.now()}`)
      // A production server serves only files present when it started: the build writes this one.
      if (!served.ok) throw new Error(`/builds/latest.json answered ${served.status}: build the storefront with \`pnpm build\` (it writes the build manifest) before starting it`)
      const page = await suite.browser.newPage()
      await expectWidgetsMounted(page)
      // The watcher is past its first polls (a dev server runs effects twice) once a poll asked on
      // focus is answered; only then is the "new build" deployed.
      await until('a build poll asked on focus to be answered', async () => {
        const polled = page.waitForResponse((r) => r.url().includes('/builds/latest.json'), { timeout: 5_000 }).then(
          () => true,
          () => false,
        )
        await page.evaluate(() => window.dispatchEvent(new Event('focus')))
        return polled
      })
      await writeFile(latest, JSON.stringify({ id: `e2e-after-${token}`, timestamp: Date.now() }))
      await expect
        .poll(
          async () => {
            const polled = page.waitForResponse((r) => r.url().includes('/builds/latest.json'), { timeout: 5_000 }).then(
              () => true,
              () => false,
            )
            await page.evaluate(() => window.dispatchEvent(new Event('focus')))
            return polled
          },
          { timeout: 60_000 },
        )
        .toBe(true)
      await page.evaluate(() => ((window as any).__sameDocument = true))
      await clickLinkTo(page, '/en/class')
      await page.waitForURL((u) => u.pathname === '/en/class')
      await page.waitForLoadState('load')
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBeUndefined()

      // The same path again within 10 s: the guard lets the client navigation through.
      await page.evaluate(() => ((window as any).__sameDocument = true))
      await clickLinkTo(page, '/en')
      await page.waitForURL((u) => u.pathname === '/en')
      await page.evaluate(() => ((window as any).__sameDocument = true))
      await clickLinkTo(page, '/en/class')
      await page.waitForURL((u) => u.pathname === '/en/class')
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true)
      await page.close()
    })
  })
})

function defaultLocaleCode(prefix: string): string {
  return prefix === 'tw' ? 'zh-TW' : prefix
}
