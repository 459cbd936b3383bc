import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeRegistry, registryItem, startFakeRegistry } from '../fakes/mcpRegistry'
import { requireEnv } from '../support/requireEnv'
import { useBrowser } from './browser'
import { deliverRevalidation } from './deliverRevalidation'

const base = () => process.env.STOREFRONT_URL!
const quiet = { info() {}, warn() {}, error() {}, debug() {} }

/**
 * A server the official registry deprecates keeps its page, labelled in the visitor's language:
 * the real sync runs against a local registry, its revalidation reaches the built storefront.
 */
describe('registry status on the MCP detail page', { timeout: 300_000 }, () => {
  beforeAll(() => void requireEnv('DATABASE_URL', 'the sync writes the database the storefront reads'))
  const suite = useBrowser('mcp-registry')
  let payload: Payload
  let registry: FakeRegistry
  const sync = async () => {
    const { createRegistryClient } = await import('@aidir/cms/mcpRegistry')
    const { createSyncRegistryHandler } = await import('../../tasks/src/jobs/mcp/syncRegistry')
    const client = createRegistryClient({ baseUrl: registry.url, timeoutMs: 5000 })
    await createSyncRegistryHandler({ client: () => client, pageSize: 100 })({ trigger: 'manual' }, { payload, log: quiet, jobId: 'e2e', attempt: 1 })
    await deliverRevalidation(payload, [base()], 'mcp-servers')
  }
  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    registry = await startFakeRegistry()
  })
  afterAll(async () => {
    // Back to active, so other files see the page as seeded.
    registry?.put(registryItem('io.github.modelcontextprotocol/server-everything', { status: 'active', updatedAt: new Date(Date.now() + 1000).toISOString() }))
    if (payload && registry) await sync().catch(() => undefined)
    await registry?.close()
    const { stopProducer, poolOf } = await import('@aidir/cms')
    if (payload) await poolOf(payload).query(`DELETE FROM pgboss.job WHERE name = 'storefront.revalidate' AND data->>'collection' = 'mcp-servers'`).catch(() => undefined)
    await stopProducer()
  })

  it('labels a deprecated server in each language, fitting 375 and 1440 px', async () => {
    registry.put(registryItem('io.github.modelcontextprotocol/server-everything', { status: 'deprecated', updatedAt: new Date().toISOString() }))
    await sync()
    const expected = { en: 'Deprecated in the official MCP Registry', ja: '公式 MCP Registry で非推奨', zh: '已在官方 MCP Registry 中标记为弃用', tw: '已在官方 MCP Registry 中標記為棄用' }
    const context = await suite.browser.newContext()
    const page = await context.newPage()
    page.setDefaultTimeout(120_000)
    for (const [prefix, text] of Object.entries(expected)) {
      const response = await page.goto(`${base()}/${prefix}/mcp/everything`)
      expect(response?.status()).toBe(200)
      await expect.poll(async () => (await page.getByTestId('registry-status').count()) > 0 && (await page.getByTestId('registry-status').innerText()), { timeout: 30_000 }).toContain(text)
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${prefix} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: path.join(suite.shots, `everything-deprecated-${prefix}-${width}.png`) })
      }
    }
    await context.close()
  })
})
