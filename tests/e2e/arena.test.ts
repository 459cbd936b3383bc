import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { signedInContext, useBrowser } from './browser'
import { openHydrated } from './openHydrated'
import { customerWithToken } from './users'

/**
 * The arena in Chromium against the built storefront, in the sandbox (no vendor keys): a battle
 * streams into both panes, the vote unlocks once both are complete, the models are revealed and
 * the sandbox is said; a short prompt gets its message; the leaderboard explains its method and
 * shows the reference ratings, in every language.
 */
const port = () => new URL(process.env.STOREFRONT_URL!).port
const base = () => `http://localhost:${port()}`

describe('LLM arena and leaderboard', { timeout: 180_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', "these tests read the storefront's database"))
  const suite = useBrowser()
  let token: string

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    token = (await customerWithToken(await payloadClient(), 'arena')).token
  })

  const open = (path: string, context: BrowserContext): Promise<Page> => openHydrated(context, `${base()}${path}`, '[data-testid="arena-start"]')
  const signedIn = () => signedInContext(suite.browser, base(), token)

  it('fights a sandbox battle, votes once both answers are complete and reveals the models', async () => {
    const context = await signedIn()
    const page = await open('/en/models/arena', context)
    await page.fill('[data-testid="arena-prompt"]', 'hi')
    await page.click('[data-testid="arena-start"]')
    expect(await page.locator('[data-testid="arena-error"]').textContent()).toContain('at least 10 characters')

    await page.fill('[data-testid="arena-prompt"]', 'Which AI tool is best for writing a blog post?')
    await page.click('[data-testid="arena-start"]')
    await page.waitForSelector('[data-testid="arena-sandbox"]')
    expect(await page.isDisabled('[data-testid="arena-vote-a"]')).toBe(true)
    await page.waitForSelector('[data-testid="arena-pane-a"][data-state="done"]', { timeout: 30_000 })
    await page.waitForSelector('[data-testid="arena-pane-b"][data-state="done"]', { timeout: 30_000 })
    expect((await page.locator('[data-testid="arena-pane-a"]').textContent())!.length).toBeGreaterThan(40)
    await page.click('[data-testid="arena-vote-a"]')
    const reveal = page.locator('[data-testid="arena-reveal"]')
    await reveal.waitFor()
    expect(await reveal.textContent()).toContain('does not count')
    const heading = await page.locator('[data-testid="arena-pane-a"] h2').textContent()
    expect(heading).toMatch(/^Model A: \S/)
    await context.close()
  })

  it('asks a visitor to sign in', async () => {
    const context = await suite.browser.newContext()
    const page = await open('/en/models/arena', context)
    await page.fill('[data-testid="arena-prompt"]', 'Which AI tool is best for writing a blog post?')
    await page.click('[data-testid="arena-start"]')
    await page.waitForSelector('[data-testid="arena-sign-in"]')
    await context.close()
  })

  it('shows the leaderboard with its method and the labelled reference ratings in every language', async () => {
    const context = await suite.browser.newContext()
    const page = await context.newPage()
    for (const [prefix, title] of [['en', 'LLM Leaderboard'], ['zh', '大模型排行榜'], ['tw', '大型語言模型排行榜'], ['ja', 'LLM ランキング']] as const) {
      const response = await page.goto(`${base()}/${prefix}/models/leaderboard`)
      expect(response!.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toBe(title)
      expect(await page.locator('#reference').count()).toBe(1)
      expect(await page.content()).toContain('openlm.ai')
    }
    await context.close()
  })
})
