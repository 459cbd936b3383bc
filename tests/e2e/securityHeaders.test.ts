import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../../storefront/src/features/security/pagePolicy.mjs'
import { useBrowser } from './browser'
import { waitForHydration } from './openHydrated'

/**
 * Security headers on every kind of answer the storefront gives, and its Content-Security-Policy
 * in a real browser: each page still hydrates with no violation reported, while a script injected
 * into a cached page is refused.
 */
const base = () => process.env.STOREFRONT_URL!

const pages = {
  home: '/en',
  listing: '/en/tools',
  detail: '/en/details/chatgpt',
  search: '/en/discover/chat',
  geo: '/en/tools/geo',
  tracker: '/en/tools/trackers',
  auth: '/en/auth/login',
  notFound: '/en/no-such-page-for-headers',
} as const
const perRequest = new Set(['search', 'auth', 'notFound'])

const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? ''

function expectCommonHeaders(response: Response, what: string) {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('x-powered-by'), what).toBeNull()
}

describe('security headers', () => {
  it('sends a strict policy with every page kind, naming exactly the inline scripts the page has', async () => {
    for (const [kind, path] of Object.entries(pages)) {
      // Twice: the second answer of a cached page comes from the cache, with the policy stored beside it.
      for (const round of [1, 2]) {
        const response = await fetch(`${base()}${path}`)
        const what = `${kind} ${path} (#${round})`
        expect(response.status, what).toBe(kind === 'notFound' ? 404 : 200)
        expectCommonHeaders(response, what)
        const policy = response.headers.get('content-security-policy') ?? ''
        const scripts = directive(policy, 'script-src')
        expect(scripts, what).toMatch(/^script-src 'self'/)
        expect(scripts, what).not.toContain('unsafe-inline')
        expect(directive(policy, 'object-src'), what).toBe("object-src 'none'")
        expect(directive(policy, 'frame-ancestors'), what).toMatch(/^frame-ancestors 'self'/)
        const html = await response.text()
        const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1]
        expect(Boolean(nonce), `${what} uses a ${perRequest.has(kind) ? 'nonce' : 'hash list'}`).toBe(perRequest.has(kind))
        if (nonce) {
          // Next marks its own scripts with the nonce; only the theme script goes by hash.
          for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/g)) if (!/type="application\/ld\+json"/.test(attributes!)) expect(attributes, what).toMatch(/nonce="[^"]+"|^$/)
          expect(html, what).toContain(`nonce="${nonce}"`)
        } else {
          for (const hash of inlineScriptHashes(html)) expect(scripts, what).toContain(hash)
        }
      }
    }
  })

  it('lets only our own origins frame the sign-in pages, and nobody else any page', async () => {
    // Here SITE_URL and AUTH_ALLOWED_ORIGINS are unset: our own origin only (tests/unit/accounts.test.ts covers the list).
    const auth = (await fetch(`${base()}${pages.auth}`)).headers.get('content-security-policy')!
    expect(directive(auth, 'frame-ancestors')).toMatch(/^frame-ancestors 'self'/)
    const home = (await fetch(`${base()}${pages.home}`)).headers.get('content-security-policy')!
    expect(directive(home, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('sends nosniff and no X-Powered-By on the API and on files', async () => {
    for (const path of ['/api/menu/navMenu?useWebsite=2&langType=en', '/api/no-such-endpoint', '/robots.txt']) {
      expectCommonHeaders(await fetch(`${base()}${path}`), path)
    }
  })
})

describe('the policy in Chromium', () => {
  const suite = useBrowser()

  async function open(path: string) {
    const context = await suite.browser.newContext()
    const page = await context.newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
      })
    })
    const response = await page.goto(`${base()}${path}`, { waitUntil: 'load' })
    expect(response?.status(), path).toBeLessThan(500)
    // React attached itself to the document: every script the page needs has run.
    await waitForHydration(page, 'body')
    return { page, violations, close: () => context.close() }
  }

  for (const [kind, path] of Object.entries(pages)) {
    it(`runs the ${kind} page with no violation reported`, async () => {
      const { page, violations, close } = await open(path)
      // A client navigation loads more of Next's scripts (chunks, the next page's payload).
      if (kind === 'home') {
        const hero = page.locator('form:has(#hero-q)')
        await hero.locator('#hero-q').fill('image editor')
        await hero.locator('button[type="submit"]').click()
        await page.waitForURL(/\/discover\/image%20editor$/)
        await page.locator('main').first().waitFor()
      }
      expect(violations, `${kind} ${path}`).toEqual([])
      await close()
    }, 120_000)
  }

  it('refuses a script injected into a cached page', async () => {
    const { page, violations, close } = await open(pages.detail)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.head.append(script)
    })
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
    expect(violations.join('\n')).toMatch(/script-src/)
    await close()
  })
})
