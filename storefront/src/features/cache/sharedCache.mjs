import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { CACHE_ONE_YEAR_SECONDS } from 'next/dist/lib/constants.js'
import { createClient } from 'redis'
import { z } from 'zod'
import { dropAllFragments, dropFragments } from './fragmentStore.mjs'

/**
 * The route cache shared by every storefront instance, in Redis (ARCHITECTURE.md, "Shared cache
 * (Redis)"). A page rendered by one instance is served by all; a tag revalidated on one is dropped
 * from Redis, so every instance misses it at once (the handler keeps each tag's keys, and the time
 * of each path revalidation, in Redis hashes).
 *
 * Redis down must not take the site down: commands fail at once instead of queueing (no offline
 * queue), the instance renders from the database and keeps its renders in its own memory, and the
 * client reconnects on its own. The memory copy is dropped when Redis is back: it missed the other
 * instances' revalidations. Tags revalidated here during the outage are replayed to Redis then.
 *
 * What each instance holds in its own memory whatever the store (the layouts' fragments,
 * fragmentStore.mjs) hears revalidations through a Redis channel: the instance that revalidates
 * publishes each tag before deleting its entries, and every instance subscribed drops its fragments
 * of that tag, so none renders a page again with the old menu or footer.
 */
export const redisUrl = z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// address' })

const STATE = Symbol.for('aidir.sharedCache')

/** What the health route reports; the state lives on globalThis because the route and the cache handler are bundled apart. */
export function sharedCacheStatus() {
  const state = globalThis[STATE]
  if (!state) return { store: 'local', state: 'ok' }
  return { store: 'redis', state: state.client.isReady ? 'ok' : 'degraded', ...(state.downSince ? { downSince: new Date(state.downSince).toISOString() } : {}) }
}

function log(level, message, error) {
  console[level](JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...(error ? { err: String(error?.message ?? error) } : {}) }))
}

/** The handler list for the cache-handler package: Redis first, this instance's memory while Redis is unreachable. */
export function sharedCacheHandlers({ url, keyPrefix, channel = `${keyPrefix}revalidated`, timeoutMs = 1000 }) {
  const state = (globalThis[STATE] ??= { client: undefined, subscriber: undefined, downSince: undefined, pendingTags: new Set() })
  const client = (state.client ??= connect(url, state, () => {
    local = createLruHandler()
    dropAllFragments()
    const tags = [...state.pendingTags]
    state.pendingTags.clear()
    for (const tag of tags) shared.revalidateTag(tag).catch((error) => log('warn', 'shared cache: replaying a revalidation failed', error))
  }))
  state.subscriber ??= subscribe(client, channel)
  const shared = createRedisHandler({ client, keyPrefix, timeoutMs })
  let local = createLruHandler()

  const redis = {
    name: 'redis',
    get: async (key, meta) => withCacheControl(await shared.get(key, meta)),
    set: (key, value, ctx) => shared.set(key, value, ctx),
    delete: (key) => shared.delete?.(key),
    async revalidateTag(tag) {
      try {
        // First: the other instances drop their fragments while this one deletes the entries.
        await client.publish(channel, tag)
        await shared.revalidateTag(tag)
      } catch (error) {
        state.pendingTags.add(tag)
        throw error
      }
    },
  }
  const memory = {
    name: 'memory-while-redis-is-down',
    // Reached only when the Redis read threw (the package tries the next handler then).
    get: async (key, meta) => withCacheControl(await local.get(key, meta)),
    set: (key, value, ctx) => (client.isReady ? undefined : local.set(key, value, ctx)),
    delete: (key) => local.delete?.(key),
    revalidateTag: (tag) => local.revalidateTag(tag),
  }
  return [redis, memory]
}

/**
 * A page's lifetime travels with the entry. Next takes it from the entry (`cacheControl`) or from
 * what this process rendered itself; an instance serving another's page knows neither, so it took
 * the page as stale after 1 s (a background render on every instance, defeating the shared cache)
 * and sent it without Cache-Control (the edge and Varnish would not keep it). The package stores
 * the render's revalidate in `lifespan`; the expiry is Next's default (next.config sets no
 * `expireTime`), so every instance sends the header the rendering one sends.
 */
function withCacheControl(entry) {
  const revalidate = entry?.lifespan?.revalidate
  if (!entry || entry.cacheControl || typeof revalidate !== 'number' || entry.value?.kind === 'FETCH') return entry
  return { ...entry, cacheControl: { revalidate, expire: CACHE_ONE_YEAR_SECONDS } }
}

/** Every instance's fragments follow the tags any instance revalidates (the publisher hears its own, harmlessly). */
function subscribe(client, channel) {
  const subscriber = client.duplicate()
  // Errors are the main client's to report; the subscriber reconnects and subscribes again by itself.
  subscriber.on('error', () => undefined)
  // Back after a break: whatever was published meanwhile went unheard.
  let heardBefore = false
  subscriber.on('ready', () => {
    if (heardBefore) dropAllFragments()
    heardBefore = true
  })
  subscriber
    .connect()
    .then(() => subscriber.subscribe(channel, (tag) => dropFragments([tag])))
    .catch((error) => log('warn', 'shared cache: cannot hear other instances\' revalidations yet', error))
  return subscriber
}

function connect(url, state, onResume) {
  const client = createClient({
    url,
    // A command while disconnected fails at once; queued, it would hold the page until Redis returns.
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3_000) },
  })
  client.on('error', (error) => {
    if (state.downSince) return
    state.downSince = Date.now()
    log('error', 'shared cache (Redis) unreachable: serving from this instance', error)
  })
  client.on('ready', () => {
    if (state.downSince) log('info', 'shared cache (Redis) back: resuming')
    state.downSince = undefined
    onResume()
  })
  client.connect().catch((error) => {
    state.downSince ??= Date.now()
    log('error', 'shared cache (Redis) unreachable at start: serving from this instance', error)
  })
  return client
}
