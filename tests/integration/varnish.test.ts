import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { revalidateAndPurge } from '../../tasks/src/jobs/storefront/revalidatePages'
import { revalidateToken } from '@aidir/cms/hooks'
import { startVarnish, type Varnish } from '../support/varnishd'

/**
 * The production VCL (deploy/varnish/default.vcl) in Debian's varnishd, in front of two small
 * storefront stand-ins that record what reaches them: what is kept, what passes, what a purge by
 * cache tag drops, and that the tag header never reaches a client.
 */
type Seen = { instance: number; method: string; url: string; headers: http.IncomingHttpHeaders }

const SECRET = 'varnish-test-secret-0123456789'
const VCL = path.resolve(import.meta.dirname, '../../deploy/varnish/default.vcl')

describe('Varnish in front of the storefronts', () => {
  const instances: http.Server[] = []
  let varnish: Varnish
  let seen: Seen[] = []
  let round = 0

  const storefront = (instance: number) =>
    http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        const url = req.url!
        const path = url.split('?')[0]!
        // The health probe, not a visitor.
        if (path === '/icon.svg') return res.end('<svg/>')
        seen.push({ instance, method: req.method!, url, headers: req.headers })
        if (path === '/broken') return req.socket.destroy()
        const n = seen.filter((s) => s.url === url).length
        if (path === '/page' || path === '/') res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940')
        if (path === '/menu') res.setHeader('Cache-Control', 'public, max-age=300')
        if (path === '/private') res.setHeader('Cache-Control', 'private, no-store')
        if (path === '/plain') res.setHeader('Content-Type', 'text/plain')
        if (path === '/stale') res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940').setHeader('x-nextjs-cache', 'STALE')
        if (path === '/sets-cookie') res.setHeader('Cache-Control', 'public, max-age=300').setHeader('Set-Cookie', `session=${n}; Path=/`)
        // A page that tells its cache tags, as the storefront's cache handler does: /tagged/x?t=a,b
        if (path.startsWith('/tagged/')) res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940').setHeader('x-aidir-cache-tags', new URL(url, 'http://o').searchParams.get('t') ?? '')
        // A listing that names hundreds of records: a tag header beyond Varnish's default 8 kB.
        if (path === '/many-tags') res.setHeader('Cache-Control', 's-maxage=60').setHeader('x-aidir-cache-tags', Array.from({ length: 700 }, (_, i) => `products#${100000 + i}`).join(','))
        if (path === '/api/revalidate') {
          const ok = req.headers.authorization === `Bearer ${revalidateToken(SECRET)}`
          res.statusCode = ok ? 200 : 401
          res.setHeader('Content-Type', 'application/json')
          return res.end(JSON.stringify(ok ? { code: 0, data: { revalidated: (JSON.parse(body) as { tags: string[] }).tags } } : { code: 401 }))
        }
        res.end(`${req.method} ${url} #${n}`)
      })
    })

  beforeAll(async () => {
    for (const i of [1, 2]) {
      const server = storefront(i)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      instances.push(server)
    }
    const port = (i: number) => (instances[i]!.address() as AddressInfo).port
    varnish = await startVarnish(VCL, { storefront: port(0), 'storefront-2': port(1) })
  })
  afterAll(async () => {
    await varnish?.close()
    for (const server of instances) await new Promise((resolve) => server.close(resolve))
  })
  beforeEach(async () => {
    await purge('content')
    seen = []
    round++
  })

  // Each test its own addresses, so no test sees another's copies.
  const at = (p: string) => `${p}${p.includes('?') ? '&' : '?'}r=${round}`
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${varnish.url}${p}`, { headers })
  const text = async (p: string, headers: Record<string, string> = {}) => (await get(p, headers)).text()
  const reached = (p: string) => seen.filter((s) => s.url === p).length
  const purge = (tags: string, localAddress?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: varnish.port, path: '/', method: 'PURGE', localAddress, headers: tags ? { xkey: tags } : {} }, (res) => {
        let body = ''
        res.on('data', (c) => (body += c)).on('end', () => resolve({ status: res.statusCode!, body }))
      })
      req.on('error', reject).end()
    })

  it('runs Debian varnishd with the xkey module', async () => {
    expect((await purge('nothing-tagged-so')).status).toBe(200)
  })

  it('answers the second visitor from the cache: two transaction ids, an age, one render', async () => {
    const page = at('/page')
    const first = await get(page)
    expect(await first.text()).toBe(`GET ${page} #1`)
    expect(first.headers.get('x-varnish')!.split(' ')).toHaveLength(1)
    const second = await get(page)
    expect(await second.text()).toBe(`GET ${page} #1`)
    expect(second.headers.get('x-varnish')!.split(' ')).toHaveLength(2)
    expect(second.headers.get('age')).not.toBeNull()
    expect(reached(page)).toBe(1)
    // At most 30 s, and a stale window of at most 60 s, as the edge announces.
    expect(second.headers.get('cache-control')).toBe('s-maxage=30, stale-while-revalidate=60')
    // Public API answers are kept too.
    for (let i = 0; i < 3; i++) await text(at('/menu'))
    expect(reached(at('/menu'))).toBe(1)
  })

  it('spreads what it does not keep over the storefront instances', async () => {
    for (let i = 0; i < 4; i++) await text(at('/private'))
    expect(new Set(seen.map((s) => s.instance))).toEqual(new Set([1, 2]))
  })

  it('passes private answers, answers without a shared Cache-Control, stale ones and those that set cookies', async () => {
    for (const p of ['/private', '/plain', '/stale', '/sets-cookie']) {
      const bodies = [await text(at(p)), await text(at(p)), await text(at(p))]
      expect(bodies).toEqual([1, 2, 3].map((n) => `GET ${at(p)} #${n}`))
    }
    const cookie = await get(at('/sets-cookie'))
    expect(cookie.headers.get('cache-control')).toBe('private, no-store')
    expect(cookie.headers.get('set-cookie')).toMatch(/^session=\d+; Path=\/$/)
  })

  it('passes a signed-in visitor (session cookie or bearer token) and the language cookie at /', async () => {
    const page = at('/page')
    await text(page)
    expect(await text(page, { cookie: 'locale=ja; token=abc' })).toBe(`GET ${page} #2`)
    expect(await text(page, { cookie: 'payload-token=abc' })).toBe(`GET ${page} #3`)
    expect(await text(page, { authorization: 'Bearer abc' })).toBe(`GET ${page} #4`)
    // The copy stays as it was for everyone else; another cookie does not make a page private.
    expect(await text(page, { cookie: 'locale=ja' })).toBe(`GET ${page} #1`)
    await text('/')
    expect(await text('/', { cookie: 'locale=ja' })).toMatch(/^GET \/ #\d+$/)
    expect(reached('/')).toBeGreaterThanOrEqual(2)
  })

  it('lets no client decide for the shared cache: no-cache, conditionals and POSTs leave the copy in place', async () => {
    const page = at('/page')
    await text(page)
    const busting: Record<string, string>[] = [{ 'cache-control': 'no-cache' }, { pragma: 'no-cache' }, { 'cache-control': 'max-age=0' }, { 'if-modified-since': new Date().toUTCString() }]
    for (const headers of busting) {
      const answer = await get(page, headers)
      expect([200, 304]).toContain(answer.status)
      await answer.text()
    }
    expect(reached(page)).toBe(1)
    await (await fetch(`${varnish.url}${page}`, { method: 'POST', body: 'x', headers: { 'if-none-match': '"x"', 'cache-control': 'no-cache' } })).text()
    const post = seen.find((s) => s.method === 'POST')!
    expect(post.headers['if-none-match']).toBeUndefined()
    expect(post.headers['cache-control']).toBeUndefined()
    expect(await text(page)).toBe(`GET ${page} #1`)
  })

  it('answers plainly, and keeps nothing, when a storefront breaks off', async () => {
    const answer = await get(at('/broken'))
    expect(answer.status).toBe(503)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.text()).toBe('Service unavailable: the storefront did not answer\n')
  })

  it('forwards who the client is, never the storefront’s internal headers from a client', async () => {
    await text(at('/private'), { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', 'x-forwarded-host': 'evil.example', 'x-aidir-peer': 'forged', 'x-middleware-subrequest': 'middleware', 'x-aidir-path-proof': 'forged' })
    const { headers } = seen.at(-1)!
    expect(headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1')
    expect(headers['x-real-ip']).toBeUndefined()
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${varnish.port}`)
    expect(headers['x-forwarded-proto']).toBe('http')
    for (const name of ['x-aidir-peer', 'x-middleware-subrequest', 'x-aidir-path-proof']) expect(headers[name]).toBeUndefined()
  })

  it('purges exactly the pages that carry a tag, plus untagged shared answers; `content` purges everything', async () => {
    const a = at('/tagged/a?t=products:a,products,content')
    const b = at('/tagged/b?t=products:b,products,content')
    const menu = at('/menu')
    for (const p of [a, b, menu, a, b, menu]) await text(p)
    expect([reached(a), reached(b), reached(menu)]).toEqual([1, 1, 1])

    const purged = await purge('products:a')
    expect(purged).toEqual({ status: 200, body: '{"purged":2}' })
    for (const p of [a, b, menu]) await text(p)
    expect([reached(a), reached(b), reached(menu)]).toEqual([2, 1, 2])

    expect((await purge('products')).status).toBe(200)
    for (const p of [a, b]) await text(p)
    expect([reached(a), reached(b)]).toEqual([3, 2])

    expect((await purge('content')).status).toBe(200)
    for (const p of [a, b, menu]) await text(p)
    expect([reached(a), reached(b), reached(menu)]).toEqual([4, 3, 3])
  })

  it('keeps and purges a page with more tags than a default Varnish header holds', async () => {
    const page = at('/many-tags')
    for (let i = 0; i < 2; i++) expect((await get(page)).status).toBe(200)
    expect(reached(page)).toBe(1)
    expect(await purge('products#100699')).toEqual({ status: 200, body: '{"purged":1}' })
    await text(page)
    expect(reached(page)).toBe(2)
  })

  it('never lets the tag header (or its xkey copy) reach a client', async () => {
    const page = at('/tagged/c?t=products:c,content')
    for (const answer of [await get(page), await get(page)]) {
      await answer.text()
      expect(answer.headers.get('x-aidir-cache-tags')).toBeNull()
      expect(answer.headers.get('xkey')).toBeNull()
    }
    expect(reached(page)).toBe(1)
  })

  it('purges only for its ACL, and only named tags', async () => {
    const page = at('/tagged/d?t=products:d')
    await text(page)
    expect((await purge('products:d', '127.0.0.2')).status).toBe(403)
    expect((await purge('')).status).toBe(400)
    expect(seen.filter((s) => s.method === 'PURGE')).toHaveLength(0)
    await text(page)
    expect(reached(page)).toBe(1)
  })

  it('the revalidation job revalidates the storefront, then purges the same tags in Varnish', async () => {
    const e = at('/tagged/e?t=products:e,products')
    const f = at('/tagged/f?t=products:f,products')
    for (const p of [e, f, e, f]) await text(p)
    const storefrontUrl = `http://127.0.0.1:${(instances[0]!.address() as AddressInfo).port}`
    const result = await revalidateAndPurge({ storefrontUrl, secret: SECRET, purgeUrl: `${varnish.url}/` }, { collection: 'products', tags: ['products:e'] }, { debug: () => {} })
    expect(result).toMatchObject({ revalidated: true, purged: 1 })
    for (const p of [e, f]) await text(p)
    expect([reached(e), reached(f)]).toEqual([2, 1])
    // The storefront first, then the cache.
    expect(seen.filter((s) => s.url === '/api/revalidate')).toHaveLength(1)
  })
})
