import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Edge, startEdge } from '@aidir/edge/edge'
import { MAX_FRESH_SECONDS, MAX_STALE_SECONDS } from '@aidir/edge/policy'

/**
 * The edge cache against a small origin that records what reaches it and answers with the
 * Cache-Control each path asks for: what is kept, what is passed through, what is forwarded.
 */
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

describe('edge cache', () => {
  let origin: http.Server
  let edge: Edge
  let seen: Seen[] = []

  beforeAll(async () => {
    origin = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
        const path = req.url!.split('?')[0]!
        const n = seen.filter((s) => s.url === req.url).length
        if (path === '/page' || path === '/') res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940')
        if (path === '/menu') res.setHeader('Cache-Control', 'public, max-age=300')
        if (path === '/private') res.setHeader('Cache-Control', 'private, no-store')
        if (path === '/by-cookie') res.setHeader('Cache-Control', 's-maxage=60').setHeader('Vary', 'Cookie')
        if (path === '/stale') res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940').setHeader('x-nextjs-cache', 'STALE')
        if (path === '/big') res.setHeader('Cache-Control', 's-maxage=60')
        if (path === '/big') return res.end(`${n}`.padEnd(40_000, '.'))
        if (path === '/sets-cookie') res.setHeader('Cache-Control', 'public, max-age=300').setHeader('Set-Cookie', `session=${n}; Path=/`)
        if (path === '/hop') res.setHeader('Cache-Control', 'no-store').setHeader('Connection', 'keep-alive, x-conn-only').setHeader('x-conn-only', 'secret')
        // A page that tells its cache tags, as the storefront's cache handler does: /tagged/x?t=a,b
        if (path.startsWith('/tagged/')) res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940').setHeader('x-aidir-cache-tags', new URL(req.url!, 'http://o').searchParams.get('t') ?? '')
        if (path === '/api/revalidate') {
          res.statusCode = req.headers.authorization === 'Bearer right' ? 200 : 401
          // The storefront answers with the tags it revalidated.
          const tags = res.statusCode === 200 ? (JSON.parse(body || '{}') as { tags?: string[] }).tags : undefined
          return res.end(JSON.stringify({ code: res.statusCode === 200 ? 0 : 401, ...(tags ? { data: { revalidated: tags } } : {}) }))
        }
        res.end(`${req.method} ${req.url} #${n} ${body}`)
      })
    })
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
    edge = await startEdge({ origin: `http://127.0.0.1:${(origin.address() as AddressInfo).port}`, port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await edge?.close()
    await new Promise((resolve) => origin?.close(resolve))
  })
  beforeEach(() => {
    edge.purge()
    seen = []
  })

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${edge.url}${path}`, { headers })
  const reached = (path: string) => seen.filter((s) => s.url === path).length

  it('keeps a shareable page: the second visitor is answered from memory, with its age', async () => {
    const first = await get('/page')
    expect(await first.text()).toBe('GET /page #1 ')
    expect(first.headers.get('age')).toBeNull()
    const second = await get('/page')
    expect(await second.text()).toBe('GET /page #1 ')
    expect(second.headers.get('age')).not.toBeNull()
    expect(reached('/page')).toBe(1)
    // Another query string is another page.
    expect(await (await get('/page?x=1')).text()).toBe('GET /page?x=1 #1 ')
  })

  it('keeps a page for at most its own 30 s, and not at all what Next served stale', async () => {
    const answer = await get('/page')
    await answer.text()
    expect(answer.headers.get('cache-control')).toBe(`s-maxage=${MAX_FRESH_SECONDS}, stale-while-revalidate=${MAX_STALE_SECONDS}`)
    expect(await (await get('/stale')).text()).toBe('GET /stale #1 ')
    expect(await (await get('/stale')).text()).toBe('GET /stale #2 ')
  })

  it('lets no client decide for the shared cache: no-cache, conditionals and POSTs leave the copy in place', async () => {
    await (await get('/page')).text()
    for (const headers of [{ 'cache-control': 'no-cache' }, { pragma: 'no-cache' }, { 'cache-control': 'max-age=0' }, { 'if-modified-since': new Date().toUTCString() }]) {
      expect(await (await get('/page', headers)).text()).toBe('GET /page #1 ')
    }
    expect(seen.find((s) => s.url === '/page')!.headers['cache-control']).toBeUndefined()
    await (await fetch(`${edge.url}/page`, { method: 'POST', body: 'x' })).text()
    expect(await (await get('/page')).text()).toBe('GET /page #1 ')
  })

  it('starts again empty when full, so unique addresses cannot grow it without bound', async () => {
    const small = await startEdge({ origin: `http://127.0.0.1:${(origin.address() as AddressInfo).port}`, port: 0, host: '127.0.0.1', maxBytes: 200_000 })
    try {
      const big = (q: number) => fetch(`${small.url}/big?q=${q}`).then((r) => r.text())
      await big(0)
      expect(reached('/big?q=0')).toBe(1)
      await big(0)
      expect(reached('/big?q=0')).toBe(1)
      // Six more 40 kB answers pass the 200 kB: the store empties, the first copy with it.
      for (let q = 1; q <= 6; q++) await big(q)
      await big(0)
      expect(reached('/big?q=0')).toBe(2)
    } finally {
      await small.close()
    }
  })

  it('refuses a target that is not a path', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: new URL(edge.url).port, path: 'http://evil.example/page' }, (res) => resolve(res.resume().statusCode!)).on('error', reject)
    })
    expect(answer).toBe(400)
    expect(seen).toHaveLength(0)
  })

  it('keeps public API answers, never private ones', async () => {
    for (let i = 0; i < 3; i++) await (await get('/menu')).text()
    expect(reached('/menu')).toBe(1)
    const bodies = []
    for (let i = 0; i < 3; i++) bodies.push(await (await get('/private', { authorization: `Bearer user-${i}` })).text())
    expect(bodies).toEqual(['GET /private #1 ', 'GET /private #2 ', 'GET /private #3 '])
  })

  it('never shares an answer that sets a cookie, whatever its Cache-Control says', async () => {
    const first = await get('/sets-cookie')
    expect(first.headers.get('set-cookie')).toBe('session=1; Path=/')
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    await first.text()
    const second = await get('/sets-cookie')
    expect(second.headers.get('set-cookie')).toBe('session=2; Path=/')
    await second.text()
  })

  it('keeps one copy per cookie when the answer varies by cookie', async () => {
    expect(await (await get('/by-cookie', { cookie: 'locale=ja' })).text()).toBe('GET /by-cookie #1 ')
    expect(await (await get('/by-cookie')).text()).toBe('GET /by-cookie #2 ')
    expect(await (await get('/by-cookie', { cookie: 'locale=ja' })).text()).toBe('GET /by-cookie #1 ')
    expect(await (await get('/by-cookie')).text()).toBe('GET /by-cookie #2 ')
    expect(reached('/by-cookie')).toBe(2)
  })

  it('sends a request for a cookie-dependent path that carries the cookie to the storefront', async () => {
    await (await get('/')).text()
    expect(await (await get('/')).text()).toBe('GET / #1 ')
    expect(await (await get('/', { cookie: 'theme=dark; locale=ja' })).text()).toBe('GET / #2 ')
    expect(await (await get('/', { cookie: 'theme=dark' })).text()).toBe('GET / #1 ')
    expect(await (await get('/', { cookie: 'mylocale=ja' })).text()).toBe('GET / #1 ')
  })

  it('empties itself when the storefront accepts a revalidation, not when it refuses one', async () => {
    await (await get('/page')).text()
    const refused = await fetch(`${edge.url}/api/revalidate`, { method: 'POST', headers: { authorization: 'Bearer wrong' }, body: '{}' })
    expect(refused.status).toBe(401)
    expect(await (await get('/page')).text()).toBe('GET /page #1 ')
    const accepted = await fetch(`${edge.url}/api/revalidate`, { method: 'POST', headers: { authorization: 'Bearer right' }, body: '{"collection":"products"}' })
    expect(accepted.status).toBe(200)
    expect(await (await get('/page')).text()).toBe('GET /page #2 ')
  })

  it('purges by tag: the pages carrying a revalidated tag and untagged answers, not other pages', async () => {
    const product = '/tagged/chatgpt?t=products:chatgpt,products%2344,categories%233'
    const category = '/tagged/class-chat?t=products,categories%233'
    const unrelated = '/tagged/claude?t=products:claude,products%2345,categories%237'
    for (const path of [product, category, unrelated, '/menu']) await (await get(path)).text()
    for (const path of [product, category, unrelated, '/menu']) expect(reached(path)).toBe(1)
    const revalidate = (tags: string[]) =>
      fetch(`${edge.url}/api/revalidate`, { method: 'POST', headers: { authorization: 'Bearer right' }, body: JSON.stringify({ tags }) })
    const answer = await revalidate(['products', 'products:chatgpt', 'products#44', 'categories#3'])
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ code: 0, data: { revalidated: ['products', 'products:chatgpt', 'products#44', 'categories#3'] } })
    for (const path of [product, category, unrelated, '/menu']) await (await get(path)).text()
    expect(reached(product)).toBe(2)
    expect(reached(category)).toBe(2)
    // An untagged shared answer cannot say what it shows: purged too.
    expect(reached('/menu')).toBe(2)
    expect(reached(unrelated)).toBe(1)
    // The tags are for the edge only.
    expect((await get(unrelated)).headers.get('x-aidir-cache-tags')).toBeNull()
    // A revalidation of everything empties the edge.
    await revalidate(['content'])
    await (await get(unrelated)).text()
    expect(reached(unrelated)).toBe(2)
  })

  it('passes request bodies through and never caches answers to them', async () => {
    const post = (body: string) => fetch(`${edge.url}/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.text())
    expect(await post('{"a":1}')).toBe('POST /page #1 {"a":1}')
    expect(await post('{"a":2}')).toBe('POST /page #2 {"a":2}')
    expect(seen.at(-1)!.headers['content-type']).toBe('application/json')
  })

  it('passes a body sent after 100 Continue, as curl sends large ones', async () => {
    const body = 'x'.repeat(5000)
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${edge.url}/upload`, { method: 'POST', headers: { expect: '100-continue', 'content-type': 'text/plain', 'content-length': body.length } })
      req.on('continue', () => req.end(body))
      req.on('response', (res) => {
        let text = ''
        res.on('data', (c) => (text += c)).on('end', () => resolve({ status: res.statusCode!, text }))
      })
      req.on('error', reject)
    })
    expect(answer).toEqual({ status: 200, text: `POST /upload #1 ${body}` })
  })

  it('tells the storefront the address it saw, whatever the client claims, and drops hop-by-hop headers', async () => {
    // node:http, because fetch never sends a Connection header of the caller's.
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const claims = { 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '203.0.113.8', 'x-forwarded-host': 'evil.example', connection: 'x-hop', 'x-hop': 'secret', 'x-aidir-path': '/claimed', 'x-middleware-subrequest': 'middleware' }
      http.get(`${edge.url}/hop`, { headers: claims }, (res) => res.resume().on('end', () => resolve(res))).on('error', reject)
    })
    const headers = seen.at(-1)!.headers
    // The client's claims stay on the left of the chain; the storefront believes only what its
    // trusted proxies appended (cms accounts/clientAddress.ts), here the connection's own address.
    expect(headers['x-real-ip']).toBeUndefined()
    expect(headers['x-forwarded-for']).toBe('203.0.113.8, 127.0.0.1')
    expect(headers['x-forwarded-host']).toBe(new URL(edge.url).host)
    expect(headers['x-hop']).toBeUndefined()
    // The storefront's own request headers come only from its proxy.
    expect(headers['x-aidir-path']).toBeUndefined()
    expect(headers['x-middleware-subrequest']).toBeUndefined()
    // The storefront's own connection-scoped header does not reach the visitor either.
    expect(answer.headers['x-conn-only']).toBeUndefined()
  })

  it('answers 502, never kept, when the storefront is down', async () => {
    const down = await startEdge({ origin: 'http://127.0.0.1:1', port: 0, host: '127.0.0.1' })
    try {
      const answer = await fetch(`${down.url}/page`)
      expect(answer.status).toBe(502)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(await answer.text()).toMatch(/^Bad gateway: the storefront did not answer/)
    } finally {
      await down.close()
    }
  })
})
