import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

/** Debian's Chromium, headless, with no background traffic (this machine has no outside network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

export type SuiteBrowser = {
  /** The running browser (from the block's first test on). */
  readonly browser: Browser
  /** The folder the block's screenshots go to (`test-results/<name>`), made before its tests. */
  readonly shots: string
}

/**
 * Chromium for the tests of one describe block: launched before them, closed after them. Call it
 * in the block; `shots` names the folder of its screenshots under test-results/.
 */
export function useBrowser(shots?: string): SuiteBrowser {
  let browser: Browser | undefined
  const dir = shots ? path.join(process.cwd(), 'test-results', shots) : ''
  beforeAll(async () => {
    browser = await launchBrowser()
    if (dir) mkdirSync(dir, { recursive: true })
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    get browser() {
      if (!browser) throw new Error('the browser is launched before the first test; use it inside a test or a later hook')
      return browser
    },
    shots: dir,
  }
}

/**
 * A new context signed in to the storefront at `site` (its origin) as the holder of `token`: the
 * session cookie the sign-in page sets (SPEC §3 user store).
 */
export async function signedInContext(browser: Browser, site: string, token: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await context.addCookies([{ name: 'token', value: token, url: site, sameSite: 'Lax' }])
  return context
}
