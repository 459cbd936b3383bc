import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '@aidir/cms/net'

/**
 * The SSRF-safe fetch against real HTTP servers on 127.0.0.1. Loopback is refused like any
 * private address unless a test allows it with `allowAddress` (production never does); names are
 * answered by a `resolve` hook, so no real DNS is asked.
 */
let server: Server
let port: number
let base: string
const seen: { method: string; path: string; body: string; host?: string }[] = []
const loopback: SafeFetchOptions = { allowAddress: (a) => a === '127.0.0.1' }

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x')
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push({ method: req.method!, path: url.pathname, body, host: req.headers.host })
      if (url.pathname === '/feed') return void res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end('<rss>ünïcode</rss>')
      if (url.pathname === '/page') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>')
      if (url.pathname === '/to-private') return void res.writeHead(302, { location: 'http://10.0.0.7/admin' }).end()
      if (url.pathname === '/to-mapped') return void res.writeHead(307, { location: 'http://[::ffff:127.0.0.1]/' }).end()
      if (url.pathname === '/to-name') return void res.writeHead(302, { location: `http://inner.test:${port}/page` }).end()
      if (url.pathname === '/see-other') return void res.writeHead(303, { location: '/page' }).end()
      if (url.pathname === '/loop') return void res.writeHead(302, { location: '/loop' }).end()
      if (url.pathname === '/big') return void res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(4096))
      if (url.pathname === '/big-chunked') {
        res.writeHead(200, { 'content-type': 'text/html' })
        for (let i = 0; i < 8; i++) res.write('y'.repeat(1024))
        return void res.end()
      }
      if (url.pathname === '/slow') return void setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('late'), 2_000)
      if (url.pathname === '/json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      if (url.pathname === '/gone') return void res.writeHead(410, { 'content-type': 'text/plain' }).end('gone')
      res.writeHead(500).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p
    return 'ok'
  } catch (err) {
    expect(err).toBeInstanceOf(SafeFetchError)
    return (err as SafeFetchError).code
  }
}

describe('the SSRF-safe fetch', () => {
  it('fetches an allowed content type and decodes its charset', async () => {
    const answer = await safeFetch(`${base}/feed`, { ...loopback, contentTypes: ['application/rss+xml', 'application/xml'] })
    expect(answer).toMatchObject({ status: 200, contentType: 'application/rss+xml', address: '127.0.0.1', redirects: [] })
    expect(answer.text()).toBe('<rss>ünïcode</rss>')
  })

  it('refuses loopback, and any private address, unless allowed', async () => {
    expect(await codeOf(safeFetch(`${base}/page`))).toBe('blocked_address')
    expect(await codeOf(safeFetch('http://10.0.0.7/'))).toBe('blocked_address')
    expect(await codeOf(safeFetch('http://[::ffff:169.254.169.254]/'))).toBe('blocked_address')
    expect(await codeOf(safeFetch('http://0.0.0.0/'))).toBe('blocked_address')
  })

  it('refuses a name whose DNS answers a private address, or any private address among several', async () => {
    expect(await codeOf(safeFetch(`http://brand.test:${port}/page`, { resolve: async () => ['127.0.0.1'] }))).toBe('blocked_address')
    expect(await codeOf(safeFetch(`http://brand.test:${port}/page`, { ...loopback, resolve: async () => ['127.0.0.1', '192.168.0.10'] }))).toBe('blocked_address')
    expect(await codeOf(safeFetch(`http://brand.test:${port}/page`, { resolve: async () => ['fd00::5'] }))).toBe('blocked_address')
    expect(await codeOf(safeFetch(`http://brand.test:${port}/page`, { resolve: async () => [] }))).toBe('dns')
    expect(await codeOf(safeFetch(`http://brand.test:${port}/page`, { resolve: async () => Promise.reject(new Error('NXDOMAIN')) }))).toBe('dns')
  })

  it('connects to the address it checked, not to a second DNS answer', async () => {
    // The system resolver knows no "rebind.test": the request can only succeed on the pinned address.
    const answers = ['127.0.0.1', '10.0.0.1']
    let asked = 0
    const answer = await safeFetch(`http://rebind.test:${port}/page`, { ...loopback, resolve: async () => [answers[asked++]!] })
    expect(answer.status).toBe(200)
    expect(asked).toBe(1)
    expect(seen.at(-1)?.host).toBe(`rebind.test:${port}`)
  })

  it('checks every redirect again', async () => {
    expect(await codeOf(safeFetch(`${base}/to-private`, loopback))).toBe('blocked_address')
    expect(await codeOf(safeFetch(`${base}/to-mapped`, loopback))).toBe('blocked_address')
    // The redirect's name is resolved and checked like the first host.
    expect(await codeOf(safeFetch(`${base}/to-name`, { ...loopback, resolve: async () => ['169.254.169.254'] }))).toBe('blocked_address')
    const followed = await safeFetch(`${base}/to-name`, { ...loopback, resolve: async () => ['127.0.0.1'] })
    expect(followed.redirects).toEqual([`http://inner.test:${port}/page`])
    expect(await codeOf(safeFetch(`${base}/loop`, { ...loopback, maxRedirects: 2 }))).toBe('too_many_redirects')
    expect(await codeOf(safeFetch(`${base}/loop`, { ...loopback, maxRedirects: 0 }))).toBe('too_many_redirects')
  })

  it('continues a POST answered 303 as a GET without the body', async () => {
    const answer = await safeFetch(`${base}/see-other`, { ...loopback, method: 'POST', body: '{"event":"x"}', headers: { 'content-type': 'application/json' } })
    expect(answer.url).toBe(`${base}/page`)
    expect(seen.slice(-2).map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/see-other', '{"event":"x"}'],
      ['GET', '/page', ''],
    ])
  })

  it('cuts an answer larger than the cap, declared or streamed', async () => {
    expect(await codeOf(safeFetch(`${base}/big`, { ...loopback, maxBytes: 1024 }))).toBe('too_large')
    expect(await codeOf(safeFetch(`${base}/big-chunked`, { ...loopback, maxBytes: 4096 }))).toBe('too_large')
    expect((await safeFetch(`${base}/big`, { ...loopback, maxBytes: 4096 })).body).toHaveLength(4096)
  })

  it('gives up on a server too slow for the time cap', async () => {
    const started = Date.now()
    expect(await codeOf(safeFetch(`${base}/slow`, { ...loopback, timeoutMs: 200 }))).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('refuses a content type the caller did not allow', async () => {
    expect(await codeOf(safeFetch(`${base}/json`, { ...loopback, contentTypes: ['text/html'] }))).toBe('content_type')
    expect((await safeFetch(`${base}/json`, { ...loopback, contentTypes: ['application/json'] })).text()).toBe('{}')
  })

  it('fails on an error status unless the caller takes it, and refuses other schemes and credentials', async () => {
    const err = await safeFetch(`${base}/gone`, loopback).catch((e) => e)
    expect(err).toMatchObject({ code: 'http_status', status: 410 })
    expect((await safeFetch(`${base}/gone`, { ...loopback, acceptErrorStatus: true })).status).toBe(410)
    expect(await codeOf(safeFetch('file:///etc/passwd', loopback))).toBe('invalid_url')
    expect(await codeOf(safeFetch('gopher://127.0.0.1/', loopback))).toBe('invalid_url')
    expect(await codeOf(safeFetch(`http://user:pw@127.0.0.1:${port}/page`, loopback))).toBe('invalid_url')
    expect(await codeOf(safeFetch('not a url'))).toBe('invalid_url')
  })
})
