import { env, poolOf, stopProducer } from '@aidir/cms'
import { applyPaymentEvent, payMyOrder, receivePaymentWebhook, reconcileOrders, refundOrder, sandboxProviderOf, UNPAID_ORDER_TTL_MS } from '@aidir/cms/orders'
import { type PaymentProvider, PaymentProviderError, StripeProvider, WechatPayProvider } from '@aidir/cms/payments'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as webhookRoute from '@/app/api/payments/webhook/[provider]/route'
import * as sandboxRoute from '@/app/api/payments/sandbox/route'
import { signSandboxEvent } from '../../../cms/src/payments/sandbox/sandboxWebhook'
import { notifySupport } from '../../../tasks/src/jobs/support/notifySupport'
import { type FakeStripe, startFakeStripe } from '../../fakes/payments/stripeServer'
import { type FakeWechatPay, startFakeWechatPay } from '../../fakes/payments/wechatPayServer'
import { payload } from '../helpers'
import { eventsOf, orderById, placeOrder, storedEvents, supportNotes, transitionsOf } from './orderFixtures'

/**
 * Webhooks to fulfilment: verified events stored once and applied exactly once, whatever the
 * order of arrival, replays, crashes or retries; refunds once at the provider; lost webhooks found
 * by reconciliation. The sandbox goes through the storefront's routes; Stripe through its fake.
 */
const sandbox = () => sandboxProviderOf(payload)!
const tokenOf = (redirectUrl: string) => redirectUrl.split('/checkout/sandbox/')[1]!

async function deliver(provider: string, delivery: { rawBody: string; headers: Record<string, string> }) {
  const request = new Request(`http://127.0.0.1:3000/api/payments/webhook/${provider}`, { method: 'POST', headers: delivery.headers, body: delivery.rawBody })
  const response = await webhookRoute.POST(request, { params: Promise.resolve({ provider }) })
  return { status: response.status, body: (await response.json()) as any }
}

/** Runs fulfilment for every stored, unapplied event of an order, as the worker would. */
async function fulfil(orderRef: string) {
  const outcomes: string[] = []
  for (const row of await storedEvents(orderRef)) if (!row.applied_at) outcomes.push(await applyPaymentEvent(payload, row.id))
  return outcomes
}

async function sandboxOrder() {
  const placed = await placeOrder()
  const attempt = placed.order.attempts!.at(-1)!
  return { ...placed, attempt, token: tokenOf(attempt.redirectUrl!) }
}

const sandboxEvent = (kind: 'paid' | 'failed' | 'expired' | 'refunded', order: { orderRef: string }, attemptRef: string, amount = 4_900, currency = 'USD', refundRef?: string) =>
  signSandboxEvent(env().PAYLOAD_SECRET, kind, { providerRef: `sbx_${attemptRef}`, orderRef: order.orderRef, attemptRef, amount, currency, refundRef }, Date.now())

describe('payment webhooks and fulfilment', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('a sandbox payment from the checkout page is fulfilled once: paid, in review, support told', async () => {
    const { order, token } = await sandboxOrder()
    const chosen = await sandboxRoute.POST(new Request('http://127.0.0.1:3000/api/payments/sandbox', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, choice: 'pay' }) }))
    const answer = (await chosen.json()) as any
    expect(chosen.status, JSON.stringify(answer)).toBe(200)
    expect(answer.data).toMatchObject({ paid: true })
    expect(answer.data.returnUrl).toContain('payment=success')
    expect(await fulfil(order.orderRef)).toEqual(['paid'])
    expect((await orderById(order.id)).status).toBe('in_review')
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review'])
    const { rows } = await poolOf(payload).query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'support.notify' AND data->>'kind' = 'order-paid' AND (data->>'id')::int = $1`, [order.id])
    expect(rows[0].n).toBe(1)
    await notifySupport({ kind: 'order-paid', id: order.id }, { payload } as never)
    expect((await supportNotes(order.id)).map((n) => n.kind)).toEqual(['order-paid'])

    // The payer presses Pay again, the provider redelivers: one stored event, nothing moves.
    const replay = await sandbox().sandboxOutcome(token, 'pay')
    expect(await deliver('sandbox', replay)).toMatchObject({ status: 200, body: { data: { received: 'duplicate' } } })
    expect(await storedEvents(order.orderRef)).toHaveLength(1)
    expect(await applyPaymentEvent(payload, (await storedEvents(order.orderRef))[0]!.id)).toBe('already applied')
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review'])
  })

  it('a bad signature is 400 and changes nothing; WeChat Pay gets its own answer shape', async () => {
    const { order, attempt } = await sandboxOrder()
    const good = sandboxEvent('paid', order, attempt.attemptRef)
    const tampered = { ...good, rawBody: good.rawBody.replace('4900', '4901') }
    expect((await deliver('sandbox', tampered)).status).toBe(400)
    expect((await deliver('sandbox', { ...good, headers: { 'content-type': 'application/json' } })).status).toBe(400)
    expect(await storedEvents(order.orderRef)).toEqual([])
    expect((await orderById(order.id)).status).toBe('pending')
    // Not this site's provider (the sandbox is): the WeChat answer shape, and nothing stored.
    const wechat = await deliver('wechatpay', good)
    expect(wechat).toMatchObject({ status: 404, body: { code: 'FAIL' } })
    expect((await deliver('paypal', good)).status).toBe(404)
  })

  it('an event that cannot be read now is 503 (delivered again), and nothing is stored', async () => {
    const { order, attempt } = await sandboxOrder()
    const unreadable = { ...sandbox(), name: 'sandbox', parseWebhook: async () => { throw new PaymentProviderError('sandbox', 'unavailable', 'down') } } as unknown as PaymentProvider
    const delivery = sandboxEvent('paid', order, attempt.attemptRef)
    expect(await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers, { provider: unreadable })).toMatchObject({ status: 503 })
    expect(await storedEvents(order.orderRef)).toEqual([])
  })

  it('the sandbox page of a superseded checkout cannot be paid', async () => {
    const { order, owner, token } = await sandboxOrder()
    await payMyOrder(payload, owner, order.id, {})
    const chosen = await sandboxRoute.POST(new Request('http://127.0.0.1:3000/api/payments/sandbox', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, choice: 'pay' }) }))
    expect(chosen.status).toBe(409)
    expect(((await chosen.json()) as any).message).toBe('Payment failed')
    expect(await storedEvents(order.orderRef)).toEqual([])
  })

  it('an amount or currency that does not match is recorded and flagged for support, not fulfilled', async () => {
    const { order, attempt } = await sandboxOrder()
    expect((await deliver('sandbox', sandboxEvent('paid', order, attempt.attemptRef, 100))).status).toBe(200)
    expect(await fulfil(order.orderRef)).toEqual(['flagged'])
    const after = await orderById(order.id)
    expect(after).toMatchObject({ status: 'pending', flagged: true })
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({ type: 'payment_mismatch', actor: expect.stringMatching(/^sandbox:sbx_evt_/) })
    await notifySupport({ kind: 'order-flagged', id: order.id }, { payload } as never)
    expect((await supportNotes(order.id)).map((n) => n.kind)).toEqual(['order-flagged'])
    const { order: other, attempt: otherAttempt } = await sandboxOrder()
    await deliver('sandbox', sandboxEvent('paid', other, otherAttempt.attemptRef, 4_900, 'EUR'))
    expect(await fulfil(other.orderRef)).toEqual(['flagged'])
  })

  it('out of order: a refund before its payment, then the payment — paid and refunded once each', async () => {
    const { order, attempt } = await sandboxOrder()
    await deliver('sandbox', sandboxEvent('refunded', order, attempt.attemptRef, 4_900, 'USD', 'r_external'))
    expect(await fulfil(order.orderRef)).toEqual(['refunded'])
    await deliver('sandbox', sandboxEvent('paid', order, attempt.attemptRef))
    expect(await fulfil(order.orderRef)).toEqual(['no change'])
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>refunded'])
  })

  it('out of order: a payment after the order expired is honoured', async () => {
    const { order, attempt } = await sandboxOrder()
    // The checkout expired, and the order's time is up.
    await payload.db.updateOne({ collection: 'orders', where: { id: { equals: order.id } }, data: { expiresAt: new Date(Date.now() - 1000).toISOString() } })
    await deliver('sandbox', sandboxEvent('expired', order, attempt.attemptRef))
    expect(await fulfil(order.orderRef)).toEqual(['expired'])
    await deliver('sandbox', sandboxEvent('paid', order, attempt.attemptRef))
    expect(await fulfil(order.orderRef)).toEqual(['paid'])
    expect(await transitionsOf(order.id)).toEqual(['pending>expired', 'expired>paid', 'paid>in_review'])
  })

  it('a failed attempt within the order’s time leaves it pending and payable', async () => {
    const { order, token } = await sandboxOrder()
    await deliver('sandbox', await sandbox().sandboxOutcome(token, 'fail'))
    expect(await fulfil(order.orderRef)).toEqual(['failed'])
    const after = await orderById(order.id)
    expect(after.status).toBe('pending')
    expect(after.attempts!.at(-1)!.state).toBe('failed')
  })

  it('a job killed between the steps, then retried, makes exactly one transition', async () => {
    const { order, attempt } = await sandboxOrder()
    await deliver('sandbox', sandboxEvent('paid', order, attempt.attemptRef))
    const [row] = await storedEvents(order.orderRef)
    const crash = () => {
      throw new Error('worker killed')
    }
    await expect(applyPaymentEvent(payload, row!.id, { interrupt: crash })).rejects.toThrow('worker killed')
    expect((await orderById(order.id)).status).toBe('pending')
    expect((await storedEvents(order.orderRef))[0]!.applied_at).toBeNull()
    // The retry and a concurrent duplicate run: one applies, the other finds it done.
    const outcomes = await Promise.all([applyPaymentEvent(payload, row!.id), applyPaymentEvent(payload, row!.id)])
    expect(outcomes.sort()).toEqual(['already applied', 'paid'])
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review'])
  })

  it('a lost webhook is found by reconciliation; an unpaid order past its time is expired', async () => {
    const { order, token } = await sandboxOrder()
    // The payer paid (the sandbox knows), but the webhook never arrived.
    await sandbox().sandboxOutcome(token, 'pay')
    const later = new Date(Date.now() + 10 * 60_000)
    const report = await reconcileOrders(payload, { now: () => later })
    expect(report.learned).toBeGreaterThanOrEqual(1)
    expect((await orderById(order.id)).status).toBe('in_review')
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review'])
    // Running again learns nothing new about it.
    await reconcileOrders(payload, { now: () => later })
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review'])

    const { order: unpaid } = await sandboxOrder()
    const muchLater = new Date(Date.now() + UNPAID_ORDER_TTL_MS + 60_000)
    await reconcileOrders(payload, { now: () => muchLater })
    const expired = await orderById(unpaid.id)
    expect(expired.status).toBe('expired')
    expect(expired.attempts!.at(-1)!.state).toBe('closed')
  })

  it('a refund twice through the sandbox: one refund, the order refunded once', async () => {
    const { order, token } = await sandboxOrder()
    await deliver('sandbox', await sandbox().sandboxOutcome(token, 'pay'))
    await fulfil(order.orderRef)
    const first = await refundOrder(payload, order.id, 'Rejected: not an AI product', null)
    const second = await refundOrder(payload, order.id, 'Rejected: not an AI product', null)
    expect(first).toMatchObject({ refunded: true, alreadyRequested: false })
    expect(second).toMatchObject({ refunded: true, alreadyRequested: true })
    expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review', 'in_review>refunded'])
  })

  describe('with Stripe (its fake)', () => {
    let fake: FakeStripe
    let stripe: StripeProvider
    beforeAll(async () => {
      fake = await startFakeStripe()
      stripe = new StripeProvider({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, webhookToleranceSeconds: 300, timeoutMs: 2_000 })
    })
    afterAll(async () => {
      await fake.close()
    })

    it('paid through a verified Stripe webhook, replayed, then refunded twice: one refund call at Stripe', async () => {
      const { order } = await placeOrder({ provider: stripe })
      const attempt = order.attempts!.at(-1)!
      expect(attempt.redirectUrl).toContain('/c/pay/')
      const delivery = fake.delivery(fake.pay(attempt.providerRef!))
      expect(await receivePaymentWebhook(payload, 'stripe', delivery.rawBody, delivery.headers, { provider: stripe })).toMatchObject({ status: 200, result: 'accepted' })
      expect(await receivePaymentWebhook(payload, 'stripe', delivery.rawBody, delivery.headers, { provider: stripe })).toMatchObject({ status: 200, result: 'duplicate' })
      const forged = fake.delivery(fake.events.at(-1)!, { secret: 'whsec_not_ours' })
      expect(await receivePaymentWebhook(payload, 'stripe', forged.rawBody, forged.headers, { provider: stripe })).toMatchObject({ status: 400 })
      expect(await fulfil(order.orderRef)).toEqual(['paid'])
      expect((await orderById(order.id)).status).toBe('in_review')

      const refundCalls = () => fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/refunds')).length
      const before = refundCalls()
      await refundOrder(payload, order.id, 'Rejected', null, { provider: stripe })
      await refundOrder(payload, order.id, 'Rejected', null, { provider: stripe })
      expect(refundCalls() - before).toBe(1)
      const after = await orderById(order.id)
      expect(after.refund).toMatchObject({ refundRef: `r_${order.orderRef.slice(2)}` })
      expect(['refunded', 'in_review']).toContain(after.status)
    })
  })

  describe('with WeChat Pay (its fake)', () => {
    let fake: FakeWechatPay
    let wechat: WechatPayProvider
    beforeAll(async () => {
      fake = await startFakeWechatPay()
      wechat = new WechatPayProvider({
        mchid: fake.mchid,
        appid: fake.appid,
        serialNo: fake.merchant.serialNo,
        privateKey: fake.merchant.privateKeyPem,
        platformPublicKey: fake.platform.publicKeyPem,
        platformPublicKeyId: fake.platform.keyId,
        apiV3Key: fake.apiV3Key,
        notifyUrl: 'https://www.example.com/api/payments/webhook/wechatpay',
        apiBase: fake.url,
        timeoutMs: 2_000,
      })
    })
    afterAll(async () => {
      await fake.close()
    })

    it('refreshing the QR closes the old out_trade_no first; the notification of the new one is fulfilled once', async () => {
      const { order, owner } = await placeOrder({ provider: wechat })
      expect(order.price).toEqual({ amount: 29_900, currency: 'CNY' })
      const first = order.attempts!.at(-1)!
      expect(first.codeUrl).toMatch(/^weixin:\/\//)
      const refreshed = await payMyOrder(payload, owner, order.id, { locale: 'zh' }, { provider: wechat })
      const second = refreshed.attempts!.at(-1)!
      expect(second.attemptRef).not.toBe(first.attemptRef)
      expect(fake.orders.get(first.attemptRef)!.tradeState).toBe('CLOSED')
      expect(refreshed.attempts!.map((a) => a.state)).toEqual(['closed', 'open'])

      const delivery = fake.pay(second.attemptRef)
      expect(await receivePaymentWebhook(payload, 'wechatpay', delivery.rawBody, delivery.headers, { provider: wechat })).toMatchObject({ status: 200, result: 'accepted' })
      expect(await receivePaymentWebhook(payload, 'wechatpay', delivery.rawBody, delivery.headers, { provider: wechat })).toMatchObject({ status: 200, result: 'duplicate' })
      const forged = { ...delivery, rawBody: delivery.rawBody.replace('"id":"', '"id":"x') }
      expect(await receivePaymentWebhook(payload, 'wechatpay', forged.rawBody, forged.headers, { provider: wechat })).toMatchObject({ status: 400 })
      expect(await fulfil(order.orderRef)).toEqual(['paid'])
      expect(await transitionsOf(order.id)).toEqual(['pending>paid', 'paid>in_review'])
    })
  })
})
