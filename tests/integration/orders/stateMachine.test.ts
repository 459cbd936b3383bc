import { withTransaction } from '../../../cms/src/db/transaction'
import { allowedTransitions, IllegalOrderTransition, orderStatuses, type OrderStatus } from '@aidir/cms/orders'
import { lockOrder, transitionOrder } from '../../../cms/src/orders/orderStateMachine'
import { stopProducer } from '@aidir/cms'
import { afterAll, describe, expect, it } from 'vitest'
import { payload } from '../helpers'
import { eventsOf, orderById, placeOrder } from './orderFixtures'

/** Puts an order straight into `status` (a fixture: the column, not a transition). */
async function orderIn(status: OrderStatus) {
  const { order } = await placeOrder()
  await payload.db.updateOne({ collection: 'orders', where: { id: { equals: order.id } }, data: { status } })
  return order.id
}

const move = (id: number, to: OrderStatus) =>
  withTransaction(payload, {}, async (tx) => {
    const order = (await lockOrder(tx, id))!
    return transitionOrder(tx, order, to, { actor: 'test:state-machine' })
  })

describe('the order state machine', () => {
  afterAll(async () => {
    await stopProducer()
  })

  const allowed = Object.entries(allowedTransitions).flatMap(([from, tos]) => tos.map((to) => [from as OrderStatus, to] as const))

  it.each(allowed)('%s → %s is allowed and logged in the same transaction', async (from, to) => {
    const id = await orderIn(from)
    const before = (await eventsOf(id)).length
    const updated = await move(id, to)
    expect(updated.status).toBe(to)
    const events = await eventsOf(id)
    expect(events).toHaveLength(before + 1)
    expect(events.at(-1)).toMatchObject({ type: 'transition', fromStatus: from, toStatus: to, actor: 'test:state-machine' })
  })

  it('every status is covered by the table', () => {
    expect(Object.keys(allowedTransitions).sort()).toEqual([...orderStatuses].sort())
  })

  it.each([
    ['pending', 'approved'],
    ['pending', 'in_review'],
    ['refunded', 'paid'],
    ['approved', 'refunded'],
    ['in_review', 'pending'],
    ['expired', 'in_review'],
  ] as const)('%s → %s throws a typed error and changes nothing', async (from, to) => {
    const id = await orderIn(from)
    const before = (await eventsOf(id)).length
    const error = await move(id, to).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(IllegalOrderTransition)
    expect(error).toMatchObject({ from, to })
    expect((await orderById(id)).status).toBe(from)
    expect(await eventsOf(id)).toHaveLength(before)
  })

  it('a transition whose log entry fails rolls back the status too', async () => {
    const id = await orderIn('pending')
    const error = await withTransaction(payload, {}, async (tx) => {
      const order = (await lockOrder(tx, id))!
      await transitionOrder(tx, order, 'paid', { actor: 'test' })
      throw new Error('crash after the transition')
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((await orderById(id)).status).toBe('pending')
    expect((await eventsOf(id)).filter((e) => e.type === 'transition')).toHaveLength(0)
  })

  it('the event log is append-only, even for code that overrides access', async () => {
    const id = await orderIn('pending')
    const [event] = await eventsOf(id)
    await expect(payload.update({ collection: 'order-events', id: event!.id, data: { actor: 'someone else' }, overrideAccess: true })).rejects.toThrow(/append-only/)
    await expect(payload.delete({ collection: 'order-events', id: event!.id, overrideAccess: true })).rejects.toThrow(/append-only/)
    expect((await eventsOf(id))[0]).toMatchObject({ id: event!.id, actor: event!.actor })
  })
})
