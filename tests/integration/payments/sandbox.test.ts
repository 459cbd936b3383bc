import { type CheckoutRequest, memorySandboxLedger, PaymentProviderError, SandboxProvider, WebhookRejected } from '@aidir/cms/payments'
import { describe, expect, it } from 'vitest'

/**
 * The sandbox provider: its checkout page token and the webhooks its outcomes produce, which go
 * through the same parseWebhook a real provider's do.
 */
const SECRET = 'test-secret-0123456789abcdef'

function sandbox(clock = { now: Date.now() }) {
  return { clock, provider: new SandboxProvider({ secret: SECRET, siteUrl: 'https://www.example.com', ledger: memorySandboxLedger(), now: () => clock.now }) }
}

let n = 0
function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  n++
  return {
    orderRef: `order${n}xyz`,
    attemptRef: `attempt${n}xyz`,
    amount: 9_900,
    currency: 'CNY',
    description: 'Product submission: premium',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    successUrl: 'https://www.example.com/zh/submission/paid',
    cancelUrl: 'https://www.example.com/zh/submission/pay',
    locale: 'zh',
    ...overrides,
  }
}

const tokenOf = (url: string) => {
  const match = /^https:\/\/www\.example\.com\/zh\/checkout\/sandbox\/([^/]+)$/.exec(url)
  expect(match).not.toBeNull()
  return match![1]!
}

async function thrown<T>(work: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(type)
  return error as T
}

describe('sandbox checkout', () => {
  it('redirects to our own page with a signed token naming the attempt; the same attempt gives the same checkout', async () => {
    const { provider } = sandbox()
    const req = request()
    const checkout = await provider.createCheckout(req)
    expect(checkout).toMatchObject({ provider: 'sandbox', providerRef: `sbx_${req.attemptRef}`, sandbox: true, orderRef: req.orderRef })
    if (checkout.next.kind !== 'redirect') throw new Error('expected a redirect')
    const read = provider.readCheckout(tokenOf(checkout.next.url))
    expect(read).toMatchObject({ ok: true, claims: { attemptRef: req.attemptRef, orderRef: req.orderRef, amount: 9_900, currency: 'CNY' } })
    expect(await provider.createCheckout(req)).toEqual(checkout)
  })

  it('refuses a token that was altered, signed with another secret or has expired', async () => {
    const { provider, clock } = sandbox()
    const checkout = await provider.createCheckout(request())
    const token = tokenOf((checkout.next as { url: string }).url)
    const [body, mac] = token.split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString())
    const cheaper = Buffer.from(JSON.stringify({ ...claims, amount: 1 })).toString('base64url')
    expect(provider.readCheckout(`${cheaper}.${mac}`)).toEqual({ ok: false, reason: 'invalid' })
    const other = new SandboxProvider({ secret: 'another-secret-0123456789', siteUrl: 'https://www.example.com' })
    expect(other.readCheckout(token)).toEqual({ ok: false, reason: 'invalid' })
    expect((await thrown(provider.sandboxOutcome(`${cheaper}.${mac}`, 'pay'), PaymentProviderError)).kind).toBe('refused')
    clock.now += 16 * 60_000
    expect(provider.readCheckout(token)).toEqual({ ok: false, reason: 'expired' })
    expect((await thrown(provider.sandboxOutcome(token, 'pay'), PaymentProviderError)).message).toMatch(/expired/)
  })

  it('turns "pay" into a signed paid webhook that parseWebhook verifies, and query then says paid', async () => {
    const { provider } = sandbox()
    const req = request()
    const checkout = await provider.createCheckout(req)
    const delivery = await provider.sandboxOutcome(tokenOf((checkout.next as { url: string }).url), 'pay')
    const event = await provider.parseWebhook(delivery.rawBody, delivery.headers)
    expect(event).toMatchObject({ kind: 'paid', provider: 'sandbox', providerRef: checkout.providerRef, orderRef: req.orderRef, attemptRef: req.attemptRef, amount: 9_900, currency: 'CNY', sandbox: true })
    expect(event.eventId).toMatch(/^sbx_evt_/)
    expect(await provider.queryPayment(checkout)).toMatchObject({ status: 'paid', sandbox: true, amount: 9_900 })
  })

  it('turns "fail" into a failed event; choosing again repeats the first outcome with the same event id', async () => {
    const { provider, clock } = sandbox()
    const checkout = await provider.createCheckout(request())
    const token = tokenOf((checkout.next as { url: string }).url)
    const first = await provider.sandboxOutcome(token, 'fail')
    const failed = await provider.parseWebhook(first.rawBody, first.headers)
    expect(failed.kind).toBe('failed')
    clock.now += 5_000
    const again = await provider.sandboxOutcome(token, 'pay')
    const replayed = await provider.parseWebhook(again.rawBody, again.headers)
    expect(replayed).toMatchObject({ kind: 'failed', eventId: failed.eventId })
    expect((await provider.queryPayment(checkout)).status).toBe('failed')
  })

  it('closes an unpaid attempt so it can no longer be paid, and refuses to close a paid one', async () => {
    const { provider } = sandbox()
    const open = await provider.createCheckout(request())
    expect((await provider.queryPayment(open)).status).toBe('pending')
    await provider.closePayment(open)
    expect((await provider.queryPayment(open)).status).toBe('expired')
    expect((await thrown(provider.sandboxOutcome(tokenOf((open.next as { url: string }).url), 'pay'), PaymentProviderError)).message).toMatch(/closed/)
    const paid = await provider.createCheckout(request())
    await provider.sandboxOutcome(tokenOf((paid.next as { url: string }).url), 'pay')
    expect((await thrown(provider.closePayment(paid), PaymentProviderError)).kind).toBe('refused')
  })

  it('refunds with a refunded event through the same webhook path; the same refund reference gives the same refund and event id', async () => {
    const { provider } = sandbox()
    const req = request()
    const checkout = await provider.createCheckout(req)
    await provider.sandboxOutcome(tokenOf((checkout.next as { url: string }).url), 'pay')
    const refundRequest = { orderRef: req.orderRef, providerRef: checkout.providerRef, attemptRef: req.attemptRef, refundRef: `refund${n}xyz`, amount: 9_900, currency: 'CNY' }
    const refund = await provider.refund(refundRequest)
    expect(refund).toMatchObject({ status: 'succeeded', sandbox: true, amount: 9_900 })
    const event = await provider.parseWebhook(refund.delivery!.rawBody, refund.delivery!.headers)
    expect(event).toMatchObject({ kind: 'refunded', orderRef: req.orderRef, attemptRef: req.attemptRef, refundRef: refundRequest.refundRef, amount: 9_900, sandbox: true })
    const again = await provider.refund(refundRequest)
    expect(again.refundId).toBe(refund.refundId)
    expect((await provider.parseWebhook(again.delivery!.rawBody, again.delivery!.headers)).eventId).toBe(event.eventId)
    expect((await provider.queryPayment(checkout)).status).toBe('refunded')
    const unpaid = await provider.createCheckout(request())
    await provider.sandboxOutcome(tokenOf((unpaid.next as { url: string }).url), 'fail')
    expect((await thrown(provider.refund({ ...refundRequest, attemptRef: unpaid.attemptRef, refundRef: 'refund_unpaid' }), PaymentProviderError)).kind).toBe('refused')
  })
})

describe('sandbox webhooks', () => {
  async function paidDelivery() {
    const { provider, clock } = sandbox()
    const checkout = await provider.createCheckout(request())
    return { provider, clock, delivery: await provider.sandboxOutcome(tokenOf((checkout.next as { url: string }).url), 'pay') }
  }

  it('rejects a bad signature, a missing header, and a body signed by another secret', async () => {
    const { provider, delivery } = await paidDelivery()
    const header = delivery.headers['x-sandbox-signature']!
    const flipped = header.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`)
    expect((await thrown(provider.parseWebhook(delivery.rawBody, { 'x-sandbox-signature': flipped }), WebhookRejected)).reason).toBe('bad_signature')
    expect((await thrown(provider.parseWebhook(delivery.rawBody, {}), WebhookRejected)).reason).toBe('bad_signature')
    const other = new SandboxProvider({ secret: 'another-secret-0123456789', siteUrl: 'https://www.example.com' })
    expect((await thrown(other.parseWebhook(delivery.rawBody, delivery.headers), WebhookRejected)).reason).toBe('bad_signature')
  })

  it('rejects a tampered amount and a stale timestamp', async () => {
    const { provider, clock, delivery } = await paidDelivery()
    const tampered = delivery.rawBody.replace('"amount":9900', '"amount":1')
    expect(tampered).not.toBe(delivery.rawBody)
    expect((await thrown(provider.parseWebhook(tampered, delivery.headers), WebhookRejected)).reason).toBe('bad_signature')
    expect((await provider.parseWebhook(delivery.rawBody, delivery.headers)).kind).toBe('paid')
    clock.now += 301_000
    expect((await thrown(provider.parseWebhook(delivery.rawBody, delivery.headers), WebhookRejected)).reason).toBe('stale_timestamp')
  })

  it('rejects a signed body that is not a sandbox event', async () => {
    const { createHmac } = await import('node:crypto')
    const { derivedToken } = await import('@aidir/cms/lib')
    const { provider } = sandbox()
    const t = Math.floor(Date.now() / 1000)
    const body = JSON.stringify({ id: 'sbx_evt_x', type: 'sandbox.payment.paid', created: t, data: { orderRef: 'o' } })
    const v1 = createHmac('sha256', derivedToken(SECRET, 'payments-sandbox-webhook')).update(`${t}.${body}`).digest('hex')
    expect((await thrown(provider.parseWebhook(body, { 'x-sandbox-signature': `t=${t},v1=${v1}` }), WebhookRejected)).reason).toBe('malformed')
  })
})
