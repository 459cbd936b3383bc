import { describe, expect, it } from 'vitest'
import * as ids from '@/app/api/favorites/ids/route'
import * as list from '@/app/api/favorites/list/route'
import * as toggle from '@/app/api/favorites/toggle/route'
import * as getMyItems from '@/app/api/user/getMyItems/route'
import { call, signedInUser } from './accountsApi'
import { createProduct, payload } from './helpers'

/** Favourites and the user centre's own records: login required, and nobody sees another's. */
describe('favourites', () => {
  it('toggles a product, a model and an MCP server and lists them, newest first', async () => {
    const { token } = await signedInUser()
    const product = await createProduct()
    const model = (await payload.find({ collection: 'ai-models', where: { status: { equals: 'published' } }, limit: 1, overrideAccess: true })).docs[0]!
    const server = (await payload.find({ collection: 'mcp-servers', where: { status: { equals: 'published' } }, limit: 1, overrideAccess: true })).docs[0]!

    expect((await call(toggle.POST, { token, body: { type: 'product', id: product.key } })).body).toEqual({ code: 0, message: 'ok', data: { favorited: true } })
    expect((await call(toggle.POST, { token, body: { type: 'model', id: model.key } })).body.data.favorited).toBe(true)
    expect((await call(toggle.POST, { token, body: { type: 'mcp', id: server.key } })).body.data.favorited).toBe(true)

    const all = await call(list.GET, { token, path: '/api/favorites/list?langType=en' })
    expect(all.body.data.list.map((i: { kind: string }) => i.kind)).toEqual(['mcp', 'model', 'product'])
    expect(all.body.data.list[2]).toMatchObject({ key: product.key, name: product.name })
    const models = await call(list.GET, { token, path: '/api/favorites/list?type=model' })
    expect(models.body.data.list.map((i: { key: string }) => i.key)).toEqual([model.key])
    expect((await call(ids.GET, { token })).body.data.sort()).toEqual([`mcp:${server.key}`, `model:${model.key}`, `product:${product.key}`].sort())

    // Toggling again removes it.
    expect((await call(toggle.POST, { token, body: { type: 'product', id: product.key } })).body.data.favorited).toBe(false)
    expect((await call(ids.GET, { token })).body.data).not.toContain(`product:${product.key}`)
  })

  it('drops the favourites of a deleted product, and only those', async () => {
    const { token } = await signedInUser()
    const [gone, kept] = [await createProduct(), await createProduct()]
    await call(toggle.POST, { token, body: { type: 'product', id: gone.key } })
    await call(toggle.POST, { token, body: { type: 'product', id: kept.key } })
    await payload.delete({ collection: 'products', id: gone.id, overrideAccess: true, context: { skipSearchIndex: true } })
    // The whole list, not one kind: a favourite left behind would still count in its total.
    const listed = (await call(list.GET, { token, path: '/api/favorites/list' })).body.data
    expect(listed.list.map((i: { key: string }) => i.key)).toEqual([kept.key])
    expect(listed.total).toBe(1)
  })

  it('leaves unpublished items out of the list and its total, and shows them again once republished', async () => {
    const { token } = await signedInUser()
    const [hidden, shown] = [await createProduct(), await createProduct()]
    await call(toggle.POST, { token, body: { type: 'product', id: hidden.key } })
    await call(toggle.POST, { token, body: { type: 'product', id: shown.key } })
    await payload.update({ collection: 'products', id: hidden.id, data: { status: 'draft' } as never, overrideAccess: true, context: { skipSearchIndex: true } })
    const listed = async (path: string) => (await call(list.GET, { token, path })).body.data
    for (const path of ['/api/favorites/list', '/api/favorites/list?type=product']) {
      const data = await listed(path)
      expect(data.list.map((i: { key: string }) => i.key)).toEqual([shown.key])
      expect(data).toMatchObject({ total: 1, pages: 1 })
    }
    await payload.update({ collection: 'products', id: hidden.id, data: { status: 'published' } as never, overrideAccess: true, context: { skipSearchIndex: true } })
    expect((await listed('/api/favorites/list')).list.map((i: { key: string }) => i.key)).toEqual([shown.key, hidden.key])
  })

  it('lists favourites in the language the page asks for', async () => {
    const { token } = await signedInUser()
    const product = await createProduct({ tagline: 'An English tagline' })
    await payload.update({ collection: 'products', id: product.id, locale: 'zh', data: { tagline: '中文简介', description: '中文描述' } as never, overrideAccess: true, context: { skipSearchIndex: true } })
    await call(toggle.POST, { token, body: { type: 'product', id: product.key } })
    const description = async (langType: string) => (await call(list.GET, { token, path: `/api/favorites/list?langType=${langType}` })).body.data.list[0].description
    expect(await description('zh_cn')).toBe('中文简介')
    expect(await description('en')).toBe('An English tagline')
    // No Traditional Chinese text: Payload's fallback chain (zh-TW → zh).
    expect(await description('zh_tw')).toBe('中文简介')
  })

  it('keeps one favourite under a double click', async () => {
    const { token } = await signedInUser()
    const product = await createProduct()
    await Promise.all([1, 2].map(() => call(toggle.POST, { token, body: { type: 'product', id: product.key } })))
    const count = await payload.count({ collection: 'favorites', where: { 'item.value': { equals: product.id } }, overrideAccess: true })
    expect(count.totalDocs).toBeLessThanOrEqual(1)
  })

  it('requires a login, validates the body, and 404s on unknown or unpublished items', async () => {
    expect((await call(toggle.POST, { body: { type: 'product', id: 'x' } })).status).toBe(401)
    expect((await call(list.GET)).status).toBe(401)
    const { token } = await signedInUser()
    expect((await call(toggle.POST, { token, body: { type: 'book', id: 'x' } })).body).toEqual({ code: 400, message: 'type must be one of product, model, mcp', data: { field: 'type' } })
    expect((await call(toggle.POST, { token, body: { type: 'product', id: 'Bad Key' } })).body).toEqual({ code: 400, message: 'id must be a record key', data: { field: 'id' } })
    expect((await call(toggle.POST, { token, raw: 'x' })).body).toEqual({ code: 400, message: 'A JSON body with type and id is required', data: { field: null } })
    expect((await call(toggle.POST, { token, body: { type: 'product', id: 'no-such-product' } })).body).toEqual({ code: 404, message: 'No product with id no-such-product', data: null })
    const draft = await createProduct({ status: 'draft' })
    expect((await call(toggle.POST, { token, body: { type: 'product', id: draft.key } })).status).toBe(404)
  })

  it('one user can neither see nor remove another user’s favourites', async () => {
    const alice = await signedInUser()
    const bob = await signedInUser()
    const product = await createProduct()
    await call(toggle.POST, { token: alice.token, body: { type: 'product', id: product.key } })
    expect((await call(list.GET, { token: bob.token })).body.data.list).toEqual([])
    const aliceFav = (await payload.find({ collection: 'favorites', where: { 'item.value': { equals: product.id } }, overrideAccess: true })).docs[0]!
    const bobUser = (await payload.find({ collection: 'users', where: { email: { equals: bob.email } }, overrideAccess: true })).docs[0]!
    const asBob = { ...bobUser, collection: 'users' as const }
    await expect(payload.delete({ collection: 'favorites', id: aliceFav.id, user: asBob, overrideAccess: false })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'favorites', id: aliceFav.id, user: asBob, overrideAccess: false })).rejects.toThrow()
    // Favourites are made only through the toggle: not by Bob's own write, for Alice or anyone.
    await expect(payload.create({ collection: 'favorites', data: { user: (aliceFav.user as any).id ?? aliceFav.user, item: { relationTo: 'products', value: (await createProduct()).id } } as any, user: asBob, overrideAccess: false })).rejects.toThrow(/not allowed/)
    // Bob toggling the same product makes his own favourite; Alice's stays.
    await call(toggle.POST, { token: bob.token, body: { type: 'product', id: product.key } })
    expect((await call(ids.GET, { token: alice.token })).body.data).toContain(`product:${product.key}`)
  })
})

describe('user centre: my records', () => {
  it('lists what the user owns, drafts included, and nothing of others', async () => {
    const alice = await signedInUser()
    const bob = await signedInUser()
    const aliceId = (await payload.find({ collection: 'users', where: { email: { equals: alice.email } }, overrideAccess: true })).docs[0]!.id
    const mine = await createProduct({ status: 'draft', owner: aliceId })
    const answer = await call(getMyItems.GET, { token: alice.token, path: '/api/user/getMyItems?type=product' })
    expect(answer.body.data.list).toEqual([expect.objectContaining({ key: mine.key, status: 'draft' })])
    expect((await call(getMyItems.GET, { token: bob.token, path: '/api/user/getMyItems?type=product' })).body.data.list).toEqual([])
    expect((await call(getMyItems.GET, { token: alice.token, path: '/api/user/getMyItems?type=book' })).body).toEqual({ code: 400, message: 'type must be one of product, model, mcp', data: { field: 'type' } })
    expect((await call(getMyItems.GET, { path: '/api/user/getMyItems?type=model' })).status).toBe(401)
  })
})
