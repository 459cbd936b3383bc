import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire, registerHooks } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Next asks for the route cache handler twice on every request, API routes included: the server
 * (`NextNodeServer.getIncrementalCache`) and the route's module (`getIncrementalCache` in its
 * `handleResponse`). The patched Next (patches/next@16.4.6.patch) imports it once in each and keeps
 * the class, instead of a pass through the ES module loader per request. The loader's resolve hook
 * sees each import() Next makes, so it counts them.
 */
const requireFromStorefront = createRequire(path.resolve(import.meta.dirname, '../../storefront/package.json'))
type IncrementalCache = { cacheHandler: unknown }
const { default: NextNodeServer } = requireFromStorefront('next/dist/server/next-server.js') as {
  default: { prototype: { getIncrementalCache(this: unknown, options: { requestHeaders: Record<string, string> }): Promise<IncrementalCache> } }
}
// The build's route handlers run on this compiled module (Turbopack's production runtime).
const { AppRouteRouteModule } = requireFromStorefront('next/dist/compiled/next-server/app-route-turbo.runtime.prod.js') as {
  AppRouteRouteModule: { prototype: { getIncrementalCache(this: unknown, ...args: unknown[]): Promise<IncrementalCache> } }
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

const previewProps = { previewModeId: 'preview-id' }
const prerenderManifest = { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: previewProps }

/** What a request's `getIncrementalCache` reads of the server, or of the route's module, and the call. */
const askers: Record<string, (cacheHandler: string) => () => Promise<IncrementalCache>> = {
  server: (cacheHandler) => {
    const server = {
      dev: false,
      minimalMode: false,
      distDir: '.next',
      serverDistDir: path.join(dir, '.next/server'),
      nextConfig: { cacheHandler, experimental: {}, cacheMaxMemorySize: 0 },
      getCacheFilesystem: () => undefined,
      getPreviewProps: () => previewProps,
      getPrerenderManifest: () => prerenderManifest,
      loadCustomCacheHandlers: async () => undefined,
    }
    return () => NextNodeServer.prototype.getIncrementalCache.call(server, { requestHeaders: {} })
  },
  'route module': (cacheHandler) => {
    const routeModule = { distDir: '.next', relativeProjectDir: '.', isDev: false, loadCustomCacheHandlers: async () => undefined }
    const nextConfig = { cacheHandler, experimental: {}, cacheMaxMemorySize: 0 }
    return () => AppRouteRouteModule.prototype.getIncrementalCache.call(routeModule, { headers: {} }, nextConfig, previewProps, prerenderManifest, false)
  },
}

describe.each(Object.keys(askers))('the route cache handler, as the %s asks for it', (asker) => {
  it('is imported once for many requests, and every request gets an instance of it', async () => {
    const ask = askers[asker]!(handlerPath)
    const before = resolves
    const caches = []
    for (let i = 0; i < 20; i++) caches.push(await ask())
    expect(resolves - before).toBe(1)
    for (const cache of caches) expect((cache.cacheHandler as object).constructor.name).toBe('TestPageCache')
    expect(new Set(caches.map((cache) => cache.cacheHandler)).size).toBe(20)
  })

  it('is imported again after a failed import, so a handler that appears later is used', async () => {
    const laterPath = path.join(dir, `later-${asker.replace(' ', '-')}.mjs`)
    const ask = askers[asker]!(laterPath)
    await expect(ask()).rejects.toThrow()
    writeFileSync(laterPath, 'export default class LaterPageCache {}\n')
    const cache = await ask()
    expect((cache.cacheHandler as object).constructor.name).toBe('LaterPageCache')
  })
})
