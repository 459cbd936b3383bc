import { createPgSearchIndex, env, poolOf, stopProducer } from '@aidir/cms'
import { handleEndpoints } from 'payload'
import { applyPaymentEvent, approveSubmission, createSubmissionOrder, productsAtSameDomain, rejectSubmission, readReviewQueue, receivePaymentWebhook, sandboxProviderOf, sendOrderMail } from '@aidir/cms/orders'
import { type PaymentProvider, StripeProvider } from '@aidir/cms/payments'
import { ZodError } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signSandboxEvent } from '../../../cms/src/payments/sandbox/sandboxWebhook'
import { notifySupport } from '../../../tasks/src/jobs/support/notifySupport'
import { indexRecord } from '../../../tasks/src/jobs/search/indexRecord'
import { type FakeStripe, startFakeStripe } from '../../fakes/payments/stripeServer'
import { cmsApi } from '../accessMatrix/cmsApi'
import { categoryId, createProduct, payload, userWithRole } from '../helpers'
import { customer, eventsOf, orderById, placeOrder, storedEvents, submissionPackage, form, transitionsOf } from './orderFixtures'
import type { User } from '../../../cms/src/payload-types'

/**
 * Support's decisions on paid submissions: approve lists one published product owned by the
 * submitter, reject refunds once, the two exclude each other, only support may decide (through the
 * decision endpoint and through Payload's REST), and each order mail goes out once.
 */
const api = cmsApi(payload)

async function fulfil(orderRef: string) {
  for (const row of await storedEvents(orderRef)) if (!row.applied_at) await applyPaymentEvent(payload, row.id)
}

/** A submission paid through the sandbox and fulfilled, as the worker leaves it: in review. */
async function paidSubmission(extra: Record<string, unknown> = {}, deps: { provider?: PaymentProvider } = {}) {
  const owner = await customer()
  const pkg = await submissionPackage()
  const order = await createSubmissionOrder(payload, owner, form(pkg.id, { category: await categoryId(), ...extra }), deps)
  if (!deps.provider) {
    const attempt = order.attempts!.at(-1)!
    const delivery = signSandboxEvent(env().PAYLOAD_SECRET, 'paid', { providerRef: `sbx_${attempt.attemptRef}`, orderRef: order.orderRef, attemptRef: attempt.attemptRef, amount: 4_900, currency: 'USD' }, Date.now())
    expect((await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)).status).toBe(200)
    await fulfil(order.orderRef)
  }
  return { owner, order: await orderById(order.id) }
}

/** The sandbox provider with its refund calls counted. */
function countingSandbox() {
  const inner = sandboxProviderOf(payload)!
  let refunds = 0
  const provider = new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === 'refund') return (...args: Parameters<PaymentProvider['refund']>) => ((refunds += 1), target.refund(...args))
      const value = Reflect.get(target, prop, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  }) as PaymentProvider
  return { provider, refunds: () => refunds }
}

async function staff(role: 'support' | 'editor' | 'customer' | 'admin') {
  const user = await userWithRole(role)
  const { token } = await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })
  return { user: user as unknown as User, token: token! }
}

async function decide(token: string | null, id: number | string, body: unknown) {
  const request = new Request(`http://cms.test/api/review/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) }, body: JSON.stringify(body) })
  const res = await handleEndpoints({ config: payload.config as never, request })
  return { status: res.status, body: (await res.json()) as any }
}

async function mailJobs(orderId: number) {
  const { rows } = await poolOf(payload).query(`SELECT data->>'mail' AS mail FROM pgboss.job WHERE name = 'orders.mail' AND (data->>'orderId')::int = $1 ORDER BY created_on`, [orderId])
  return rows.map((r) => r.mail as string)
}

async function outboxTo(address: string) {
  const found = await payload.find({ collection: 'outbox', where: { to: { equals: address } }, sort: 'createdAt', limit: 50, overrideAccess: true })
  return found.docs
}

describe('review decisions', () => {
  let support: { user: User; token: string }
  beforeAll(async () => {
    support = await staff('support')
  })
  afterAll(async () => {
    await stopProducer()
  })

  it('approve lists one published product owned by the submitter, searchable; approving again changes nothing', async () => {
    const { owner, order } = await paidSubmission({ productName: 'Quillbright Review Writer', shortDescription: 'Drafts product reviews from bullet points.' })
    expect(order.status).toBe('in_review')
    expect(order.paidAt).toBeTruthy()
    const first = await approveSubmission(payload, order.id, { shortDescription: 'Drafts product reviews from your bullet points.' }, support.user)
    const second = await approveSubmission(payload, order.id, {}, support.user)
    expect(first.alreadyApproved).toBe(false)
    expect(second).toEqual({ ...first, alreadyApproved: true })
    const products = await payload.find({ collection: 'products', where: { owner: { equals: owner.id } }, overrideAccess: true, depth: 0 })
    expect(products.docs).toHaveLength(1)
    const product = products.docs[0]!
    expect(product).toMatchObject({ id: first.productId, key: first.productKey, name: 'Quillbright Review Writer', status: 'published', _status: 'published', description: 'Drafts product reviews from your bullet points.' })
    // Visitors see it: read without access override, as the storefront does.
    expect((await payload.find({ collection: 'products', where: { key: { equals: first.productKey } }, overrideAccess: false })).docs).toHaveLength(1)
    const after = await orderById(order.id)
    expect(after).toMatchObject({ status: 'approved', product: first.productId, decidedBy: support.user.id })
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review', 'in_review>approved'])
    const decision = (await eventsOf(order.id)).find((e) => e.toStatus === 'approved')!
    expect(decision.actor).toBe(`user:${support.user.id}`)
    expect(decision.details).toMatchObject({ decision: 'approve', product: first.productId, edits: { shortDescription: 'Drafts product reviews from your bullet points.' } })

    // The product's hooks queued its search indexing and the storefront's revalidation in the same transaction.
    const { rows } = await poolOf(payload).query(
      `SELECT name, data FROM pgboss.job WHERE (name = 'search.index' AND (data->>'id')::int = $1) OR (name = 'storefront.revalidate' AND data->>'collection' = 'products' AND data::text LIKE $2)`,
      [first.productId, `%${first.productKey}%`],
    )
    expect(rows.map((r) => r.name).sort()).toEqual(['search.index', 'storefront.revalidate'])
    await indexRecord({ entity: 'products', id: first.productId, op: 'upsert' }, { payload } as never)
    const hits = await createPgSearchIndex(payload).search({ text: 'Quillbright', locale: 'en', entities: ['products'], limit: 5 })
    expect(hits.hits.map((h) => h.key)).toContain(first.productKey)
  })

  it('reject needs a reason, refunds once however often it is pressed, and the two decisions exclude each other', async () => {
    const { order } = await paidSubmission()
    const sandbox = countingSandbox()
    await expect(rejectSubmission(payload, order.id, '  ', support.user, { provider: sandbox.provider })).rejects.toBeInstanceOf(ZodError)
    await expect(rejectSubmission(payload, order.id, undefined, support.user, { provider: sandbox.provider })).rejects.toThrow('Please give the reason for the rejection')
    expect((await orderById(order.id)).status).toBe('in_review')

    const first = await rejectSubmission(payload, order.id, 'The site is not an AI product.', support.user, { provider: sandbox.provider })
    const second = await rejectSubmission(payload, order.id, 'Pressed twice', support.user, { provider: sandbox.provider })
    expect(first).toMatchObject({ alreadyRejected: false, refund: { refunded: true, alreadyRequested: false } })
    expect(second).toMatchObject({ alreadyRejected: true, refund: { refunded: true, alreadyRequested: true } })
    expect(sandbox.refunds()).toBe(1)
    const after = await orderById(order.id)
    expect(after).toMatchObject({ status: 'refunded', rejectionReason: 'The site is not an AI product.', decidedBy: support.user.id, refund: { status: 'succeeded', reason: 'The site is not an AI product.' } })
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review', 'in_review>rejected', 'rejected>refunded'])
    expect((await eventsOf(order.id)).filter((e) => e.type === 'refund_requested')).toHaveLength(1)

    await expect(approveSubmission(payload, order.id, {}, support.user)).rejects.toThrow('This submission was rejected: it can no longer be approved')
    const { order: approved } = await paidSubmission()
    await approveSubmission(payload, approved.id, {}, support.user)
    await expect(rejectSubmission(payload, approved.id, 'Changed my mind', support.user)).rejects.toThrow('This submission was approved: it can no longer be rejected')
    expect((await orderById(approved.id)).status).toBe('approved')
  })

  it('a pending (unpaid) order can be neither approved nor rejected', async () => {
    const { order } = await placeOrder()
    await expect(approveSubmission(payload, order.id, {}, support.user)).rejects.toThrow('This order is not waiting for review')
    await expect(rejectSubmission(payload, order.id, 'No payment', support.user)).rejects.toThrow('This order is not waiting for review')
  })

  it('a URL whose domain already has a published product can still be approved; the queue shows both sides', async () => {
    // The storefront refuses a submission of a listed site; one paid before that site was listed reaches support.
    const { order } = await paidSubmission({ officialUrl: 'https://www.twin-domain-review.example/new' })
    const listed = await createProduct({ url: 'https://twin-domain-review.example/about' })
    const queue = await readReviewQueue(payload)
    expect(queue.waiting.map((w) => w.id)).toContain(order.id)
    expect((await productsAtSameDomain(payload, order.submission!.officialUrl!)).map((p) => p.id)).toContain(listed.id)
    const approval = await approveSubmission(payload, order.id, { productName: 'Twin Domain Two' }, support.user)
    expect(approval.productId).not.toBe(listed.id)
  })

  it('with Stripe: reject twice makes one refund call at Stripe', async () => {
    const fake: FakeStripe = await startFakeStripe()
    try {
      const stripe = new StripeProvider({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, webhookToleranceSeconds: 300, timeoutMs: 2_000 })
      const { order } = await paidSubmission({}, { provider: stripe })
      const delivery = fake.delivery(fake.pay(order.attempts!.at(-1)!.providerRef!))
      await receivePaymentWebhook(payload, 'stripe', delivery.rawBody, delivery.headers, { provider: stripe })
      await fulfil(order.orderRef)
      expect((await orderById(order.id)).status).toBe('in_review')
      const refundCalls = () => fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/refunds')).length
      await rejectSubmission(payload, order.id, 'Duplicate of a listed product', support.user, { provider: stripe })
      await rejectSubmission(payload, order.id, 'Duplicate of a listed product', support.user, { provider: stripe })
      expect(refundCalls()).toBe(1)
      expect(['rejected', 'refunded']).toContain((await orderById(order.id)).status)
    } finally {
      await fake.close()
    }
  })

  it('only support and admins decide: the decision endpoint checks the role, input and state; Payload REST writes nothing', async () => {
    const { order } = await paidSubmission()
    const customerSession = await staff('customer')
    const editor = await staff('editor')
    await expect(approveSubmission(payload, order.id, {}, editor.user)).rejects.toThrow('Only support staff can review submissions')
    await expect(rejectSubmission(payload, order.id, 'No', customerSession.user)).rejects.toThrow('Only support staff can review submissions')

    expect((await decide(null, order.id, { decision: 'approve' })).status).toBe(401)
    for (const who of [customerSession, editor]) {
      expect(await decide(who.token, order.id, { decision: 'approve' })).toMatchObject({ status: 403, body: { message: 'Only support staff can review submissions' } })
      expect((await decide(who.token, order.id, { decision: 'reject', reason: 'Not an AI product' })).status).toBe(403)
      // Payload's own REST: no update of the order, no product created in its name.
      expect((await api.rest('PATCH', `/orders/${order.id}`, who.token, { status: 'approved' })).status).toBe(403)
      expect((await api.rest('POST', '/products', who === editor ? undefined : who.token, { key: 'x-sneaky', name: 'x' })).status).toBe(403)
    }
    expect((await api.rest('PATCH', `/orders/${order.id}`, support.token, { status: 'approved' })).status).toBe(403)
    expect((await orderById(order.id)).status).toBe('in_review')

    expect(await decide(support.token, order.id, { decision: 'reject', reason: '' })).toMatchObject({ status: 400, body: { message: 'Please give the reason for the rejection' } })
    expect(await decide(support.token, order.id, { decision: 'approve', edits: { officialUrl: 'not a url' } })).toMatchObject({ status: 400, body: { message: 'Please enter a valid URL' } })
    expect((await decide(support.token, order.id, { decision: 'maybe' })).status).toBe(400)
    expect((await decide(support.token, 'abc', { decision: 'approve' })).status).toBe(404)
    expect((await decide(support.token, 2_000_000_000, { decision: 'approve' })).status).toBe(404)
    const approved = await decide(support.token, order.id, { decision: 'approve', edits: { productName: 'Renamed By Support' } })
    expect(approved).toMatchObject({ status: 200, body: { alreadyApproved: false } })
    expect(await decide(support.token, order.id, { decision: 'reject', reason: 'Too late' })).toMatchObject({ status: 409, body: { message: 'This submission was approved: it can no longer be rejected' } })
    const product = await payload.findByID({ collection: 'products', id: approved.body.productId, overrideAccess: true, depth: 0 })
    expect(product.name).toBe('Renamed By Support')
  })

  it('support is told of a new paid submission, linked to its review page', async () => {
    const { order } = await paidSubmission()
    await notifySupport({ kind: 'order-paid', id: order.id }, { payload } as never)
    const notes = await payload.find({ collection: 'support-notifications', where: { source: { equals: `order-paid:${order.id}` } }, overrideAccess: true })
    expect(notes.docs).toHaveLength(1)
    expect(notes.docs[0]!.link).toBe(`/admin/review/${order.id}`)
  })

  it('mails: paid, approved and rejected queued once each and sent once each, in the order language', async () => {
    const owner = await customer()
    await payload.update({ collection: 'users', id: owner.id, data: { preferredLocale: 'ja' }, overrideAccess: true })
    const pkg = await submissionPackage()
    const placed = await createSubmissionOrder(payload, owner, form(pkg.id, { category: await categoryId(), productName: 'Mailtest Approve' }))
    const attempt = placed.attempts!.at(-1)!
    const delivery = signSandboxEvent(env().PAYLOAD_SECRET, 'paid', { providerRef: `sbx_${attempt.attemptRef}`, orderRef: placed.orderRef, attemptRef: attempt.attemptRef, amount: 4_900, currency: 'USD' }, Date.now())
    await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)
    await fulfil(placed.orderRef)
    const approval = await approveSubmission(payload, placed.id, {}, support.user)
    expect(await mailJobs(placed.id)).toEqual(['paid', 'approved'])

    // A retried or duplicated job sends nothing more.
    expect(await sendOrderMail(payload, placed.id, 'paid')).toBe('sent')
    expect(await sendOrderMail(payload, placed.id, 'paid')).toBe('already sent')
    const [a, b] = await Promise.all([sendOrderMail(payload, placed.id, 'approved'), sendOrderMail(payload, placed.id, 'approved')])
    expect([a, b].sort()).toEqual(['already sent', 'sent'])
    const email = (owner as unknown as { email: string }).email
    const mails = await outboxTo(email)
    expect(mails).toHaveLength(2)
    expect(mails[0]!.subject).toContain('お支払いを受け付けました')
    expect(mails[1]!.subject).toContain('Mailtest Approve')
    expect(mails[1]!.text).toContain(`/ja/details/${approval.productKey}`)

    const { owner: rejectedOwner, order } = await paidSubmission({ productName: 'Mailtest Reject' })
    await rejectSubmission(payload, order.id, 'The site does not load.', support.user)
    expect(await mailJobs(order.id)).toEqual(['paid', 'rejected'])
    expect(await sendOrderMail(payload, order.id, 'rejected')).toBe('sent')
    expect(await sendOrderMail(payload, order.id, 'rejected')).toBe('already sent')
    const rejectedMails = await outboxTo((rejectedOwner as unknown as { email: string }).email)
    expect(rejectedMails).toHaveLength(1)
    expect(rejectedMails[0]!.text).toContain('The site does not load.')
    expect(rejectedMails[0]!.text).toMatch(/refunded in full/)
  })

  it('the queue lists waiting submissions oldest payment first and the latest decisions with who decided', async () => {
    const older = await paidSubmission()
    const newer = await paidSubmission()
    await poolOf(payload).query(`UPDATE orders SET paid_at = now() - interval '10 days' WHERE id = $1`, [older.order.id])
    const queue = await readReviewQueue(payload)
    const ids = queue.waiting.map((w) => w.id)
    expect(ids.indexOf(older.order.id)).toBeLessThan(ids.indexOf(newer.order.id))
    expect(queue.waiting.find((w) => w.id === older.order.id)!.clock.overdue).toBe(true)
    expect(queue.waiting.find((w) => w.id === newer.order.id)!.clock.overdue).toBe(false)
    expect(queue.overdueTotal).toBeGreaterThanOrEqual(1)
    await rejectSubmission(payload, older.order.id, 'Old and unreachable', support.user)
    const after = await readReviewQueue(payload)
    expect(after.waiting.map((w) => w.id)).not.toContain(older.order.id)
    expect(after.decided[0]).toMatchObject({ id: older.order.id, status: 'refunded', decidedBy: (support.user as unknown as { email: string }).email, rejectionReason: 'Old and unreachable' })
  })
})
