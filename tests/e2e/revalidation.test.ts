import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireEnv } from '../support/requireEnv'
import { until } from '../support/until'

/**
 * Pages are kept in Next's route cache (regenerated at most every 60 s); an edit in the CMS drops
 * them at once: the change's hook queues `storefront.revalidate`, the worker calls the storefront's
 * /api/revalidate, and the next visitor gets a fresh render. Needs the storefront's database
 * (DATABASE_URL, as in `pnpm test`).
 */
const base = () => process.env.STOREFRONT_URL!
const quiet = { info() {}, warn() {}, error() {}, debug() {} }

/** What the worker does for a `storefront.revalidate` job. */
async function revalidateNow(): Promise<void> {
  const { revalidateToken } = await import('../../cms/src/hooks/revalidateStorefront')
  const response = await fetch(`${base()}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${revalidateToken(process.env.PAYLOAD_SECRET!)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ collection: 'nav-menus' }),
  })
  if (!response.ok) throw new Error(`revalidate answered HTTP ${response.status}`)
}

describe('cached pages and on-demand revalidation', () => {
  beforeAll(() => void requireEnv('DATABASE_URL', "these tests read and edit the storefront's database"))
  let payload: any
  let worker: { stop(): Promise<void> } | undefined
  let product: { id: number; name: string }

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    const found = await payload.find({ collection: 'products', where: { key: { equals: 'chatgpt' } }, locale: 'en', limit: 1, depth: 0, overrideAccess: true })
    product = { id: found.docs[0].id, name: found.docs[0].name }
    const { startWorker } = await import('@aidir/tasks/worker')
    worker = await startWorker({ payload, connectionString: process.env.DATABASE_URL!, log: quiet })
    // Earlier test files ran without a worker: the revalidations they queued go out first, each
    // dropping cached pages, so the tests below start once that backlog is gone.
    const { poolOf } = await import('@aidir/cms')
    await until('the queued revalidations to be delivered', async () => {
      const { rows } = await poolOf(payload).query(`SELECT 1 FROM pgboss.job WHERE name = 'storefront.revalidate' AND state IN ('created', 'retry', 'active') LIMIT 1`)
      return rows.length === 0
    }, { timeoutMs: 60_000, everyMs: 250 })
  }, 90_000)

  afterAll(async () => {
    if (product) {
      await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: product.name }, overrideAccess: true })
      // Other test files read this page: wait until the worker has dropped the renamed version.
      await until('the storefront to show the restored product name', async () => (await fetch(`${base()}/en/details/chatgpt`).then((r) => r.text())).includes(`>${product.name}</h1>`))
    }
    await worker?.stop()
  })

  it('serves a page from the cache on the second visit', async () => {
    // A revalidation queued by a test running beside this one may still drop the page once.
    const again = await until('a second visit answered from the cache', async () => {
      await fetch(`${base()}/en/details/chatgpt`).then((r) => r.text())
      const response = await fetch(`${base()}/en/details/chatgpt`)
      await response.text()
      return /HIT|STALE/.test(response.headers.get('x-nextjs-cache') ?? '') && response
    }, { everyMs: 500 })
    expect(again.status).toBe(200)
    expect(again.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    expect(again.headers.get('cache-control')).toContain('s-maxage=60')
  })

  it('shows a CMS edit within seconds, well before the 60 s revalidation', async () => {
    await fetch(`${base()}/en/details/chatgpt`).then((r) => r.text())
    const renamed = `ChatGPT ${randomBytes(3).toString('hex')}`
    const started = Date.now()
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: renamed }, overrideAccess: true })
    const html = await until('the storefront to show the renamed product', async () => {
      const page = await fetch(`${base()}/en/details/chatgpt`).then((r) => r.text())
      return page.includes(renamed) && page
    }, { everyMs: 250 })
    expect(html).toContain(renamed)
    expect(Date.now() - started).toBeLessThan(30_000)
  }, 60_000)

  it("revalidates by tag: an edit shows on the product's page and its category at once, an unrelated cached page is not rendered again", async () => {
    const doc = await payload.findByID({ collection: 'products', id: product.id, locale: 'en', depth: 1, overrideAccess: true })
    const model = (await payload.find({ collection: 'ai-models', locale: 'en', limit: 1, depth: 0, overrideAccess: false })).docs[0]
    const page = `${base()}/en/details/chatgpt`
    const unrelated = `${base()}/en/models/${model.key}`
    // The page of its category listing that shows the product (a big category has several).
    let category = ''
    for (let n = 1; n <= 10 && !category; n++) {
      const url = `${base()}/en/class/${doc.category.key}${n > 1 ? `?page=${n}` : ''}`
      if (/href="(\/en)?\/details\/chatgpt"/.test(await fetch(url).then((r) => r.text()))) category = url
    }
    expect(category, 'a category page listing the product').not.toBe('')
    // Cached and fresh: a HIT (a page older than 60 s answers STALE once while it renders again).
    await until('the unrelated page to be cached', async () => (await fetch(unrelated).then((r) => (r.body?.cancel(), r.headers.get('x-nextjs-cache')))) === 'HIT')
    await fetch(page).then((r) => r.text())

    const renamed = `ChatGPT ${randomBytes(3).toString('hex')}`
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: renamed }, overrideAccess: true })
    await until('the renamed product on its page', async () => (await fetch(page).then((r) => r.text())).includes(`>${renamed}</h1>`))
    // Revalidated by the same call: the first visit after it renders the category page again.
    const listing = await fetch(category)
    expect(listing.headers.get('x-nextjs-cache')).not.toBe('HIT')
    expect(await listing.text()).toContain(renamed)
    const other = await fetch(unrelated)
    await other.text()
    expect(other.headers.get('x-nextjs-cache')).toBe('HIT')
  }, 60_000)

  it('serves listing queries from the cache too, with the query applied', async () => {
    const path = `${base()}/en/models?sort=name&page=2`
    const first = await fetch(path).then((r) => r.text())
    const second = await fetch(path)
    expect(second.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    expect(first).toMatch(/aria-current="page">2</)
  })

  it('refuses revalidation without the shared token, and a bad body', async () => {
    const post = (headers: Record<string, string>, body: string) => fetch(`${base()}/api/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
    expect((await post({}, '{"collection":"products"}')).status).toBe(401)
    expect((await post({ authorization: 'Bearer nope' }, '{"collection":"products"}')).status).toBe(401)
    const { revalidateToken } = await import('../../cms/src/hooks/revalidateStorefront')
    const token = revalidateToken(process.env.PAYLOAD_SECRET!)
    expect((await post({ authorization: `Bearer ${token}` }, 'not json')).status).toBe(400)
    expect((await post({ authorization: `Bearer ${token}` }, '{"tags":[]}')).status).toBe(400)
    expect((await post({ authorization: `Bearer ${token}` }, '{"tags":["a,b"]}')).status).toBe(400)
    const byTag = await post({ authorization: `Bearer ${token}` }, '{"tags":["products:no-such-product"]}')
    expect(await byTag.json()).toEqual({ code: 0, message: 'ok', data: { revalidated: ['products:no-such-product'] } })
    // A body naming only a collection (a job queued before tags existed) drops everything.
    const broad = await post({ authorization: `Bearer ${token}` }, '{"collection":"products"}')
    expect(broad.status).toBe(200)
    expect(await broad.json()).toEqual({ code: 0, message: 'ok', data: { revalidated: ['content'] } })
  })
})

describe('a menu item disabled in the CMS', () => {
  beforeAll(() => void requireEnv('DATABASE_URL', "these tests read and edit the storefront's database"))
  let payload: any
  let worker: { stop(): Promise<void> } | undefined
  let item: { id: string; key: string } | undefined
  const sql = (text: string, values: unknown[] = []) => payload.db.pool.query(text, values)

  beforeAll(async () => {
    const { payloadClient } = await import('@aidir/cms')
    payload = await payloadClient()
    // A top-level entry of the international menu that links somewhere and has no dropdown.
    item = (
      await sql(`SELECT i.id, i.key FROM nav_menus_items i JOIN nav_menus m ON m.id = i._parent_id
                  WHERE m.variant = '2' AND i.path IS NOT NULL AND NOT i.disabled
                    AND NOT EXISTS (SELECT 1 FROM nav_menus_items_children c WHERE c._parent_id = i.id)
                  ORDER BY i._order LIMIT 1`)
    ).rows[0]
    const { startWorker } = await import('@aidir/tasks/worker')
    worker = await startWorker({ payload, connectionString: process.env.DATABASE_URL!, log: quiet })
    // Earlier test files ran without a worker: the revalidations they queued go out first, each
    // dropping cached pages, so the tests below start once that backlog is gone.
    const { poolOf } = await import('@aidir/cms')
    await until('the queued revalidations to be delivered', async () => {
      const { rows } = await poolOf(payload).query(`SELECT 1 FROM pgboss.job WHERE name = 'storefront.revalidate' AND state IN ('created', 'retry', 'active') LIMIT 1`)
      return rows.length === 0
    }, { timeoutMs: 60_000, everyMs: 250 })
  }, 90_000)

  afterAll(async () => {
    if (item) {
      await sql('UPDATE nav_menus_items SET disabled = false WHERE id = $1', [item.id])
      await revalidateNow()
      // Other test files click this menu: wait until the storefront links the item again.
      await until('the storefront to link the re-enabled menu item again', async () => new RegExp(`<a[^>]*data-menu-key="${item!.key}"`).test(await fetch(`${base()}/en/guide`).then((r) => r.text())))
    }
    await worker?.stop()
  })

  it('is shown without a link (SPEC §4) once the change reaches the storefront', async () => {
    expect(item).toBeDefined()
    // The flag set straight in the table (an edit of one array row through the Local API rewrites
    // the whole menu in every language), then the call the worker makes for the CMS hook's job
    // (hook → job → worker is covered by the product edit above).
    await sql('UPDATE nav_menus_items SET disabled = true WHERE id = $1', [item!.id])
    await revalidateNow()
    const marker = new RegExp(`<span[^>]*aria-disabled="true"[^>]*data-menu-key="${item!.key}"`)
    const html = await until('the storefront to show the disabled menu item without a link', async () => {
      const page = await fetch(`${base()}/en/guide`).then((r) => r.text())
      return marker.test(page) && page
    }, { everyMs: 250 })
    expect(html).toMatch(marker)
    expect(html).not.toMatch(new RegExp(`<a[^>]*data-menu-key="${item!.key}"`))
  }, 60_000)
})
