import { poolOf, stopProducer } from '@aidir/cms'
import { DAY_MS, runAdSchedule } from '@aidir/cms/ads'
import { listMyOrderHistory } from '@aidir/cms/invoices'
import { sendOrderMail } from '@aidir/cms/orders'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endCampaign, pauseCampaign, resumeCampaign } from '../../../cms/src/ads/editorActions'
import type { Order, User } from '../../../cms/src/payload-types'
import { payload, userWithRole } from '../helpers'
import { eventsOf, orderById } from '../orders/orderFixtures'
import { adOrder, adPosition, campaignsOf, payNow } from './adFixtures'
import { mailJobs, outboxTo } from './adLifecycleFixtures'

const HOUR = 60 * 60 * 1000
const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

type Signed = { user: User; token: string }
async function signedIn(role: 'customer' | 'editor' | 'support' | 'admin'): Promise<Signed> {
  const user = await userWithRole(role)
  const { token } = await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })
  return { user: user as unknown as User, token: token! }
}

async function post(token: string | null, path: string, body?: unknown, raw?: string) {
  const request = new Request(`http://cms.test/api/ad-campaigns/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    ...(raw !== undefined ? { body: raw } : body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const res = await handleEndpoints({ config: payload.config as never, request })
  return { status: res.status, body: (await res.json()) as any }
}

const campaignOf = async (order: Order) => (await poolOf(payload).query('SELECT * FROM ad_campaigns WHERE order_id = $1', [order.id])).rows[0]

/**
 * Editors' pause / resume / end under a controlled clock: the slot a pause frees goes to the
 * queue's head, a resumed ad runs exactly its remaining time (at the head of the queue when the
 * position is full), an end refunds the unused share once; the endpoint's permissions and messages.
 */
describe('editors pause, resume and end an ad', () => {
  let editor: Signed
  beforeAll(async () => {
    editor = await signedIn('editor')
  })
  afterAll(async () => {
    await stopProducer()
  })

  it('a pause frees the slot for the queue head; resume runs exactly the remaining time, at the head of the queue when full', async () => {
    const position = await adPosition(1)
    const key = position.key as string
    const t0 = new Date('2028-01-10T08:00:00.000Z')
    const [a, b, c] = await Promise.all([0, 1, 2].map(async () => (await adOrder(key)).order))
    expect(await payNow(a!, t0)).toBe('paid, running')
    expect(await payNow(b!, at(t0, HOUR))).toBe('paid, queued')
    expect(await payNow(c!, at(t0, 2 * HOUR))).toBe('paid, queued')

    const pauseAt = at(t0, 10 * DAY_MS)
    const paused = await pauseCampaign(payload, (await campaignOf(a)).id, editor.user, { reason: 'Checking a complaint' }, { now: () => pauseAt })
    expect(paused).toMatchObject({ status: 'paused', remainingMs: 20 * DAY_MS, pausedAt: pauseAt.toISOString() })
    // The freed slot went to the queue's head (B) in the same transaction, for all its days.
    const rb = await campaignOf(b!)
    expect(rb).toMatchObject({ status: 'running' })
    expect(new Date(rb.starts_at).getTime()).toBe(pauseAt.getTime())
    expect(new Date(rb.ends_at).getTime()).toBe(at(pauseAt, 30 * DAY_MS).getTime())
    // Pausing again answers the state; nothing moves.
    expect(await pauseCampaign(payload, paused.id, editor.user, {}, { now: () => at(pauseAt, HOUR) })).toMatchObject({ status: 'paused', remainingMs: 20 * DAY_MS })
    // The job leaves a paused ad alone, however long it waits.
    await runAdSchedule(payload, () => at(pauseAt, 25 * DAY_MS), [position.id])
    expect((await campaignOf(a)).status).toBe('paused')

    // Resumed while B runs (full): it waits at the head of the queue, before C who was paid after it.
    const resumeAt = at(pauseAt, 2 * DAY_MS)
    expect(await resumeCampaign(payload, paused.id, editor.user, {}, { now: () => resumeAt })).toMatchObject({ status: 'queued', remainingMs: 20 * DAY_MS })
    expect(await resumeCampaign(payload, paused.id, editor.user, {}, { now: () => resumeAt })).toMatchObject({ status: 'queued' })
    const bEnds = at(pauseAt, 30 * DAY_MS)
    await runAdSchedule(payload, () => at(bEnds, 5 * 60_000), [position.id])
    const ra = await campaignOf(a)
    expect(ra).toMatchObject({ status: 'running', remaining_ms: null })
    // Exactly the 20 days left when it was paused: 10 before the pause + 20 after = the 30 paid.
    expect(new Date(ra.ends_at).getTime() - new Date(ra.starts_at).getTime()).toBe(20 * DAY_MS)
    expect((await campaignOf(c!)).status).toBe('queued')
    // Then C, when A's remaining time is up.
    await runAdSchedule(payload, () => at(new Date(ra.ends_at), 60_000), [position.id])
    expect(await campaignOf(a)).toMatchObject({ status: 'ended', end_reason: 'completed' })
    expect((await campaignOf(c!)).status).toBe('running')

    // Who and when, in the order's append-only log.
    const log = (await eventsOf(a.id)).filter((e) => e.type === 'ad_paused' || e.type === 'ad_resumed')
    expect(log.map((e) => [e.type, e.actor])).toEqual([
      ['ad_paused', `user:${editor.user.id}`],
      ['ad_resumed', `user:${editor.user.id}`],
    ])
    expect(log[0]!.details).toMatchObject({ remainingMs: 20 * DAY_MS, reason: 'Checking a complaint', at: pauseAt.toISOString() })
  })

  it('resumed into a free slot, the ad runs at once for exactly its remaining time', async () => {
    const position = await adPosition(1)
    const t0 = new Date('2028-03-01T00:00:00.000Z')
    const { order } = await adOrder(position.key as string)
    await payNow(order, t0)
    const id = (await campaignOf(order)).id
    await pauseCampaign(payload, id, editor.user, {}, { now: () => at(t0, 7 * DAY_MS + 1234) })
    const resumeAt = at(t0, 9 * DAY_MS)
    const resumed = await resumeCampaign(payload, id, editor.user, {}, { now: () => resumeAt })
    expect(resumed).toMatchObject({ status: 'running', startsAt: resumeAt.toISOString(), endsAt: at(resumeAt, 23 * DAY_MS - 1234).toISOString() })
  })

  it('ending with pro_rata refunds the unused share once through the sandbox; the order stays paid', async () => {
    const position = await adPosition(1)
    const t0 = new Date('2028-05-01T00:00:00.000Z')
    const [first, b] = await Promise.all([0, 1].map(async () => adOrder(position.key as string)))
    const a = first!.order
    await payNow(a, t0)
    await payNow(b!.order, at(t0, HOUR))
    const id = (await campaignOf(a)).id
    // 12 of 30 days used: 18/30 of 10.00 USD = 6.00; a third of a millisecond later rounds down.
    const endAt = at(t0, 12 * DAY_MS + 1)
    const ended = await endCampaign(payload, id, editor.user, { refund: 'pro_rata', reason: 'Misleading claims' }, { now: () => endAt })
    expect(ended).toMatchObject({ status: 'ended', endReason: 'ended_by_editor', endedAt: endAt.toISOString(), refund: { amount: 599, currency: 'USD', status: 'succeeded' }, refundResult: 'succeeded' })
    // The slot freed: B runs.
    expect((await campaignOf(b!.order)).status).toBe('running')
    // Order History shows the partial refund beside the paid order.
    const history = await listMyOrderHistory(payload, first!.owner, 1, 10)
    expect(history.list.find((o) => o.id === a.id)).toMatchObject({ status: 'paid', price: { amount: 1_000 }, partialRefund: { amount: 599, status: 'succeeded' } })
    const order = await orderById(a.id)
    expect(order.status).toBe('paid')
    expect(order.refund).toMatchObject({ status: 'succeeded', amount: 599 })
    // Again (also with another decision): the state, no second refund.
    const again = await endCampaign(payload, id, editor.user, { refund: 'pro_rata', reason: 'Misleading claims' }, { now: () => at(endAt, DAY_MS) })
    expect(again).toMatchObject({ status: 'ended', refund: { amount: 599 } })
    expect(await endCampaign(payload, id, editor.user, { refund: 'none', reason: 'Changed my mind' }, { now: () => at(endAt, DAY_MS) })).toMatchObject({ refund: { amount: 599 } })
    const log = await eventsOf(a.id)
    expect(log.filter((e) => e.type === 'refund_requested')).toHaveLength(1)
    expect(log.filter((e) => e.type === 'ad_ended')).toHaveLength(1)
    expect(log.find((e) => e.type === 'ad_ended')).toMatchObject({ actor: `user:${editor.user.id}`, details: { refund: 'pro_rata', amount: 599, reason: 'Misleading claims' } })
    // The owner is told, once, that the ad ended early (not that it ran its 30 days).
    expect(await mailJobs(a.id)).toContain('ended')
    expect(await sendOrderMail(payload, a.id, 'ended')).toBe('sent')
    expect(await sendOrderMail(payload, a.id, 'ended')).toBe('already sent')
    const [endedMail] = (await outboxTo(first!.owner.email)).filter((m) => m.subject.endsWith('has ended'))
    expect(endedMail!.text).toContain('was ended early by our editors on')
    expect(endedMail!.text).not.toContain('ran its')
    // Ending with no refund records 0 and refunds nothing; a paused ad's unused time is what was left.
    const { order: c } = await adOrder(position.key as string)
    await payNow(c, at(endAt, HOUR))
    const cid = (await campaignOf(c)).id
    expect(await endCampaign(payload, cid, editor.user, { refund: 'none', reason: 'Policy breach' }, { now: () => at(endAt, 2 * HOUR) })).toMatchObject({ status: 'ended', refund: { amount: 0 }, refundResult: 'none' })
    expect((await orderById(c.id)).refund?.refundRef ?? null).toBeNull()
  })

  it('ending a paused ad refunds its remaining time; a queued one all of it', async () => {
    const position = await adPosition(1)
    const t0 = new Date('2028-07-01T00:00:00.000Z')
    const [a, b] = await Promise.all([0, 1].map(async () => (await adOrder(position.key as string)).order))
    await payNow(a!, t0)
    await payNow(b!, at(t0, HOUR))
    const ida = (await campaignOf(a)).id
    await pauseCampaign(payload, ida, editor.user, {}, { now: () => at(t0, 15 * DAY_MS) })
    // Time while paused is not used: still half.
    expect(await endCampaign(payload, ida, editor.user, { refund: 'pro_rata', reason: 'Owner asked' }, { now: () => at(t0, 20 * DAY_MS) })).toMatchObject({ refund: { amount: 500 } })
    const { order: c } = await adOrder(position.key as string)
    await payNow(c, at(t0, 20 * DAY_MS + HOUR))
    expect((await campaignOf(c)).status).toBe('queued')
    expect(await endCampaign(payload, (await campaignOf(c)).id, editor.user, { refund: 'pro_rata', reason: 'Owner asked' }, { now: () => at(t0, 21 * DAY_MS) })).toMatchObject({ status: 'ended', refund: { amount: 1_000 } })
    expect((await orderById(c.id)).refund).toMatchObject({ amount: 1_000, status: 'succeeded' })
  })

  it('the endpoints: only editors and admins; bad bodies 400 with the message; unknown 404; wrong state 409', async () => {
    const position = await adPosition(2)
    const { order, owner } = await adOrder(position.key as string)
    await payNow(order)
    const id = (await campaignOf(order)).id
    const ownerToken = (await payload.login({ collection: 'users', data: { email: (owner as unknown as { email: string }).email, password: 'correct horse battery staple' } })).token!
    const support = await signedIn('support')
    const admin = await signedIn('admin')

    expect(await post(null, `${id}/pause`, {})).toMatchObject({ status: 401, body: { message: 'Please login first' } })
    for (const token of [ownerToken, support.token]) {
      for (const action of ['pause', 'resume']) expect(await post(token, `${id}/${action}`, {})).toMatchObject({ status: 403, body: { message: 'Only editors can pause, resume or end an ad' } })
      expect((await post(token, `${id}/end`, { refund: 'none', reason: 'Not allowed' })).status).toBe(403)
    }
    expect((await campaignOf(order)).status).toBe('running')

    expect(await post(editor.token, `${id}/end`, {})).toMatchObject({ status: 400, body: { message: "Please choose the refund: 'pro_rata' or 'none'", field: 'refund' } })
    expect(await post(editor.token, `${id}/end`, { refund: 'all', reason: 'Because' })).toMatchObject({ status: 400, body: { field: 'refund' } })
    expect(await post(editor.token, `${id}/end`, { refund: 'none' })).toMatchObject({ status: 400, body: { message: 'Please give the reason for ending the ad (3 to 1000 characters)', field: 'reason' } })
    expect(await post(editor.token, `${id}/end`, { refund: 'none', reason: '  ' })).toMatchObject({ status: 400, body: { field: 'reason' } })
    expect(await post(editor.token, `${id}/end`, { refund: 'none', reason: 'x'.repeat(1001) })).toMatchObject({ status: 400, body: { field: 'reason' } })
    expect(await post(editor.token, `${id}/end`, undefined, '{not json')).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON' } })
    expect(await post(editor.token, `${id}/end`, [1, 2])).toMatchObject({ status: 400, body: { message: 'The request body must be a JSON object' } })
    expect(await post(editor.token, `${id}/pause`, { reason: 42 })).toMatchObject({ status: 400, body: { field: 'reason' } })
    expect(await post(editor.token, `999999999/pause`, {})).toMatchObject({ status: 404, body: { message: 'No such ad campaign' } })
    expect(await post(editor.token, `abc/pause`, {})).toMatchObject({ status: 404 })
    expect(await post(editor.token, `${id}/resume`, {})).toMatchObject({ status: 200, body: { status: 'running' } })

    expect(await post(editor.token, `${id}/pause`)).toMatchObject({ status: 200, body: { status: 'paused' } })
    expect(await post(admin.token, `${id}/resume`, { reason: 'Complaint settled' })).toMatchObject({ status: 200, body: { status: 'running' } })
    expect(await post(admin.token, `${id}/end`, { refund: 'none', reason: 'Campaign withdrawn' })).toMatchObject({ status: 200, body: { status: 'ended', refund: { amount: 0 } } })
    expect(await post(editor.token, `${id}/pause`, {})).toMatchObject({ status: 409, body: { message: 'This ad has ended' } })
    expect(await post(editor.token, `${id}/resume`, {})).toMatchObject({ status: 409, body: { message: 'This ad has ended' } })
    // A queued ad cannot be paused (it is not running).
    const full = await adPosition(1)
    const [x, y] = await Promise.all([0, 1].map(async () => (await adOrder(full.key as string)).order))
    await payNow(x!)
    await payNow(y!)
    expect(await post(editor.token, `${(await campaignOf(y!)).id}/pause`, {})).toMatchObject({ status: 409, body: { message: 'Only a running ad can be paused' } })
    // Nobody edits campaigns through the CMS's own REST.
    const patch = new Request(`http://cms.test/api/ad-campaigns/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', Authorization: `JWT ${editor.token}` }, body: JSON.stringify({ status: 'running' }) })
    expect((await handleEndpoints({ config: payload.config as never, request: patch })).status).toBe(403)
    expect((await campaignsOf(position.id)).find((r) => r.id === id)!.status).toBe('ended')
  })
})
