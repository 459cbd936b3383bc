import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { startBuiltStorefront } from '../support/storefrontServer'
import { until } from '../support/until'

/**
 * The suite's storefront caches in Redis (tests/setup/storefront.ts); a single machine without
 * REDIS_URL (`pnpm start`) keeps Next's own cache: its renders in memory, the build's pages on
 * disk. This instance runs that way and shows the same cached-page contract: a HIT carries the
 * edge's purge tags and the page's script hashes.
 */
describe('a storefront without Redis', () => {
  let site: { url: string; stop: () => Promise<void> }

  beforeAll(() => void requireEnv('DATABASE_URL', 'this test starts a storefront of its own on the test database'))
  beforeAll(async () => {
    // Unset, whatever the environment running the tests says (spawn leaves out undefined variables).
    site = await startBuiltStorefront(() => ({ REDIS_URL: undefined }))
  }, 180_000)
  afterAll(async () => site?.stop())

  it('reports its own cache and serves cached pages with their tags and script hashes', async () => {
    const health = await (await fetch(`${site.url}/api/health`)).json()
    expect(health.data.cache).toEqual({ store: 'local', state: 'ok' })
    const path = '/en/models?sort=name&page=5'
    const cached = await until(
      'the page cached in memory',
      async () => {
        const response = await fetch(site.url + path)
        await response.text()
        return ['HIT', 'STALE'].includes(response.headers.get('x-nextjs-cache') ?? '') && response
      },
      { everyMs: 250 },
    )
    expect(cached.headers.get('x-aidir-cache-tags')).toMatch(/ai-models|content/)
    expect(cached.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/)
  })
})
