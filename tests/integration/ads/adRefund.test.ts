import { poolOf, stopProducer } from '@aidir/cms'
import { NO_POSITION_REASON, refundUnplaceable, runAdSchedule } from '@aidir/cms/ads'
import { applyPaymentEvent } from '@aidir/cms/orders'
import { handleEndpoints } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { withPeer } from '../../../cms/src/lib/peerAddress'
import { newAddress } from '../accountsApi'
import { payload } from '../helpers'
import { eventsOf, orderById } from '../orders/orderFixtures'
import { adOrder, adPosition, campaignsOf, deliverPaid, payNow } from './adFixtures'
import { aloneInPlacement, countingSandbox, jobsFor, mailJobs, signedIn } from './adLifecycleFixtures'

/**
 * A paid ad whose position was removed is queued for the next comparable position or refunded,
 * never lost (issue 17): the refund is a job queued with the change, through the one refund path,
 * exactly once however often the job runs or the payment is replayed.
 */
const placement = 'model_home'

describe('a paid ad with no position to run in', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('is refunded once when its position went off sale before the payment and nothing comparable is on sale', async () => {
    const position = await adPosition(2, { placement })
    const { order } = await adOrder(position.key as string)
    await aloneInPlacement(placement, [], async () => {
      await payload.update({ collection: 'ad-positions', id: position.id, data: { enabled: false } as never, overrideAccess: true })
      const eventRow = await deliverPaid(order)
      expect(await applyPaymentEvent(payload, eventRow)).toBe('paid, no position')
      // Replayed: the event is applied once, and no second refund job appears.
      expect(await applyPaymentEvent(payload, eventRow)).toBe('already applied')
    })
    expect(await campaignsOf(position.id)).toEqual([])
    expect(await jobsFor('ads.refund', order.id)).toEqual([{ orderId: order.id }])
    expect((await jobsFor('support.notify', order.id)).map((d) => d.kind)).toContain('order-flagged')
    // The paid mail is not sent for an ad that cannot run: the refund's mail says what happened.
    expect(await mailJobs(order.id)).toEqual([])

    const counting = countingSandbox()
    const [first, second] = await Promise.all([refundUnplaceable(payload, order.id, counting), refundUnplaceable(payload, order.id, counting)])
    expect([first, second].sort()).toEqual(['already refunded', 'succeeded'])
    expect(await refundUnplaceable(payload, order.id, counting)).toBe('already refunded')
    expect(counting.refunds()).toBe(1)
    const refunded = await orderById(order.id)
    expect(refunded.status).toBe('refunded')
    expect(refunded.refund).toMatchObject({ status: 'succeeded', reason: NO_POSITION_REASON, by: null })
    const log = await eventsOf(order.id)
    const requested = log.filter((e) => e.type === 'refund_requested')
    expect(requested).toHaveLength(1)
    expect(requested[0]).toMatchObject({ actor: 'job:orders.refund', details: { reason: NO_POSITION_REASON } })
    expect(log.filter((e) => e.type === 'transition' && e.toStatus === 'refunded')).toHaveLength(1)
    expect(await mailJobs(order.id)).toContain('refunded')
  })

  it('a disabled position with nothing comparable: queued ads are cancelled and refunded, running ones keep their paid time', async () => {
    const position = await adPosition(1, { placement })
    const [a, b] = await Promise.all([0, 1].map(async () => (await adOrder(position.key as string)).order))
    const paidAt = new Date()
    await payNow(a!, paidAt)
    await payNow(b!, paidAt)
    const [running, queued] = await campaignsOf(position.id)
    expect([running!.order_id, running!.status, queued!.order_id, queued!.status]).toEqual([a!.id, 'running', b!.id, 'queued'])
    const counting = countingSandbox()

    await aloneInPlacement(placement, [position.id], async () => {
      await payload.update({ collection: 'ad-positions', id: position.id, data: { enabled: false } as never, overrideAccess: true })
      const now = new Date(paidAt.getTime() + 60_000)
      await runAdSchedule(payload, () => now, [position.id])
      // The scheduling job runs every minute: a second run cancels and queues nothing more.
      await runAdSchedule(payload, () => now, [position.id])
    })
    const after = await campaignsOf(position.id)
    expect(after.find((c) => c.order_id === a!.id)).toMatchObject({ status: 'running', ends_at: running!.ends_at })
    expect(after.find((c) => c.order_id === b!.id)).toMatchObject({ status: 'cancelled', end_reason: 'position_removed' })
    expect(await jobsFor('ads.refund', a!.id)).toEqual([])
    expect(await jobsFor('ads.refund', b!.id)).toEqual([{ orderId: b!.id }])
    expect((await jobsFor('support.notify', b!.id)).map((d) => d.kind)).toContain('order-flagged')

    // The job, run twice (a retry after a crash) refunds once; the running ad is not refunded.
    expect(await refundUnplaceable(payload, b!.id, counting)).toBe('succeeded')
    expect(await refundUnplaceable(payload, b!.id, counting)).toBe('already refunded')
    expect(await refundUnplaceable(payload, a!.id, counting)).toBe('still placed')
    expect(counting.refunds()).toBe(1)
    expect((await orderById(b!.id)).status).toBe('refunded')
    expect((await orderById(a!.id)).status).toBe('paid')
    // The order's log says why, for support.
    expect((await eventsOf(b!.id)).filter((e) => e.type === 'refund_requested').map((e) => (e.details as { reason: string }).reason)).toEqual([NO_POSITION_REASON])
  })

  it('a comparable position on sale still takes the ad as before, and nothing is refunded', async () => {
    const own = await adPosition(1, { placement })
    const comparable = await adPosition(3, { placement })
    const { order } = await adOrder(own.key as string)
    const outcome = await aloneInPlacement(placement, [comparable.id], async () => {
      await payload.update({ collection: 'ad-positions', id: own.id, data: { enabled: false } as never, overrideAccess: true })
      return payNow(order)
    })
    expect(outcome).toBe('paid, running')
    expect((await campaignsOf(comparable.id)).map((c) => [c.order_id, c.status])).toEqual([[order.id, 'running']])
    expect(await jobsFor('ads.refund', order.id)).toEqual([])
    expect((await orderById(order.id)).status).toBe('paid')
  })

  it('an editor cannot delete a position ads ran in (409 in the admin\'s language), so removed means disabled', async () => {
    const position = await adPosition(1, { placement })
    const { order } = await adOrder(position.key as string)
    await payNow(order)
    const editor = await signedIn('editor')
    const request = new Request(`http://cms.test/api/ad-positions/${position.id}`, {
      method: 'DELETE',
      headers: withPeer({ 'content-type': 'application/json', 'x-real-ip': newAddress(), 'accept-language': 'zh-CN,zh;q=0.9', authorization: `JWT ${editor.token}` }, '127.0.0.1'),
    })
    const response = await handleEndpoints({ config: payload.config as never, request })
    expect(response.status).toBe(409)
    const body = (await response.json()) as { errors?: { message: string }[] }
    expect(body.errors?.[0]?.message).toContain('请改为停用该广告位')
    expect(body.errors?.[0]?.message).toContain('按未使用的时间退款')
    expect((await payload.find({ collection: 'ad-positions', where: { id: { equals: position.id } }, overrideAccess: true })).docs).toHaveLength(1)
    expect((await campaignsOf(position.id)).map((c) => c.status)).toEqual(['running'])
  })

  it('the refund job leaves anything that is not an unplaced paid ad alone', async () => {
    expect(await refundUnplaceable(payload, 2 ** 31 - 1)).toBe('no order')
    const position = await adPosition(1, { placement })
    const { order } = await adOrder(position.key as string)
    await payNow(order)
    expect(await refundUnplaceable(payload, order.id)).toBe('still placed')
    const { rows } = await poolOf(payload).query(`SELECT id FROM orders WHERE kind = 'submission' LIMIT 1`)
    if (rows[0]) expect(await refundUnplaceable(payload, rows[0].id)).toBe('not an ad')
  })
})
