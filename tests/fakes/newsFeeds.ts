import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A route of the fake feed host: a document, a status, or a redirect. */
export type FeedRoute = { status?: number; contentType?: string; body?: string; location?: string }

/**
 * Local feed servers for ingestion tests: each path answers what the test put there, like a
 * publisher's site (RSS and Atom documents, errors, redirects, huge feeds).
 */
export type FakeFeeds = { url: (path: string) => string; put: (path: string, route: FeedRoute) => void; hits: string[]; close: () => Promise<void> }

export async function startFakeFeeds(): Promise<FakeFeeds> {
  const routes = new Map<string, FeedRoute>()
  const hits: string[] = []
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    hits.push(path)
    const route = routes.get(path)
    if (!route) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    if (route.location) return void res.writeHead(route.status ?? 302, { location: route.location }).end()
    res.writeHead(route.status ?? 200, { 'content-type': route.contentType ?? 'application/rss+xml; charset=utf-8' }).end(route.body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: (path) => `${base}${path}`,
    put: (path, route) => void routes.set(path, route),
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export type RssItem = { title: string; link: string; description?: string; pubDate?: Date }

export const rss = (items: RssItem[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Feed</title><link>https://example.com</link><description>d</description>${items
    .map(
      (i) =>
        `<item><title>${esc(i.title)}</title><link>${esc(i.link)}</link><description>${esc(i.description ?? '')}</description>${i.pubDate ? `<pubDate>${i.pubDate.toUTCString()}</pubDate>` : ''}</item>`,
    )
    .join('')}</channel></rss>`

export const atom = (items: RssItem[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Feed</title><id>urn:feed</id><updated>2026-01-01T00:00:00Z</updated>${items
    .map((i, n) => `<entry><title>${esc(i.title)}</title><id>urn:e:${n}</id><link href="${esc(i.link)}"/><summary>${esc(i.description ?? '')}</summary><updated>${(i.pubDate ?? new Date()).toISOString()}</updated></entry>`)
    .join('')}</feed>`

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
