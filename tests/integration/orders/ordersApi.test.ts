import { stopProducer } from '@aidir/cms'
import { afterAll, describe, expect, it } from 'vitest'
import * as ordersRoute from '@/app/api/orders/route'
import * as orderRoute from '@/app/api/orders/[id]/route'
import * as payRoute from '@/app/api/orders/[id]/pay/route'
import { call } from '../accountsApi'
import { cmsApi } from '../accessMatrix/cmsApi'
import { createProduct, payload } from '../helpers'
import { customer, eventsOf, form, orderById, submissionPackage } from './orderFixtures'

/** A route with `[id]`, called the way Next calls it. */
const withId = (handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>, id: number | string) => (request: Request) => handler(request, { params: Promise.resolve({ id: String(id) }) })

describe('creating and paying orders through /api/orders', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('answers the SPEC §5 messages with the field at fault', async () => {
    const alice = await customer()
    const pkg = await submissionPackage()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ productName: '  ' }, 'Please enter the product name', 'productName'],
      [{ officialUrl: 'not a url' }, 'Please enter a valid URL', 'officialUrl'],
      [{ officialUrl: 'ftp://files.example.com' }, 'Please enter a valid URL', 'officialUrl'],
      [{ packageId: undefined }, 'Please select a package', 'packageId'],
    ]
    for (const [change, message, field] of cases) {
      const answer = await call(ordersRoute.POST, { token: alice.token, body: form(pkg.id, change) })
      expect(answer.status, message).toBe(400)
      expect(answer.body).toMatchObject({ code: 400, message, data: { field } })
    }
    // A package that is not a submission package, or does not exist, is not selected.
    const ad = await payload.create({ collection: 'service-packages', data: { key: `ad-${pkg.id}`, kind: 'advertising', name: 'Ad', prices: [{ amount: 100, currency: 'USD' }] } as never, overrideAccess: true })
    for (const packageId of [ad.id, 999_999]) {
      const answer = await call(ordersRoute.POST, { token: alice.token, body: form(packageId) })
      expect(answer).toMatchObject({ status: 400, body: { message: 'Please select a package', data: { field: 'packageId' } } })
    }
    expect((await payload.count({ collection: 'orders', where: { owner: { equals: alice.id } }, overrideAccess: true })).totalDocs).toBe(0)
    // Not signed in.
    expect((await call(ordersRoute.POST, { body: form(pkg.id) })).status).toBe(401)
  })

  it('takes the price from the package, never from the request, and opens a sandbox checkout', async () => {
    const alice = await customer()
    const pkg = await submissionPackage()
    const answer = await call(ordersRoute.POST, { token: alice.token, body: { ...form(pkg.id), amount: 1, price: { amount: 1, currency: 'USD' }, currency: 'USD' } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const view = answer.body.data
    expect(view).toMatchObject({ status: 'pending', price: { amount: 4_900, currency: 'USD' }, provider: 'sandbox', sandbox: true })
    expect(view.checkout.redirectUrl).toMatch(/\/en\/checkout\/sandbox\//)
    const order = await orderById(view.id)
    expect(order.price).toEqual({ amount: 4_900, currency: 'USD' })
    expect(order.attempts).toHaveLength(1)
    expect((await eventsOf(order.id)).map((e) => e.type)).toEqual(['created', 'attempt_opened'])
    // The other currency of the package, when asked for.
    const cny = await call(ordersRoute.POST, { token: alice.token, body: form(pkg.id, { currency: 'CNY' }) })
    expect(cny.body.data.price).toEqual({ amount: 29_900, currency: 'CNY' })
  })

  it('refuses a product the catalogue already lists, naming its key', async () => {
    const alice = await customer()
    const pkg = await submissionPackage()
    const product = await createProduct({ url: 'https://www.listed-already.example/en/home' })
    const answer = await call(ordersRoute.POST, { token: alice.token, body: form(pkg.id, { officialUrl: 'https://listed-already.example' }) })
    expect(answer).toMatchObject({ status: 409, body: { message: 'This product is already listed', data: { field: 'officialUrl', productKey: product.key } } })
  })

  it('counts the daily limit under a lock: at the limit, of many concurrent creates exactly the room left passes', async () => {
    const alice = await customer()
    const pkg = await submissionPackage()
    for (let i = 0; i < 8; i++) expect((await call(ordersRoute.POST, { token: alice.token, body: form(pkg.id) })).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(ordersRoute.POST, { token: alice.token, body: form(pkg.id) })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2)
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused).toMatchObject({ status: 429, body: { code: 429, message: 'Submission limit reached' } })
    expect((await payload.count({ collection: 'orders', where: { owner: { equals: alice.id } }, overrideAccess: true })).totalDocs).toBe(10)
  })

  it('pays a pending order again with a new attempt, closing the old one', async () => {
    const alice = await customer()
    const pkg = await submissionPackage()
    const created = (await call(ordersRoute.POST, { token: alice.token, body: form(pkg.id) })).body.data
    const again = await call(withId(payRoute.POST, created.id), { token: alice.token, body: {} })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.data.checkout.redirectUrl).not.toBe(created.checkout.redirectUrl)
    const order = await orderById(created.id)
    expect(order.attempts!.map((a) => a.state)).toEqual(['closed', 'open'])
    const read = await call(withId(orderRoute.GET, created.id), { token: alice.token })
    expect(read.body.data).toMatchObject({ id: created.id, status: 'pending' })
    const list = await call(ordersRoute.GET, { token: alice.token })
    expect(list.body.data.list.map((o: { id: number }) => o.id)).toContain(created.id)
  })

  it('user B can neither read nor pay user A’s order: storefront API, REST, GraphQL and the Local API', async () => {
    const alice = await customer()
    const bob = await customer()
    const pkg = await submissionPackage()
    const created = (await call(ordersRoute.POST, { token: alice.token, body: form(pkg.id) })).body.data
    const attempts = (await orderById(created.id)).attempts!.length

    expect(await call(withId(orderRoute.GET, created.id), { token: bob.token })).toMatchObject({ status: 404, body: { message: 'No content' } })
    expect(await call(withId(payRoute.POST, created.id), { token: bob.token, body: {} })).toMatchObject({ status: 404 })
    expect((await call(ordersRoute.GET, { token: bob.token })).body.data.list).toEqual([])
    expect((await orderById(created.id)).attempts).toHaveLength(attempts)

    const api = cmsApi(payload)
    expect((await api.rest('GET', `/orders/${created.id}`, bob.token)).status).toBe(404)
    expect((await api.rest('GET', `/orders/${created.id}`, alice.token)).status).toBe(200)
    expect((await api.rest('GET', `/order-events?where[order][equals]=${created.id}`, bob.token)).body.docs).toEqual([])
    expect((await api.rest('PATCH', `/orders/${created.id}`, alice.token, { status: 'paid' })).status).toBe(403)
    const gql = await api.graphql('query ($id: Int!) { Order(id: $id) { id status } }', { id: created.id }, bob.token)
    expect(gql.body.data?.Order ?? null).toBeNull()

    const local = await payload.find({ collection: 'orders', where: { id: { equals: created.id } }, user: bob, overrideAccess: false })
    expect(local.docs).toEqual([])
    await expect(payload.findByID({ collection: 'orders', id: created.id, user: bob, overrideAccess: false })).rejects.toThrow()
    const own = await payload.findByID({ collection: 'orders', id: created.id, user: alice, overrideAccess: false })
    expect(own.id).toBe(created.id)
    expect((await orderById(created.id)).status).toBe('pending')
  })
})
