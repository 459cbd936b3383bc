import { stopProducer } from '@aidir/cms'
import { afterAll, describe, expect, it } from 'vitest'
import { call } from '../accountsApi'
import { cmsApi } from '../accessMatrix/cmsApi'
import { payload } from '../helpers'
import { buyer, customer, invoiceById, invoicesRoute, orderWithStatus, pdfRoute, request, withId } from './invoiceFixtures'

describe('asking for an invoice through /api/invoices', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('answers a clear message naming the field at fault, and needs a signed-in user', async () => {
    const { owner, order } = await orderWithStatus('paid')
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: '   ' }, 'Please enter the company name', 'companyName'],
      [{ taxNumber: '' }, 'Please enter a valid tax number', 'taxNumber'],
      [{ taxNumber: '12' }, 'Please enter a valid tax number', 'taxNumber'],
      [{ taxNumber: 'DE<script>' }, 'Please enter a valid tax number', 'taxNumber'],
      [{ address: '' }, 'Please enter the address', 'address'],
      [{ email: 'not an address' }, 'Please enter a valid email address', 'email'],
      [{ orderId: 'x' }, 'Please select an order', 'orderId'],
      [{ companyName: 'x'.repeat(201) }, 'Please enter the company name', 'companyName'],
    ]
    for (const [change, message, field] of cases) {
      const answer = await request(owner.token, buyer(order.id, change))
      expect(answer, message).toMatchObject({ status: 400, body: { code: 400, message, data: { field } } })
    }
    expect((await call(invoicesRoute.POST, { token: owner.token, raw: '{not json' })).body).toMatchObject({ code: 400, message: 'Form validation failed' })
    expect((await call(invoicesRoute.POST, { body: buyer(order.id) })).status).toBe(401)
    expect((await call(invoicesRoute.GET, {})).status).toBe(401)
    expect((await payload.count({ collection: 'invoices', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('accepts paid, in-review and approved orders only', async () => {
    const alice = await customer()
    for (const status of ['paid', 'in_review', 'approved'] as const) {
      const { order } = await orderWithStatus(status, alice)
      const answer = await request(alice.token, buyer(order.id))
      expect(answer.status, `${status}: ${JSON.stringify(answer.body)}`).toBe(200)
      expect(answer.body.data).toMatchObject({ orderId: order.id, status: 'requested', companyName: 'Acme Trading GmbH', number: null, price: { amount: 4_900, currency: 'USD' } })
    }
    for (const status of ['pending', 'refunded', 'rejected', 'expired', 'failed', 'cancelled'] as const) {
      const { order } = await orderWithStatus(status, alice)
      expect(await request(alice.token, buyer(order.id)), status).toMatchObject({ status: 409, body: { message: 'An invoice can only be requested for a paid order', data: { field: 'orderId' } } })
    }
    const mine = await call(invoicesRoute.GET, { token: alice.token })
    expect(mine.body.data.list).toHaveLength(3)
  })

  it('keeps one invoice per order, also when two requests arrive at once', async () => {
    const { owner, order } = await orderWithStatus('paid')
    const answers = await Promise.all([request(owner.token, buyer(order.id)), request(owner.token, buyer(order.id, { companyName: 'Other' }))])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('An invoice has already been requested for this order')
    expect(await request(owner.token, buyer(order.id))).toMatchObject({ status: 409, body: { message: 'An invoice has already been requested for this order' } })
    expect((await payload.count({ collection: 'invoices', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('records the language the user asked in', async () => {
    const { owner, order } = await orderWithStatus('paid')
    const answer = await request(owner.token, buyer(order.id), 'jp')
    expect((await invoiceById(answer.body.data.id)).locale).toBe('ja')
  })

  it('never lets one user ask for, see or download another user’s invoice: storefront API and CMS REST and GraphQL', async () => {
    const { owner: alice, order } = await orderWithStatus('paid')
    const bob = await customer()
    // Bob cannot ask for an invoice for Alice's order: it does not exist for him.
    expect(await request(bob.token, buyer(order.id))).toMatchObject({ status: 404, body: { message: 'No content' } })
    const created = await request(alice.token, buyer(order.id))
    const id = created.body.data.id as number
    expect((await call(invoicesRoute.GET, { token: bob.token })).body.data.list).toEqual([])
    const bobPdf = await call(withId(pdfRoute.GET, id), { token: bob.token })
    expect(bobPdf).toMatchObject({ status: 404, body: { code: 404, message: 'No content', data: null } })
    expect(JSON.stringify(bobPdf.body)).not.toContain('Acme')
    expect((await call(withId(pdfRoute.GET, 'abc'), { token: bob.token })).status).toBe(404)
    expect((await call(withId(pdfRoute.GET, id), {})).status).toBe(401)

    const api = cmsApi(payload)
    const rest = await api.rest('GET', `/invoices/${id}`, bob.token)
    expect(rest.status).toBe(404)
    expect(JSON.stringify(rest.body)).not.toContain('Acme')
    expect((await api.rest('GET', `/invoices?where[order][equals]=${order.id}`, bob.token)).body.docs).toEqual([])
    expect((await api.rest('GET', `/invoices/${id}`)).status).toBe(403)
    expect((await api.rest('GET', `/invoices/${id}`, alice.token)).status).toBe(200)
    const gql = await api.graphql('query ($id: Int!) { Invoice(id: $id) { id companyName } }', { id }, bob.token)
    expect(gql.body.data?.Invoice ?? null).toBeNull()
    // Customers write nothing through the CMS: not even their own invoice, and not its status.
    expect((await api.rest('PATCH', `/invoices/${id}`, alice.token, { status: 'issued' })).status).toBe(403)
    expect((await api.rest('POST', '/invoices', alice.token, { order: order.id, owner: alice.id, companyName: 'x', taxNumber: 'x', address: 'x', email: 'a@b.co' })).status).toBe(403)
    expect((await api.rest('DELETE', `/invoices/${id}`, alice.token)).status).toBe(403)
    expect((await invoiceById(id)).status).toBe('requested')
  })
})
