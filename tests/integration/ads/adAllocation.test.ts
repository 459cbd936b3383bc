import { poolOf, stopProducer } from '@aidir/cms'
import { createAdOrder, DAY_MS } from '@aidir/cms/ads'
import { applyPaymentEvent, OrderRefused } from '@aidir/cms/orders'
import { afterAll, describe, expect, it } from 'vitest'
import { createProduct, payload } from '../helpers'
import { adOrder, adPosition, buyer, campaignsOf, deliverPaid, payNow, publishedProduct } from './adFixtures'

/**
 * Ad orders and the allocation of their campaigns: priced by the position, refused with SPEC §5's
 * messages, one campaign per paid order whatever the replays, exactly the capacity running when
 * buyers race for the last slots, the rest queued in paid order.
 */
describe('ad orders and allocation', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('is priced by the position on the server, whatever the request says', async () => {
    const position = await adPosition(2)
    const { order } = await adOrder(position.key as string)
    expect(order).toMatchObject({ kind: 'ad', status: 'pending', package: null, price: { amount: 1_000, currency: 'USD' }, ad: { position: position.id, contactEmail: 'ads@example.com' } })
    const product = await publishedProduct()
    const cheap = await createAdOrder(payload, await buyer(), { productKey: product.key, contactEmail: 'a@example.com', positionKey: position.key, price: 1, amount: 1 } as never)
    expect(cheap.price).toEqual({ amount: 1_000, currency: 'USD' })
    const yuan = await createAdOrder(payload, await buyer(), { productKey: product.key, contactEmail: 'a@example.com', positionKey: position.key, currency: 'CNY' })
    expect(yuan.price).toEqual({ amount: 7_000, currency: 'CNY' })
    expect(order.attempts!.at(-1)!.redirectUrl).toContain('/checkout/sandbox/')
  })

  it('refuses with the SPEC §5 messages on their fields', async () => {
    const position = await adPosition(1)
    const user = await buyer()
    const product = await publishedProduct()
    const refusal = async (input: Record<string, unknown>) => {
      try {
        await createAdOrder(payload, user, input)
      } catch (error) {
        if (error instanceof OrderRefused) return { status: error.status, message: error.message, field: error.data.field }
        const issue = (error as { issues?: { message: string; path: string[] }[] }).issues?.[0]
        return { status: 400, message: issue?.message, field: issue?.path[0] }
      }
      throw new Error('accepted')
    }
    const good = { productKey: product.key, contactEmail: 'a@example.com', positionKey: position.key }
    expect(await refusal({ ...good, productKey: undefined })).toMatchObject({ message: 'If the tool cannot be found, please submit it first', field: 'productKey' })
    expect(await refusal({ ...good, productKey: 'no-such-tool' })).toMatchObject({ status: 400, message: 'If the tool cannot be found, please submit it first', field: 'productKey' })
    const draft = await createProduct({ status: 'draft' })
    expect(await refusal({ ...good, productKey: draft.key })).toMatchObject({ status: 400, field: 'productKey' })
    expect(await refusal({ ...good, contactEmail: 'not-an-email' })).toMatchObject({ message: 'Please enter a valid email address', field: 'contactEmail' })
    expect(await refusal({ ...good, contactEmail: undefined })).toMatchObject({ field: 'contactEmail' })
    expect(await refusal({ ...good, positionKey: '' })).toMatchObject({ message: 'Please select a promotion position', field: 'positionKey' })
    expect(await refusal({ ...good, positionKey: 'no-such-position' })).toMatchObject({ status: 400, message: 'Please select a promotion position', field: 'positionKey' })
    const off = await adPosition(1, { enabled: false })
    expect(await refusal({ ...good, positionKey: off.key })).toMatchObject({ status: 400, field: 'positionKey' })
  })

  it('a paid order runs at once when a slot is free; a replayed payment creates no second campaign', async () => {
    const position = await adPosition(1)
    const { order } = await adOrder(position.key as string)
    const paidAt = new Date('2026-03-28T23:30:00.000Z')
    const eventRow = await deliverPaid(order)
    expect(await applyPaymentEvent(payload, eventRow, { now: () => paidAt })).toBe('paid, running')
    expect(await applyPaymentEvent(payload, eventRow)).toBe('already applied')
    // The provider delivers the same payment again: a duplicate, nothing new.
    await deliverPaid(order)
    const [campaign, ...more] = await campaignsOf(position.id)
    expect(more).toEqual([])
    expect(campaign).toMatchObject({ order_id: order.id, status: 'running' })
    // 30 days in UTC milliseconds, though Europe's clocks change that night.
    expect(campaign!.starts_at!.getTime()).toBe(paidAt.getTime())
    expect(campaign!.ends_at!.getTime() - campaign!.starts_at!.getTime()).toBe(30 * DAY_MS)
    const { rows } = await poolOf(payload).query('SELECT status FROM orders WHERE id = $1', [order.id])
    expect(rows[0].status).toBe('paid')
    // The next buyer, a day later, finds the position full: queued, not running.
    const { order: second } = await adOrder(position.key as string)
    expect(await payNow(second, new Date(paidAt.getTime() + DAY_MS))).toBe('paid, queued')
    // A payment after the first run's paid end finds its slot freed (the run ended at its end, not later).
    const { order: third } = await adOrder(position.key as string)
    const late = new Date(paidAt.getTime() + 40 * DAY_MS)
    expect(await payNow(third, late)).toBe('paid, queued')
    const after = await campaignsOf(position.id)
    expect(after.map((c) => c.status)).toEqual(['ended', 'running', 'queued'])
    expect(after[0]).toMatchObject({ end_reason: 'completed', ended_at: campaign!.ends_at })
    expect(after[1]!.starts_at!.getTime()).toBe(late.getTime())
  })

  it("Order History names the ad's product and position; nobody else sees the order or its campaign", async () => {
    const position = await adPosition(2, { name: 'Sidebar card' })
    const product = await publishedProduct()
    const { order, owner } = await adOrder(position.key as string, undefined, product.key as string)
    await payNow(order)
    const { listMyOrderHistory } = await import('@aidir/cms/invoices')
    const mine = await listMyOrderHistory(payload, owner, 1, 10, 'en')
    expect(mine.list.find((r) => r.id === order.id)).toMatchObject({ kind: 'ad', status: 'paid', productName: product.name, packageName: 'Sidebar card', productKey: product.key, invoiceable: true })
    // The payment page's summary names them too (the order read at depth 0, in plain SQL).
    const { readMyOrder } = await import('@aidir/cms/orders')
    expect((await readMyOrder(payload, owner, order.id, 'zh')).view).toMatchObject({ productName: product.name, packageName: 'Sidebar card' })
    const other = await buyer()
    expect((await listMyOrderHistory(payload, other, 1, 10, 'en')).list.find((r) => r.id === order.id)).toBeUndefined()
    const asOwner = await payload.find({ collection: 'ad-campaigns', where: { order: { equals: order.id } }, user: owner, overrideAccess: false, depth: 0 })
    expect(asOwner.docs).toHaveLength(1)
    const asOther = await payload.find({ collection: 'ad-campaigns', where: { order: { equals: order.id } }, user: other, overrideAccess: false, depth: 0 })
    expect(asOther.docs).toHaveLength(0)
    const orderAsOther = await payload.find({ collection: 'orders', where: { id: { equals: order.id } }, user: other, overrideAccess: false, depth: 0 })
    expect(orderAsOther.docs).toHaveLength(0)
  })

  for (const buyers of [2, 20]) {
    it(`${buyers} buyers paying at once for the last free slot: exactly the capacity runs, the rest queue in paid order`, async () => {
      const capacity = 3
      const position = await adPosition(capacity)
      // Two slots taken already: one left.
      for (let i = 0; i < capacity - 1; i++) await payNow((await adOrder(position.key as string)).order)
      const orders = await Promise.all(Array.from({ length: buyers }, async () => (await adOrder(position.key as string)).order))
      const rows = await Promise.all(orders.map((o) => deliverPaid(o)))
      // Every payment fulfilled at the same moment, each twice (a duplicate job).
      const outcomes = await Promise.all([...rows, ...rows].map((id) => applyPaymentEvent(payload, id)))
      expect(outcomes.filter((o) => o === 'paid, running')).toHaveLength(1)
      expect(outcomes.filter((o) => o === 'paid, queued')).toHaveLength(buyers - 1)
      expect(outcomes.filter((o) => o === 'already applied')).toHaveLength(buyers)
      const campaigns = await campaignsOf(position.id)
      expect(campaigns).toHaveLength(capacity - 1 + buyers)
      expect(campaigns.filter((c) => c.status === 'running')).toHaveLength(capacity)
      const queued = campaigns.filter((c) => c.status === 'queued')
      expect(queued).toHaveLength(buyers - 1)
      // Queued in the order they were paid, and they start in that order (the scheduling job).
      const times = queued.map((c) => c.queued_at.getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(new Set(campaigns.map((c) => c.order_id)).size).toBe(campaigns.length)
    })
  }
})
