import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBrandFromWebsite, safeFetchHtml, SafeFetchError, type SafeFetchOptions } from '@aidir/cms/tracker'

/**
 * The website reader against a real HTTP server on 127.0.0.1. Loopback is refused like any
 * private address unless the test allows it explicitly (production never passes `allowAddress`).
 */
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Acme Writer | AI copy for marketing teams</title>
<meta name="description" content="Acme Writer drafts on-brand marketing copy, blog posts and ads in seconds.">
<meta property="og:site_name" content="Acme Writer">
<meta name="keywords" content="AI writing, copywriting, blog posts, Acme Writer">
<script>var secret = "not text"</script><style>.x{}</style></head>
<body><nav><a href="/">Home</a><p>Navigation text that is not the main content at all.</p></nav>
<main><h1>Write better copy, faster</h1><h2>Blog posts</h2><p>Acme Writer helps marketing teams write &amp; publish faster than ever before.</p></main>
<footer><p>© Acme Inc. All rights reserved. Footer text here.</p></footer></body></html>`

let server: Server
let base: string
const loopback: SafeFetchOptions = { allowAddress: (a) => a === '127.0.0.1' }

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x')
    if (url.pathname === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
    if (url.pathname === '/hop') {
      const n = Number(url.searchParams.get('n'))
      return void res.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : '/' }).end()
    }
    if (url.pathname === '/to-metadata') return void res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
    if (url.pathname === '/to-ftp') return void res.writeHead(302, { location: 'ftp://example.com/' }).end()
    if (url.pathname === '/json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' })
      const chunk = '<p>' + 'x'.repeat(64 * 1024) + '</p>'
      let sent = 0
      const push = () => {
        while (sent < 40 && res.write(chunk)) sent++
        if (sent < 40) res.once('drain', push)
        else res.end()
      }
      return push()
    }
    if (url.pathname === '/slow') return void setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>late</p>'), 2000)
    if (url.pathname === '/missing') return void res.writeHead(404, { 'content-type': 'text/html' }).end('no')
    res.writeHead(500).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
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

describe('the website reader', () => {
  it('drafts the brand name, description and tags from the page', async () => {
    const draft = await readBrandFromWebsite(`${base}/`, loopback)
    expect(draft.brandName).toBe('Acme Writer')
    expect(draft.description).toBe('Acme Writer drafts on-brand marketing copy, blog posts and ads in seconds.')
    expect(draft.tags).toEqual(['AI writing', 'copywriting', 'blog posts'])
    expect(draft.language).toBe('en')
    expect(draft.facts.h1).toBe('Write better copy, faster')
    expect(draft.facts.text).toBe('Acme Writer helps marketing teams write & publish faster than ever before.')
  })

  it('refuses loopback unless told otherwise, also when a name resolves to it', async () => {
    expect(await codeOf(safeFetchHtml(`${base}/`))).toBe('blocked_address')
    const port = new URL(base).port
    expect(await codeOf(safeFetchHtml(`http://brand.test:${port}/`, { resolve: async () => ['127.0.0.1'] }))).toBe('blocked_address')
    expect(await codeOf(safeFetchHtml(`http://brand.test:${port}/`, { resolve: async () => ['93.184.216.34', '10.0.0.8'] }))).toBe('blocked_address')
    // A name that resolves to an allowed address is connected to at that address (pinned, no second lookup).
    expect(await codeOf(safeFetchHtml(`http://brand.test:${port}/`, { ...loopback, resolve: async () => ['127.0.0.1'] }))).toBe('ok')
  })

  it('checks every redirect hop and follows at most three', async () => {
    expect((await safeFetchHtml(`${base}/hop?n=2`, loopback)).redirects).toHaveLength(3)
    expect(await codeOf(safeFetchHtml(`${base}/hop?n=3`, loopback))).toBe('too_many_redirects')
    expect(await codeOf(safeFetchHtml(`${base}/to-metadata`, loopback))).toBe('blocked_address')
    expect(await codeOf(safeFetchHtml(`${base}/to-ftp`, loopback))).toBe('invalid_url')
  })

  it('limits size, time and content type', async () => {
    expect(await codeOf(safeFetchHtml(`${base}/big`, { ...loopback, maxBytes: 1024 * 1024 }))).toBe('too_large')
    expect(await codeOf(safeFetchHtml(`${base}/slow`, { ...loopback, timeoutMs: 300 }))).toBe('timeout')
    expect(await codeOf(safeFetchHtml(`${base}/json`, loopback))).toBe('not_html')
    expect(await codeOf(safeFetchHtml(`${base}/missing`, loopback))).toBe('http_status')
    expect(await codeOf(safeFetchHtml('file:///etc/passwd', loopback))).toBe('invalid_url')
    expect(await codeOf(safeFetchHtml('http://[::1]/', loopback))).toBe('blocked_address')
  })
})
