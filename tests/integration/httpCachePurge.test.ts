import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpCachePurge, HttpCachePurgeError } from '@aidir/cms/revalidation'
import { revalidateToken } from '@aidir/cms/hooks'
import { revalidateAndPurge } from '../../tasks/src/jobs/storefront/revalidatePages'

/**
 * The purge client of the HTTP cache (Varnish's `PURGE` with `xkey`) against a local server that
 * answers as Varnish does, and as it fails: refusals, overload, errors, silence. The same client in
 * front of the real varnishd: varnish.test.ts.
 */
type Purge = { xkey: string | undefined; method: string }

const SECRET = 'purge-test-secret-0123456789'

describe('purging the HTTP cache by tag', () => {
  let server: http.Server
  let url: string
  let purges: Purge[] = []
  let revalidations: string[][] = []
  // What the next purges answer, in order; then 200.
  let script: (number | 'hang')[] = []

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        if (req.url === '/api/revalidate') {
          const tags = (JSON.parse(body) as { tags: string[] }).tags
          revalidations.push(tags)
          const ok = req.headers.authorization === `Bearer ${revalidateToken(SECRET)}`
          res.statusCode = ok ? 200 : 401
          return res.end(JSON.stringify(ok ? { code: 0, data: { revalidated: tags } } : { code: 401 }))
        }
        purges.push({ xkey: req.headers.xkey as string | undefined, method: req.method! })
        const next = script.shift() ?? 200
        if (next === 'hang') return
        res.statusCode = next
        if (next === 429) res.setHeader('Retry-After', '0')
        res.end(next === 200 ? JSON.stringify({ purged: 3 }) : 'no')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  beforeEach(() => {
    purges = []
    revalidations = []
    script = []
  })

  const client = () => createHttpCachePurge(`${url}/`, { random: () => 0, timeoutMs: 500 })

  it('sends the tags as xkeys and reads how many objects went', async () => {
    expect(await client()(['products:a', 'products#7', 'products:a'])).toEqual({ purged: 3 })
    expect(purges).toEqual([{ method: 'PURGE', xkey: 'products:a products#7' }])
  })

  it('sends nothing when there is nothing to purge, and never a tag xkey would split', async () => {
    expect(await client()([])).toEqual({ purged: 0 })
    expect(await client()(['a b', 'c,d'])).toEqual({ purged: 0 })
    expect(purges).toHaveLength(0)
  })

  it('retries overload, server errors and silence, then succeeds', async () => {
    script = [429, 503, 'hang']
    expect(await client()(['news'])).toEqual({ purged: 3 })
    expect(purges).toHaveLength(4)
  })

  it('gives up after its attempts with the last failure', async () => {
    script = [502, 502, 502, 502]
    await expect(client()(['news'])).rejects.toMatchObject({ name: 'HttpCachePurgeError', status: 502 })
    expect(purges).toHaveLength(4)
  })

  it('does not retry a refusal (outside the ACL)', async () => {
    script = [403]
    const failure = await client()(['news']).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(HttpCachePurgeError)
    expect((failure as HttpCachePurgeError).status).toBe(403)
    expect(purges).toHaveLength(1)
  })

  it('fails on an unreachable cache after retrying', async () => {
    const closed = createHttpCachePurge('http://127.0.0.1:1/', { random: () => 0, timeoutMs: 500, maxAttempts: 2 })
    await expect(closed(['news'])).rejects.toMatchObject({ name: 'HttpCachePurgeError', retryable: true })
  })

  describe('the storefront.revalidate job', () => {
    const log = { debug: () => {} }

    it('purges the tags the storefront revalidated, after it, retrying a failed purge', async () => {
      script = [503]
      const result = await revalidateAndPurge({ storefrontUrl: url, secret: SECRET, purgeUrl: `${url}/` }, { collection: 'products', tags: ['products:a', 'products'] }, log)
      expect(result).toEqual({ revalidated: true, collection: 'products', tags: ['products:a', 'products'], purged: 3 })
      expect(revalidations).toEqual([['products:a', 'products']])
      expect(purges.map((p) => p.xkey)).toEqual(['products:a products', 'products:a products'])
    })

    it('without HTTP_CACHE_PURGE_URL only the storefront is told (the edge purges itself)', async () => {
      expect(await revalidateAndPurge({ storefrontUrl: url, secret: SECRET }, { collection: 'news', tags: ['news'] }, log)).toEqual({ revalidated: true, collection: 'news', tags: ['news'] })
      expect(purges).toHaveLength(0)
    })

    it('purges nothing when the storefront refuses, and fails so the job is retried', async () => {
      await expect(revalidateAndPurge({ storefrontUrl: url, secret: 'wrong-secret-0123456789', purgeUrl: `${url}/` }, { collection: 'news', tags: ['news'] }, log)).rejects.toThrow('HTTP 401')
      expect(purges).toHaveLength(0)
    })

    it('fails when the cache keeps failing, so pg-boss retries the whole job (both calls are idempotent)', async () => {
      script = [500, 500, 500, 500]
      await expect(revalidateAndPurge({ storefrontUrl: url, secret: SECRET, purgeUrl: `${url}/` }, { collection: 'news', tags: ['news'] }, log)).rejects.toThrow('HTTP 500')
      expect(revalidations).toHaveLength(1)
    })
  })
})
