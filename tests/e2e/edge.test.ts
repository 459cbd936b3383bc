import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { until } from '../support/until'
import { type Edge, startEdge } from '@aidir/edge/edge'

/**
 * The edge cache (what `pnpm start` puts on the public port) in front of the built storefront:
 * cached pages come from memory, the locale redirect at `/` still reaches each visitor, an edit in
 * the CMS shows as soon as the storefront accepts the revalidation, and no signed-in answer is
 * ever handed to someone else. Needs the storefront's database (DATABASE_URL, as in `pnpm test`).
 */
describe('the edge cache in front of the storefront', () => {
  beforeAll(() => void requireEnv('DATABASE_URL', "these tests read and edit the storefront's database"))
  let payload: any
  let edge: Edge
  let product: { id: number; key: string; name: string } | undefined

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    edge = await startEdge({ origin: process.env.STOREFRONT_URL!, port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    if (product) {
      await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: product.name }, overrideAccess: true, context: { skipRevalidate: true } })
      await revalidate()
    }
    await edge?.close()
  })

  /** What the tasks worker does after a content change, sent to the edge as STOREFRONT_INTERNAL_URL is. */
  async function revalidate() {
    const { revalidateToken } = await import('../../cms/src/hooks/revalidateStorefront')
    const response = await fetch(`${edge.url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateToken(process.env.PAYLOAD_SECRET!)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'products' }),
    })
    expect(response.status).toBe(200)
  }

  it('answers a cached page from memory, and still sends a visitor who chose another language to its home', async () => {
    // A page Next answers stale (rendered over 60 s ago by an earlier test file) is by design not
    // kept; the fresh render it triggers is, so the edge answers from memory within a few requests.
    const again = await until('the edge to answer / from memory', async () => {
      const response = await fetch(`${edge.url}/`)
      await response.text()
      return response.status === 200 && response.headers.get('age') !== null && response
    })
    expect(again.status).toBe(200)

    const chosen = await fetch(`${edge.url}/`, { headers: { cookie: 'locale=ja' }, redirect: 'manual' })
    expect(chosen.status).toBe(307)
    expect(new URL(chosen.headers.get('location')!, edge.url).pathname).toBe('/ja')
    expect((await fetch(`${edge.url}/`)).status).toBe(200)
  })

  it('shows a CMS edit as soon as the storefront accepts the revalidation', async () => {
    const found = await payload.find({ collection: 'products', where: { key: { equals: 'clearscope' } }, locale: 'en', limit: 1, depth: 0, overrideAccess: true })
    product = { id: found.docs[0].id, key: found.docs[0].key, name: found.docs[0].name }
    const page = `${edge.url}/en/details/${product.key}`
    await fetch(page).then((r) => r.text())
    const cached = await fetch(page)
    expect(cached.headers.get('age')).not.toBeNull()
    expect(await cached.text()).toContain(`>${product.name}</h1>`)

    const renamed = `Clearscope ${randomBytes(3).toString('hex')}`
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: renamed }, overrideAccess: true, context: { skipRevalidate: true } })
    // Unannounced, the edge keeps the page it has (as a CDN would, for up to the page's 60 s).
    expect(await fetch(page).then((r) => r.text())).not.toContain(renamed)
    await revalidate()
    const html = await until('the edge to serve the renamed product', async () => {
      const text = await fetch(page).then((r) => r.text())
      return text.includes(renamed) && text
    }, { timeoutMs: 20_000, everyMs: 200 })
    expect(html).toContain(`>${renamed}</h1>`)
  })

  it('purges only the pages carrying the revalidated tags: an unrelated page stays in memory', async () => {
    const { changeTags } = await import('../../cms/src/revalidation/tags')
    const doc = (await payload.find({ collection: 'products', where: { key: { equals: 'clearscope' } }, locale: 'en', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    const model = (await payload.find({ collection: 'ai-models', locale: 'en', limit: 1, depth: 0, overrideAccess: false })).docs[0]
    const page = `${edge.url}/en/details/${doc.key}`
    const unrelated = `${edge.url}/en/models/${model.key}`
    // Fresh at the storefront first: the edge keeps nothing Next answers STALE (a page older than 60 s).
    for (const path of [`/en/details/${doc.key}`, `/en/models/${model.key}`]) {
      for (let i = 0; i < 100; i++) {
        const state = await fetch(`${process.env.STOREFRONT_URL}${path}`).then((r) => (r.body?.cancel(), r.headers.get('x-nextjs-cache')))
        if (state === 'HIT') break
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    for (const url of [page, unrelated]) await fetch(url).then((r) => r.text())
    for (const url of [page, unrelated]) {
      const kept = await fetch(url)
      await kept.text()
      expect(kept.headers.get('age'), url).not.toBeNull()
      expect(kept.headers.get('x-aidir-cache-tags')).toBeNull()
    }
    const { revalidateToken } = await import('../../cms/src/hooks/revalidateStorefront')
    const response = await fetch(`${edge.url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateToken(process.env.PAYLOAD_SECRET!)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'products', tags: changeTags('products', doc) }),
    })
    expect(response.status).toBe(200)
    expect((await response.json()).data.revalidated).toContain(`products:${doc.key}`)
    const purged = await fetch(page)
    await purged.text()
    expect(purged.headers.get('age')).toBeNull()
    const other = await fetch(unrelated)
    await other.text()
    expect(other.headers.get('age')).not.toBeNull()
  })

  it('never hands one user the answer meant for another', async () => {
    const password = 'correct horse battery staple'
    const users = []
    for (let i = 0; i < 2; i++) {
      const email = `edge-${randomBytes(4).toString('hex')}@example.com`
      const created = await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true }, overrideAccess: true })
      const { token } = await payload.login({ collection: 'users', data: { email, password } })
      users.push({ id: created.id, token })
    }
    for (const round of [1, 2]) {
      for (const user of users) {
        const answer = await fetch(`${edge.url}/api/user/getUserData?t=${round}&langType=en`, { headers: { authorization: `Bearer ${user.token}` } })
        expect(answer.headers.get('age')).toBeNull()
        expect((await answer.json()).data.id).toBe(user.id)
      }
    }
  })
})
