import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { dropFragments } from './src/features/cache/fragmentStore.mjs'
import { redisUrl, sharedCacheHandlers } from './src/features/cache/sharedCache.mjs'
import { cachedPagePolicy } from './src/features/security/pagePolicy.mjs'

/**
 * The route cache: with REDIS_URL, one shared by every instance in Redis (src/features/cache/sharedCache.mjs);
 * without, Next's own cache of a single machine, in its memory (below). The
 * build always uses the file system: Redis is a running site's. Either way, two things a cached
 * page's stored headers carry. Next sends a cached page's stored headers with every answer, the
 * first one included (the render is stored before it is sent), so neither costs a cached hit anything.
 *
 * - Its cache tags (the tags of the data reads it made, cms/src/revalidation/tags.ts) in
 *   `x-aidir-cache-tags`, so the edge in front can purge by the same tags (edge/src/tagIndex.ts).
 *   Next keeps the tags with the page (`x-next-cache-tags`) but removes them from the answer outside
 *   its hosted mode; Next's own `_N_T_` path tags stay out. The edge removes the header before an
 *   answer leaves it.
 * - Its Content-Security-Policy, listing the hashes of the inline scripts in that very HTML, so a
 *   script that was not in the page when it was rendered — an injected one — does not run. Nonces
 *   cannot do this: the HTML is rendered once and served to everyone (ARCHITECTURE.md, "Headers").
 */

/**
 * Without Redis, a running site keeps its renders in memory only (Next's LRU, `cacheMaxMemorySize`,
 * 50 MB by default). Writing them to disk as well — each page's HTML, RSC and meta files and one
 * JSON file per `cached()` read, each in a directory of its own — cost a first render more CPU than
 * anything but React itself, for a copy read back only once the memory had dropped the entry. An
 * evicted page is rendered again instead (the edge in front keeps the popular ones). The build
 * still writes what it renders.
 */
const keepOnDisk = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
const FileSystemCache = fileSystemCache.default ?? fileSystemCache
const sharedUrl = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL ? undefined : redisUrl.parse(process.env.REDIS_URL)
const memoryOnly = !sharedUrl && !keepOnDisk

/**
 * What the build wrote (its prerender manifest): memory-only, nothing is written at run time, so any
 * other page is known missing on its very first render, and Next need not try to open its files (a
 * failed open and an error object each). Data reads (FETCH) are never looked for on disk at all.
 * Undefined when the manifest cannot be read: then pages are looked for on disk as Next does.
 */
let builtPages

function readBuiltPages(serverDistDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(serverDistDir, '..', 'prerender-manifest.json'), 'utf8'))
    return new Set(Object.keys(manifest.routes ?? {}).map((route) => (route === '/' ? '/index' : route)))
  } catch {
    return undefined
  }
}

function knownMissing(key, kind) {
  if (FileSystemCache.memoryCache?.has(key)) return false
  if (kind === 'FETCH') return true
  return builtPages !== undefined && !builtPages.has(key)
}

if (sharedUrl) {
  // Keys per edition and build: editions render different pages, and a new build's pages name other assets.
  // Revalidations are heard per edition: during a rolling deploy the old build's instances drop their fragments too.
  const edition = process.env.EDITION ?? 'intl'
  CacheHandler.onCreation(({ buildId }) => ({
    handlers: sharedCacheHandlers({ url: sharedUrl, keyPrefix: `aidir:${edition}:${buildId ?? 'dev'}:`, channel: `aidir:${edition}:revalidated` }),
  }))
}
const RouteCache = sharedUrl ? CacheHandler : FileSystemCache
const NEXT_TAGS = 'x-next-cache-tags'
const EDGE_TAGS = 'x-aidir-cache-tags'

function labelPage(value) {
  const tags = value?.kind === 'APP_PAGE' ? value.headers?.[NEXT_TAGS] : undefined
  if (typeof tags !== 'string') return
  value.headers[EDGE_TAGS] = tags
    .split(',')
    .filter((tag) => tag && !tag.startsWith('_N_T_'))
    .join(',')
}

function addPolicy(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html.length === 0) return
  // In place: the answer being sent holds the same headers object.
  value.headers ??= {}
  value.headers['content-security-policy'] = cachedPagePolicy(value.html, process.env)
}

export default class StorefrontPageCache extends RouteCache {
  constructor(ctx) {
    super(sharedUrl || keepOnDisk ? ctx : { ...ctx, flushToDisk: false })
    if (memoryOnly && ctx?.serverDistDir) builtPages ??= readBuiltPages(ctx.serverDistDir)
  }

  async get(...args) {
    const [key, ctx] = args
    if (memoryOnly && knownMissing(key, ctx?.kind)) return null
    const entry = await super.get(...args)
    labelPage(entry?.value)
    return entry
  }

  async set(key, data, context) {
    addPolicy(data)
    labelPage(data)
    return super.set(key, data, context)
  }

  /**
   * Every revalidation in this process comes through here (`revalidateTag`, `revalidatePath`), so
   * the fragments every layout holds in memory (src/features/cache/fragmentStore.mjs) are dropped
   * with the cached reads and pages of the same tags. Other instances hear it through Redis
   * (sharedCache.mjs).
   */
  async revalidateTag(tags, durations) {
    dropFragments(tags)
    return super.revalidateTag(tags, durations)
  }
}
