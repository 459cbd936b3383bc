import { stopProducer } from '@aidir/cms'
import { approveAd } from '@aidir/cms/ads'
import { readReviewQueue } from '@aidir/cms/orders'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payload } from '../helpers'
import { eventsOf, orderById, placeOrder, transitionsOf } from '../orders/orderFixtures'
import { adOrder, adPosition, campaignsOf, payNow } from './adFixtures'
import { decideAd, jobsFor, mailJobs, signedIn } from './adLifecycleFixtures'

/**
 * Positions that require review (issue 17 §2: the ad starts once paid, or reviewed if the position
 * requires it): a paid ad waits in support's queue with no campaign; approving allocates it exactly
 * as a payment does (running or queued, under the position's lock); rejecting refunds it; only
 * support decides.
 */
describe('ads in positions that require review', () => {
  let support: Awaited<ReturnType<typeof signedIn>>
  beforeAll(async () => {
    support = await signedIn('support')
  })
  afterAll(async () => {
    await stopProducer()
  })

  it('paid → in review (in the queue with its data, no campaign) → approved → running; a second approved into the full position queues', async () => {
    const position = await adPosition(1, { requiresReview: true })
    const { order, owner } = await adOrder(position.key as string)
    expect(await payNow(order)).toBe('paid, in review')
    expect((await orderById(order.id)).status).toBe('in_review')
    expect(await campaignsOf(position.id)).toEqual([])
    expect((await jobsFor('support.notify', order.id)).map((d) => d.kind)).toEqual(['order-paid'])
    expect(await mailJobs(order.id)).toEqual(['paid'])

    const queue = await readReviewQueue(payload)
    const row = queue.waiting.find((w) => w.id === order.id)
    const product = await payload.findByID({ collection: 'products', id: order.ad!.product as number, depth: 0, overrideAccess: true })
    expect(row).toMatchObject({ kind: 'ad', productName: product.name, officialUrl: product.url, ownerEmail: (owner as unknown as { email: string }).email })

    const before = Date.now()
    const approved = await decideAd(support.token, order.id, { decision: 'approve' })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ alreadyApproved: false, allocation: { status: 'running', positionId: position.id } })
    const [campaign] = await campaignsOf(position.id)
    expect(campaign).toMatchObject({ order_id: order.id, status: 'running' })
    // It runs from the approval, for the position's paid days.
    expect(campaign!.starts_at!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(campaign!.ends_at!.getTime() - campaign!.starts_at!.getTime()).toBe(30 * 86_400_000)
    const decided = await orderById(order.id)
    expect(decided).toMatchObject({ status: 'paid', decidedBy: support.user.id })
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review', 'in_review>paid'])
    expect(await mailJobs(order.id)).toEqual(['paid', 'approved'])
    // Approving again answers the first approval and makes no second campaign.
    const again = await decideAd(support.token, order.id, { decision: 'approve' })
    expect(again.body).toMatchObject({ alreadyApproved: true, allocation: { campaignId: campaign!.id, status: 'running' } })
    expect(await campaignsOf(position.id)).toHaveLength(1)
    // The queue's recent decisions call it approved.
    expect((await readReviewQueue(payload)).decided.find((d) => d.id === order.id)).toMatchObject({ kind: 'ad', status: 'paid', rejectionReason: null })

    const { order: second } = await adOrder(position.key as string)
    expect(await payNow(second)).toBe('paid, in review')
    const queued = await approveAd(payload, second.id, support.user)
    expect(queued.allocation.status).toBe('queued')
    expect((await campaignsOf(position.id)).map((c) => [c.order_id, c.status])).toEqual([
      [order.id, 'running'],
      [second.id, 'queued'],
    ])
  })

  it('reject needs a reason, refunds in full once, and cannot be followed by an approval', async () => {
    const position = await adPosition(2, { requiresReview: true })
    const { order } = await adOrder(position.key as string)
    await payNow(order)
    expect((await decideAd(support.token, order.id, { decision: 'reject' })).status).toBe(400)
    expect((await decideAd(support.token, order.id, { decision: 'reject', reason: ' ' })).status).toBe(400)
    const rejected = await decideAd(support.token, order.id, { decision: 'reject', reason: 'The product page is not reachable.' })
    expect(rejected.status).toBe(200)
    expect(rejected.body).toMatchObject({ alreadyRejected: false, refund: { refunded: true, status: 'succeeded' } })
    const again = await decideAd(support.token, order.id, { decision: 'reject', reason: 'Another reason' })
    expect(again.body).toMatchObject({ alreadyRejected: true })
    const after = await orderById(order.id)
    expect(after).toMatchObject({ status: 'refunded', rejectionReason: 'The product page is not reachable.' })
    expect((await eventsOf(order.id)).filter((e) => e.type === 'refund_requested')).toHaveLength(1)
    expect(await campaignsOf(position.id)).toEqual([])
    expect(await mailJobs(order.id)).toEqual(['paid', 'rejected'])
    const late = await decideAd(support.token, order.id, { decision: 'approve' })
    expect(late.status).toBe(409)
    expect(await campaignsOf(position.id)).toEqual([])
  })

  it('only support decides; other kinds and unknown orders are not found here; a position without review runs at once', async () => {
    const position = await adPosition(1, { requiresReview: true })
    const { order, owner } = await adOrder(position.key as string)
    await payNow(order)
    const customer = await signedIn('customer')
    const editor = await signedIn('editor')
    expect((await decideAd(null, order.id, { decision: 'approve' })).status).toBe(401)
    expect((await decideAd(customer.token, order.id, { decision: 'approve' })).status).toBe(403)
    expect((await decideAd(editor.token, order.id, { decision: 'reject', reason: 'Not an editor decision' })).status).toBe(403)
    await expect(approveAd(payload, order.id, owner)).rejects.toMatchObject({ status: 403 })
    expect((await decideAd(support.token, 2 ** 31 - 1, { decision: 'approve' })).status).toBe(404)
    expect((await decideAd(support.token, 'abc', { decision: 'approve' })).status).toBe(404)
    const { order: submission } = await placeOrder()
    expect((await decideAd(support.token, submission.id, { decision: 'approve' })).status).toBe(404)
    expect((await decideAd(support.token, order.id, { decision: 'maybe' })).status).toBe(400)
    expect((await orderById(order.id)).status).toBe('in_review')
    // Another customer sees neither the order nor (later) its campaign.
    const other = { ...customer.user, collection: 'users' } as never
    expect((await payload.find({ collection: 'orders', where: { id: { equals: order.id } }, user: other, overrideAccess: false })).docs).toEqual([])
    await approveAd(payload, order.id, support.user)
    expect((await payload.find({ collection: 'ad-campaigns', where: { order: { equals: order.id } }, user: other, overrideAccess: false })).docs).toEqual([])
    expect((await payload.find({ collection: 'ad-campaigns', where: { order: { equals: order.id } }, user: { ...owner, collection: 'users' } as never, overrideAccess: false })).docs).toHaveLength(1)

    const open = await adPosition(1)
    const { order: direct } = await adOrder(open.key as string)
    expect(await payNow(direct)).toBe('paid, running')
    expect((await decideAd(support.token, direct.id, { decision: 'approve' })).status).toBe(409)
  })
})
