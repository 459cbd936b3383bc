import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { signedInContext, useBrowser } from './browser'
import { deliverRevalidation } from './deliverRevalidation'
import { openHydrated } from './openHydrated'
import { customerWithToken } from './users'

/**
 * The arena in Chromium against the built storefront, in the sandbox (no vendor keys): a battle
 * streams into both panes, the vote unlocks once both are complete, the models are revealed and
 * the sandbox is said; a short prompt gets its message; the leaderboard explains its method and
 * shows the reference ratings, in every language; a new leaderboard version shows at once.
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

  it('shows a newly published leaderboard version at once, not when the page cache runs out', async () => {
    const { randomUUID } = await import('node:crypto')
    const { poolOf } = await import('@aidir/cms/db')
    const { computeArenaLeaderboard } = await import('@aidir/cms/arena')
    const { payloadClient } = await import('@aidir/cms')
    const payload = await payloadClient()
    const context = await suite.browser.newContext()
    const page = await context.newPage()
    // Cached as it is now: no board of our own (the sandbox vote above is never fitted).
    await page.goto(`${base()}/ja/models/leaderboard`)
    expect(await page.locator('#board-all').count()).toBe(0)
    // Synthetic battles in this test's own database, as the worker would find them.
    const pool = poolOf(payload)
    const { id: userId } = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
    for (let k = 0; k < 6; k++) {
      const id = randomUUID()
      await pool.query(`INSERT INTO arena_battles (id, user_id, address, prompt, language, model_a, model_b, sandbox) VALUES ($1, $2, '192.0.2.9', 'synthetic prompt', 'ja', 'qwen', 'claude', false)`, [id, Number(userId)])
      await pool.query(`INSERT INTO arena_votes (battle_id, user_id, address, outcome, valid) VALUES ($1, $2, '192.0.2.9', $3, true)`, [id, Number(userId), k % 2 ? 'a' : 'tie'])
    }
    expect((await computeArenaLeaderboard(payload)).published).toContain('all')
    // What the worker does with the job the publication queued.
    await deliverRevalidation(payload, [process.env.STOREFRONT_URL!], 'arena_leaderboards')
    await page.goto(`${base()}/ja/models/leaderboard`)
    expect(await page.locator('#board-all').count()).toBe(1)
    await context.close()
  })
})
