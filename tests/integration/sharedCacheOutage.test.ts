import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as health } from '@/app/api/health/route'
import net from 'node:net'
import { sharedCacheHandlers, sharedCacheStatus } from '@/features/cache/sharedCache.mjs'
import { heldFragment } from '@/features/cache/fragmentStore.mjs'
import { startRedis } from '../support/redisServer'
import { until } from '../support/until'

/**
 * The storefront's shared route cache when Redis goes away and comes back (storefront/src/features/cache/sharedCache.mjs):
 * reads and writes fall through to the instance's memory at once (no waiting on a queue), the
 * health route says "degraded", and sharing resumes by itself, with the revalidations made
 * meanwhile replayed. Two instances on one Redis: tests/e2e/sharedCache.test.ts.
 */
type Handler = { get(key: string, meta: { implicitTags: string[] }): Promise<any>; set(key: string, value: unknown, ctx: object): Promise<unknown>; revalidateTag(tag: string): Promise<void> }

const page = (tags: string[], html: string) => ({ lastModified: Date.now(), lifespan: null, tags, value: { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 } })
const healthState = async () => ((await (await health(new Request('http://127.0.0.1/api/health'), { params: Promise.resolve({}) } as never)).json()) as { data: { status: string; cache: { store: string; state: string } } }).data

/** PUBLISH as another storefront instance would, over a connection of its own (RESP by hand: one command). */
async function publishAsAnotherInstance(url: string, channel: string, message: string): Promise<void> {
  const { hostname, port } = new URL(url)
  const part = (s: string) => `$${Buffer.byteLength(s)}\r\n${s}\r\n`
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`*3\r\n${part('PUBLISH')}${part(channel)}${part(message)}`))
    socket.once('data', () => (socket.end(), resolve()))
    socket.once('error', reject)
  })
}

/** A fragment held in this instance's memory that counts its builds. */
function heldCounter(key: string, tags: string[]) {
  let builds = 0
  return { read: () => heldFragment(key, tags, 60_000, async () => ++builds) }
}

describe('shared route cache: Redis down and back', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let shared: Handler
  let memory: Handler
  const noTags = { implicitTags: [] }
  const keyPrefix = `test:${Date.now()}:`

  beforeAll(async () => {
    redis = await startRedis()
    ;[shared, memory] = sharedCacheHandlers({ url: redis.url, keyPrefix }) as Handler[]
    await until('the shared cache to connect', () => sharedCacheStatus().state === 'ok')
  })
  afterAll(async () => redis?.stop())

  it('shares renders through Redis and reports itself healthy', async () => {
    await shared.set('/en/details/a', page(['products:a'], '<h1>A</h1>'), {})
    expect((await shared.get('/en/details/a', noTags))?.value.html).toBe('<h1>A</h1>')
    // Kept in Redis, not in this process: a revalidated tag drops it for every instance.
    await shared.revalidateTag('products:a')
    expect(await shared.get('/en/details/a', noTags)).toBeNull()
    expect(await healthState()).toEqual({ status: 'ok', cache: { store: 'redis', state: 'ok' } })
  })

  it("drops this instance's layout fragments when any instance revalidates one of their tags", async () => {
    const menu = heldCounter(`menu:${keyPrefix}`, ['content', 'nav-menus'])
    const footer = heldCounter(`footer:${keyPrefix}`, ['content', 'site-settings'])
    expect([await menu.read(), await footer.read()]).toEqual([1, 1])
    // Another instance's revalidation reaches this one through the channel.
    await until('the other instance\'s revalidation to be heard', async () => {
      await publishAsAnotherInstance(redis.url, `${keyPrefix}revalidated`, 'nav-menus')
      return (await menu.read()) > 1
    })
    expect(await footer.read()).toBe(1)
    // This instance's own revalidation goes out on it too (and is heard here).
    await shared.revalidateTag('site-settings')
    await until('its own revalidation to come back', async () => (await footer.read()) === 2)
  })

  it("gives an instance that never rendered a page that page's lifetime", async () => {
    // As the package stores a render with `revalidate = 60`: lifespan from the render's cache control.
    const now = Math.floor(Date.now() / 1000)
    const lifespan = { expireAge: 90, expireAt: now + 90, lastModifiedAt: now, revalidate: 60, staleAge: 60, staleAt: now + 60 }
    await shared.set('/en/details/lifetime', { ...page(['products:lifetime'], '<h1>L</h1>'), lifespan }, {})
    // Without it Next would take the page as stale after 1 s and send no Cache-Control.
    expect((await shared.get('/en/details/lifetime', noTags))?.cacheControl).toEqual({ revalidate: 60, expire: 31_536_000 })
  })

  it('keeps serving from memory while Redis is down, says so, and resumes without a restart', async () => {
    await shared.set('/en/details/b', page(['products:b'], '<h1>B</h1>'), {})
    await redis.pause()
    await until('the cache to notice Redis is gone', () => sharedCacheStatus().state === 'degraded')

    // Fails at once (no offline queue): the page renders from the database instead of hanging.
    const started = Date.now()
    await expect(shared.get('/en/details/b', noTags)).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(500)
    const down = await healthState()
    expect(down.status).toBe('degraded')
    expect(down.cache).toMatchObject({ store: 'redis', state: 'degraded' })

    // Renders made meanwhile are kept in this instance's memory.
    await memory.set('/en/details/c', page(['products:c'], '<h1>C</h1>'), {})
    expect((await memory.get('/en/details/c', noTags))?.value.html).toBe('<h1>C</h1>')
    // A revalidation Redis could not take is remembered.
    await expect(shared.revalidateTag('products:b')).rejects.toThrow()

    await redis.start()
    await until('the cache to reconnect by itself', () => sharedCacheStatus().state === 'ok', { timeoutMs: 15_000 })
    expect(await healthState()).toEqual({ status: 'ok', cache: { store: 'redis', state: 'ok' } })
    // The memory copy missed other instances' revalidations: dropped, Redis serves again.
    expect(await memory.get('/en/details/c', noTags)).toBeNull()
    await shared.set('/en/details/d', page(['products:d'], '<h1>D</h1>'), {})
    expect((await shared.get('/en/details/d', noTags))?.value.html).toBe('<h1>D</h1>')
  })

  it('replays a revalidation made while Redis was down once it is back', async () => {
    // Redis keeps its data over the restart, as a real one does: without the replay, B would be served again.
    await shared.set('/en/details/e', page(['products:e'], '<h1>E</h1>'), {})
    await redis.pause()
    await until('the cache to notice Redis is gone', () => sharedCacheStatus().state === 'degraded')
    await expect(shared.revalidateTag('products:e')).rejects.toThrow()
    await redis.start()
    await until('the cache to reconnect', () => sharedCacheStatus().state === 'ok', { timeoutMs: 15_000 })
    await until('the replayed revalidation to drop the entry', async () => (await shared.get('/en/details/e', noTags)) === null)
  })
})
