import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire, registerHooks } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Next's server asks for the route cache handler on every request (`getIncrementalCache`), API
 * routes included; the patched Next (patches/next@16.4.6.patch) imports it once and keeps the class,
 * instead of a pass through the ES module loader per request. The loader's resolve hook sees each
 * import() Next makes, so it counts them.
 */
const requireFromStorefront = createRequire(path.resolve(import.meta.dirname, '../../storefront/package.json'))
const { default: NextNodeServer } = requireFromStorefront('next/dist/server/next-server.js') as {
  default: { prototype: { getIncrementalCache(this: unknown, options: { requestHeaders: Record<string, string> }): Promise<{ cacheHandler: unknown }> } }
}

const dir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
const handlerPath = path.join(dir, 'handler.mjs')
writeFileSync(handlerPath, 'export default class TestPageCache { constructor(options) { this.options = options } }\n')
const handlerUrl = pathToFileURL(handlerPath).href

let resolves = 0
const hooks = registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === handlerUrl) resolves += 1
    return nextResolve(specifier, context)
  },
})
afterAll(() => {
  hooks.deregister()
  rmSync(dir, { recursive: true, force: true })
})

/** The parts of a running server `getIncrementalCache` reads. */
function server(cacheHandler: string) {
  return {
    dev: false,
    minimalMode: false,
    distDir: '.next',
    serverDistDir: path.join(dir, '.next/server'),
    nextConfig: { cacheHandler, experimental: {}, cacheMaxMemorySize: 0 },
    getCacheFilesystem: () => undefined,
    getPreviewProps: () => ({ previewModeId: 'preview-id' }),
    getPrerenderManifest: () => ({ version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} }),
    loadCustomCacheHandlers: async () => undefined,
  }
}

const getIncrementalCache = NextNodeServer.prototype.getIncrementalCache

describe('the route cache handler', () => {
  it('is imported once for many requests, and every request gets an instance of it', async () => {
    const running = server(handlerPath)
    const before = resolves
    const caches = []
    for (let i = 0; i < 20; i++) caches.push(await getIncrementalCache.call(running, { requestHeaders: {} }))
    expect(resolves - before).toBe(1)
    for (const cache of caches) expect((cache.cacheHandler as object).constructor.name).toBe('TestPageCache')
    expect(new Set(caches.map((cache) => cache.cacheHandler)).size).toBe(20)
  })

  it('is imported again after a failed import, so a handler that appears later is used', async () => {
    const laterPath = path.join(dir, 'later.mjs')
    const running = server(laterPath)
    await expect(getIncrementalCache.call(running, { requestHeaders: {} })).rejects.toThrow()
    writeFileSync(laterPath, 'export default class LaterPageCache {}\n')
    const cache = await getIncrementalCache.call(running, { requestHeaders: {} })
    expect((cache.cacheHandler as object).constructor.name).toBe('LaterPageCache')
  })
})
