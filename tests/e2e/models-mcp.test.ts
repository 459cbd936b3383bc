import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axe } from './axe'
import { useBrowser } from './browser'

const base = () => process.env.STOREFRONT_URL!

/** The five route variants: no prefix (default language, English here) and the four prefixes. */
const variants = [
  { prefix: '', lang: 'en', models: 'AI models', mcp: 'MCP servers', cjk: false },
  { prefix: '/en', lang: 'en', models: 'AI models', mcp: 'MCP servers', cjk: false },
  { prefix: '/zh', lang: 'zh-Hans', models: 'AI 模型', mcp: 'MCP 服务器', cjk: true },
  { prefix: '/tw', lang: 'zh-Hant', models: 'AI 模型', mcp: 'MCP 伺服器', cjk: true },
  { prefix: '/ja', lang: 'ja', models: 'AI モデル', mcp: 'MCP サーバー', cjk: true },
] as const

const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/
const heading = (page: Page) => page.locator('main h1').first().innerText()
const rowKeys = (page: Page) => page.locator('[data-testid="models-table"] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-model')))
const serverKeys = (page: Page) => page.locator('[data-testid="mcp-list"] [data-server]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-server')))
const count = async (page: Page, id: string) => Number((await page.getByTestId(id).innerText()).replace(/\D/g, ''))
/** "$1.25" → 1.25; "Not published" → null. */
const money = (text: string) => (/\d/.test(text) ? Number(text.replace(/[^\d.]/g, '')) : null)

async function expectNoSeriousAxeViolations(page: Page) {
  const result = await axe(page).analyze()
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** A fresh page in its own context (AxeBuilder needs one), patient with a cold or busy server. */
async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options)
  context.setDefaultTimeout(120_000)
  return context.newPage()
}
const close = (page: Page) => page.context().close()

describe('AI models and MCP servers', { timeout: 600_000 }, () => {
  const suite = useBrowser()

  for (const v of variants) {
    it(`serves both lists and a detail of each at ${v.prefix || '/ (default language)'}`, async () => {
      const page = await newPage(suite.browser)
      const models = await page.goto(`${base()}${v.prefix}/models`)
      expect(models?.status(), `${v.prefix}/models`).toBe(200)
      expect(await page.getAttribute('html', 'lang')).toBe(v.lang)
      expect(await heading(page)).toBe(v.models)
      expect((await rowKeys(page)).length).toBe(50)

      const mcp = await page.goto(`${base()}${v.prefix}/mcp`)
      expect(mcp?.status(), `${v.prefix}/mcp`).toBe(200)
      expect(await heading(page)).toBe(v.mcp)
      expect((await serverKeys(page)).length).toBe(24)

      const model = await page.goto(`${base()}${v.prefix}/models/gpt-4o`)
      expect(model?.status(), `${v.prefix}/models/gpt-4o`).toBe(200)
      expect(await heading(page)).toBe('GPT-4o')
      const modelText = await page.getByTestId('model-description').innerText()
      expect(CJK.test(modelText), `${v.prefix} model description language`).toBe(v.cjk)

      const server = await page.goto(`${base()}${v.prefix}/mcp/github`)
      expect(server?.status(), `${v.prefix}/mcp/github`).toBe(200)
      expect(await heading(page)).toBe('GitHub')
      const serverText = await page.getByTestId('mcp-description').innerText()
      expect(CJK.test(serverText), `${v.prefix} server description language`).toBe(v.cjk)
      await close(page)
    })
  }

  it('filters and sorts the models table through the query string', async () => {
    const page = await newPage(suite.browser)
    await page.goto(`${base()}/models`)
    const total = await count(page, 'models-count')
    expect(total).toBeGreaterThan(50)
    const newest = await rowKeys(page)

    // Filter by modality with the form, as a visitor would.
    await page.getByLabel('Modality').selectOption('audio')
    await Promise.all([page.waitForURL(/modality=audio/), page.getByRole('button', { name: 'Apply' }).click()])
    const audio = await count(page, 'models-count')
    expect(audio).toBeGreaterThan(0)
    expect(audio).toBeLessThan(total)
    for (const row of await page.locator('[data-testid="models-table"] tbody tr').all()) {
      expect(await row.innerText()).toContain('Audio')
    }

    await page.goto(`${base()}/models?provider=Anthropic`)
    const providers = await page.locator('[data-col="provider"]').allInnerTexts()
    expect(providers.length).toBeGreaterThan(0)
    expect(new Set(providers)).toEqual(new Set(['Anthropic']))

    await page.goto(`${base()}/models?weights=open`)
    expect(new Set(await page.locator('[data-col="open-weights"]').allInnerTexts())).toEqual(new Set(['Yes']))

    await page.goto(`${base()}/models?sort=inputPrice`)
    const byPrice = await rowKeys(page)
    expect(byPrice).not.toEqual(newest)
    const prices = (await page.locator('[data-col="input-price"]').allInnerTexts()).slice(0, 5).map(money)
    expect(prices.every((p) => p != null)).toBe(true)
    expect([...prices].sort((a, b) => a! - b!)).toEqual(prices)

    await page.goto(`${base()}/models?sort=name`)
    const names = await page.locator('[data-testid="models-table"] tbody th').allInnerTexts()
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names)

    // More than 50 models: a second page with the rest.
    await page.getByRole('navigation', { name: 'Pages of models' }).getByRole('link', { name: '2', exact: true }).click()
    await page.waitForURL(/page=2/)
    expect((await rowKeys(page)).length).toBe(Math.min(50, total - 50))

    // Bad values fall back to the defaults instead of failing.
    const bad = await page.goto(`${base()}/models?sort=nope&page=-1&modality=smell&provider=Nobody`)
    expect(bad?.status()).toBe(200)
    expect(await rowKeys(page)).toEqual(newest)
    await close(page)
  })

  it('shows the figures of a model, "not published" for missing ones, and a cost example', async () => {
    const page = await newPage(suite.browser)
    await page.goto(`${base()}/models/gpt-4o`)
    const pricing = await page.getByTestId('model-pricing').innerText()
    expect(pricing).toContain('$2.50')
    expect(pricing).toContain('$10.00')
    expect(await page.getByTestId('cost-example').innerText()).toBe('1M input + 1M output tokens cost $12.50.')
    expect(await page.getByTestId('benchmarks-table').locator('tbody tr').count()).toBeGreaterThan(0)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = ld.map((s) => JSON.parse(s)['@type'])
    expect(types).toEqual(expect.arrayContaining(['SoftwareApplication', 'BreadcrumbList']))

    // A weights-only model has no prices: said in words, never invented.
    await page.goto(`${base()}/models/llama-3-3-70b`)
    expect(await page.getByTestId('model-pricing').innerText()).toContain('Not published')
    expect(await page.getByTestId('cost-example').innerText()).not.toMatch(/\d/)
    await close(page)
  })

  it('filters and sorts the MCP servers', async () => {
    const page = await newPage(suite.browser)
    await page.goto(`${base()}/mcp`)
    const total = await count(page, 'mcp-count')
    const byName = await serverKeys(page)

    await page.getByLabel('Official servers only').check()
    await Promise.all([page.waitForURL(/official=1/), page.getByRole('button', { name: 'Apply' }).click()])
    const official = await count(page, 'mcp-count')
    expect(official).toBeGreaterThan(0)
    expect(official).toBeLessThan(total)

    await page.goto(`${base()}/mcp?transport=remote`)
    const remote = await count(page, 'mcp-count')
    expect(remote).toBeGreaterThan(0)
    expect(remote).toBeLessThan(total)
    for (const card of await page.locator('[data-testid="mcp-list"] article').all()) expect(await card.innerText()).toContain('Remote (HTTP)')

    await page.goto(`${base()}/mcp?category=mcp-databases`)
    const databases = await count(page, 'mcp-count')
    expect(databases).toBeGreaterThan(0)
    expect(databases).toBeLessThan(total)
    expect(await serverKeys(page)).toContain('postgres-mcp-pro')

    await page.goto(`${base()}/mcp?sort=newest`)
    expect(await serverKeys(page)).not.toEqual(byName)

    await page.goto(`${base()}/mcp?page=2`)
    const second = await serverKeys(page)
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((k) => byName.includes(k))).toEqual([])
    await close(page)
  })

  it('lists the tools of a server with their parameters and generates install configuration', async () => {
    const page = await newPage(suite.browser)
    await page.goto(`${base()}/mcp/github`)
    const tool = page.locator('[data-tool="search_repositories"]')
    const table = tool.getByRole('table', { name: 'Parameters of search_repositories' })
    const query = table.getByRole('row', { name: /query/ })
    expect(await query.locator('td').allInnerTexts()).toEqual(['string', 'Yes', 'Search query'])
    expect(await tool.innerText()).toContain('Repository search results')
    expect(await table.locator('th[scope="col"]').count()).toBe(4)

    const install = page.getByTestId('mcp-install')
    const desktop = await install.locator('[data-method="package"] [data-client="claude-desktop"] code').innerText()
    const config = JSON.parse(desktop)
    expect(config.mcpServers.github.command).toBe('docker')
    expect(config.mcpServers.github.args).toContain('ghcr.io/github/github-mcp-server')
    expect(config.mcpServers.github.env).toEqual({ GITHUB_PERSONAL_ACCESS_TOKEN: '<YOUR_GITHUB_PERSONAL_ACCESS_TOKEN>' })
    expect(JSON.parse(await install.locator('[data-method="package"] [data-client="vscode"] code').innerText()).servers.github.type).toBe('stdio')
    expect(await install.locator('[data-method="remote"] [data-client="claude-code"] code').innerText()).toBe(
      'claude mcp add --transport http github https://api.githubcopilot.com/mcp/',
    )

    await page.goto(`${base()}/mcp/filesystem`)
    expect(await page.getByTestId('mcp-install').innerText()).toContain('npx')
    expect(await page.getByTestId('mcp-install').innerText()).toContain('@modelcontextprotocol/server-filesystem')
    await close(page)
  })

  it('copies a config with the Clipboard API', async () => {
    const page = await newPage(suite.browser, { permissions: ['clipboard-read', 'clipboard-write'] })
    const context = page.context()
    await page.goto(`${base()}/mcp/github`)
    const block = page.locator('[data-method="package"] [data-client="cursor"]')
    await block.locator('[data-ready]').waitFor()
    await block.getByRole('button', { name: 'Copy Cursor configuration' }).click()
    await expect.poll(() => block.getByRole('status').innerText()).toBe('Copied to clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('code').innerText())
    await context.close()
  })

  it('falls back to a hidden textarea when the Clipboard API is missing', async () => {
    const page = await newPage(suite.browser)
    const context = page.context()
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
      const copied: string[] = []
      ;(window as any).__copied = copied
      document.execCommand = ((command: string) => {
        const el = document.activeElement
        if (command === 'copy' && el instanceof HTMLTextAreaElement) copied.push(el.value)
        return command === 'copy'
      }) as typeof document.execCommand
    })
    await page.goto(`${base()}/ja/mcp/github`)
    const block = page.locator('[data-method="remote"] [data-client="claude-code"]')
    await block.locator('[data-ready]').waitFor()
    await block.getByRole('button').click()
    await expect.poll(() => block.getByRole('status').innerText()).toBe('クリップボードにコピーしました')
    expect(await page.evaluate(() => (window as any).__copied)).toEqual(['claude mcp add --transport http github https://api.githubcopilot.com/mcp/'])
    expect(await page.locator('textarea').count()).toBe(0)
    await context.close()
  })

  it('answers 404 for unknown models and servers under every prefix', async () => {
    const page = await newPage(suite.browser)
    for (const prefix of ['', '/zh', '/tw', '/ja']) {
      expect((await page.goto(`${base()}${prefix}/models/no-such-model`))?.status()).toBe(404)
      expect((await page.goto(`${base()}${prefix}/mcp/no-such-server`))?.status()).toBe(404)
    }
    expect((await page.goto(`${base()}/models/Bad%20Key`))?.status()).toBe(404)
    await close(page)
  })

  it('is usable at 375 px: the page does not scroll sideways, tables do', async () => {
    const page = await newPage(suite.browser, { viewport: { width: 375, height: 800 } })
    for (const path of ['/models', '/models/gpt-4o', '/mcp', '/mcp/github']) {
      await page.goto(`${base()}${path}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(1)
    }
    await page.goto(`${base()}/models`)
    const scroller = page.getByRole('region', { name: /AI models 1–50/ })
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await close(page)
  })

  it('has no serious or critical axe violations', async () => {
    const page = await newPage(suite.browser)
    for (const path of ['/models', '/models/gpt-4o', '/mcp', '/mcp/github', '/zh/models', '/ja/mcp/github']) {
      await page.goto(`${base()}${path}`)
      await expectNoSeriousAxeViolations(page)
    }
    await close(page)
  })
})
