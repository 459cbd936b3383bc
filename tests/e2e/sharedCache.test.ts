import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedis } from '../support/redisServer'
import { requireEnv } from '../support/requireEnv'
import { startBuiltStorefront } from '../support/storefrontServer'
import { until } from '../support/until'
import { deliverRevalidation } from './deliverRevalidation'

/**
 * Two `next start` instances of the built storefront on one Redis and one database, as behind a
 * load balancer (ARCHITECTURE.md, "Shared cache (Redis)"): a page rendered by one is served by the
 * other from the shared cache, one revalidation call reaches both, and Redis going away neither
 * stops them nor needs a restart when it is back. A China-edition instance on the same Redis never
 * serves the international edition's pages (keys carry the edition).
 */
type Site = { url: string; stop: () => Promise<void> }
const cacheState = async (url: string) => {
  const response = await fetch(url)
  await response.text()
  return response.headers.get('x-nextjs-cache')
}
const health = async (site: Site) => ((await (await fetch(`${site.url}/api/health`)).json()) as { data: { status: string; cache: { store: string; state: string } } }).data

describe('several storefront instances on one shared cache', () => {
  beforeAll(() => void requireEnv('DATABASE_URL', "these tests read and edit the storefront's database"))
  let redis: Awaited<ReturnType<typeof startRedis>>
  let a: Site
  let b: Site
  let cn: Site
  let payload: any
  let product: { id: number; name: string }

  beforeAll(async () => {
    redis = await startRedis()
    ;[a, b, cn] = await Promise.all([
      startBuiltStorefront(() => ({ REDIS_URL: redis.url })),
      startBuiltStorefront(() => ({ REDIS_URL: redis.url })),
      startBuiltStorefront(() => ({ REDIS_URL: redis.url, EDITION: 'cn', DEFAULT_LANGUAGE: 'zh' })),
    ])
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    const found = await payload.find({ collection: 'products', where: { key: { equals: 'chatgpt' } }, locale: 'en', limit: 1, depth: 0, overrideAccess: true })
    product = { id: found.docs[0].id, name: found.docs[0].name }
  }, 180_000)

  afterAll(async () => {
    if (product) {
      await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: product.name }, overrideAccess: true })
      if (a) await deliverRevalidation(payload, [a.url], 'products')
    }
    await Promise.all([a?.stop(), b?.stop(), cn?.stop()])
    await redis?.stop()
  })

  it('reports the shared cache as healthy on both', async () => {
    for (const site of [a, b]) expect(await health(site)).toEqual({ status: 'ok', cache: { store: 'redis', state: 'ok' } })
  })

  it('serves a page rendered by one instance from the other without rendering it again', async () => {
    const path = "/en/models?sort=name&page=2"
    const fromA = await until('the page cached by the first instance', async () => {
      const response = await fetch(a.url + path)
      await response.text()
      return response.headers.get('x-nextjs-cache') === 'HIT' && response
    }, { everyMs: 250 })
    // The second instance never rendered this page: its very first answer comes from Redis,
    // with what our handler stores beside it: the edge's purge tags and the page's script hashes,
    // and the page's lifetime, so it sends the same Cache-Control (the edge and Varnish keep it).
    const fromB = await fetch(b.url + path)
    await fromB.text()
    expect(fromB.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(fromB.headers.get('x-aidir-cache-tags')).toMatch(/ai-models|content/)
    expect(fromB.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/)
    expect(fromB.headers.get('cache-control')).toBe(fromA.headers.get('cache-control'))
    // Next takes a page whose lifetime it does not know as stale after 1 s; a shared page is fresh
    // for its 60 s on every instance, not rendered again by each.
    const older = '/en/models?sort=name&page=7'
    await until('another page cached by the first instance', async () => (await cacheState(a.url + older)) === 'HIT', { everyMs: 250 })
    const cachedAt = Date.now()
    await until('that page to be older than a second', () => Date.now() - cachedAt > 1_500)
    const later = await fetch(b.url + older)
    await later.text()
    expect(later.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(later.headers.get('cache-control')).toMatch(/^s-maxage=60\b/)
  })

  it("never serves one edition's cached page to the other edition on the same Redis", async () => {
    // The China edition's menu links its iOS app ranking; the international one has no such page.
    const iosRanking = /href="[^"]*\/best-ai-apps\/ios"/
    const path = '/en/models?sort=name&page=4'
    await until('the page cached by the international instance', async () => ['HIT', 'STALE'].includes((await cacheState(a.url + path)) ?? ''), { everyMs: 250 })
    const first = await fetch(cn.url + path)
    const html = await first.text()
    expect(first.headers.get('x-nextjs-cache')).not.toBe('HIT')
    expect(html).toMatch(iosRanking)
    // Each edition then serves its own copy from Redis.
    await until('the page cached by the China-edition instance', async () => ['HIT', 'STALE'].includes((await cacheState(cn.url + path)) ?? ''), { everyMs: 250 })
    expect(await fetch(cn.url + path).then((r) => r.text())).toMatch(iosRanking)
    const intl = await fetch(b.url + path)
    expect(intl.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(await intl.text()).not.toMatch(iosRanking)
  })

  it('shows a CMS edit on both instances after one revalidation call to one of them', async () => {
    const page = '/en/details/chatgpt'
    for (const site of [a, b]) await until(`the product page cached on ${site.url}`, async () => ['HIT', 'STALE'].includes((await cacheState(site.url + page)) ?? ''), { everyMs: 250 })
    const renamed = `ChatGPT ${randomBytes(3).toString('hex')}`
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: renamed }, overrideAccess: true })
    // What the worker's storefront.revalidate job does, sent to the first instance only.
    await deliverRevalidation(payload, [a.url], 'products')
    const onB = await fetch(b.url + page)
    expect(await onB.text()).toContain(`>${renamed}</h1>`)
    expect(await fetch(a.url + page).then((r) => r.text())).toContain(`>${renamed}</h1>`)
  }, 60_000)

  it('keeps serving while Redis is down, reports it, and shares again once Redis is back', async () => {
    await redis.pause()
    for (const site of [a, b]) await until(`${site.url} to report the cache degraded`, async () => (await health(site)).status === 'degraded')
    // Pages still answer, rendered from the database.
    for (const site of [a, b]) {
      const response = await fetch(`${site.url}/en/details/chatgpt`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('</h1>')
    }
    await redis.start()
    for (const site of [a, b]) await until(`${site.url} to share its cache again`, async () => (await health(site)).status === 'ok', { timeoutMs: 20_000 })
    const path = "/en/models?sort=name&page=3"
    await until('a page cached by the first instance after the outage', async () => ['HIT', 'STALE'].includes((await cacheState(a.url + path)) ?? ''), { everyMs: 250 })
    expect(await cacheState(b.url + path)).toBe('HIT')
  }, 90_000)
})
