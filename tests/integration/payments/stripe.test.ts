import { type CheckoutRequest, PaymentProviderError, StripeProvider, type StripeProviderConfig, WebhookRejected } from '@aidir/cms/payments'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from '../../fakes/payments/stripeServer'

/**
 * The Stripe provider, i.e. the official SDK under our resilience policies, against a local server
 * speaking Stripe's REST shapes, idempotency and webhook signatures.
 */
let fake: FakeStripe
let attempt = 0

const provider = (overrides: Partial<StripeProviderConfig> = {}) =>
  new StripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiBase: fake.url,
    webhookToleranceSeconds: 300,
    timeoutMs: 2_000,
    maxRetries: 3,
    random: () => 0,
    ...overrides,
  })

function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  attempt++
  return {
    orderRef: `ord_${attempt}0000`,
    attemptRef: `att_${attempt}_${Date.now()}`,
    amount: 4_900,
    currency: 'USD',
    description: 'Product submission: standard',
    expiresAt: new Date(Date.now() + 45 * 60_000),
    successUrl: 'https://www.example.com/en/submission/paid',
    cancelUrl: 'https://www.example.com/en/submission/pay',
    locale: 'en',
    ...overrides,
  }
}

async function failure(work: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PaymentProviderError)
  return error as PaymentProviderError
}

async function rejection(work: Promise<unknown>): Promise<WebhookRejected> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(WebhookRejected)
  return error as WebhookRejected
}

/** A paid checkout: created through the provider, paid by the fake's payer. */
async function paidCheckout(stripe: StripeProvider) {
  const req = request()
  const checkout = await stripe.createCheckout(req)
  const event = fake.pay(checkout.providerRef)
  return { req, checkout, event }
}

beforeAll(async () => {
  fake = await startFakeStripe()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => {
  fake.faults.length = 0
})

describe('Stripe checkout', () => {
  it('creates a Checkout Session with the price, our references and an idempotency key per attempt', async () => {
    const req = request({ locale: 'ja', currency: 'JPY', amount: 7_500 })
    const checkout = await provider().createCheckout(req)
    expect(checkout).toMatchObject({ provider: 'stripe', orderRef: req.orderRef, attemptRef: req.attemptRef, sandbox: false })
    expect(checkout.next).toEqual({ kind: 'redirect', url: `${fake.url}/c/pay/${checkout.providerRef}` })
    expect(checkout.expiresAt.getTime()).toBe(Math.floor((req.expiresAt as Date).getTime() / 1000) * 1000)
    const sent = fake.requests.at(-1)!
    expect(sent.idempotencyKey).toBe(`checkout-${req.attemptRef}`)
    expect(sent.params).toMatchObject({
      mode: 'payment',
      client_reference_id: req.orderRef,
      locale: 'ja',
      metadata: { order_ref: req.orderRef, attempt_ref: req.attemptRef },
      payment_intent_data: { metadata: { order_ref: req.orderRef, attempt_ref: req.attemptRef } },
      line_items: [{ quantity: '1', price_data: { currency: 'jpy', unit_amount: '7500', product_data: { name: 'Product submission: standard' } } }],
    })
  })

  it('returns the same session when the same attempt is created again, and refuses the attempt with another amount', async () => {
    const stripe = provider()
    const req = request()
    const first = await stripe.createCheckout(req)
    const sessionsBefore = fake.sessions.size
    const again = await stripe.createCheckout(req)
    expect(again.providerRef).toBe(first.providerRef)
    expect(fake.sessions.size).toBe(sessionsBefore)
    const changed = await failure(stripe.createCheckout({ ...req, amount: 1 }))
    expect(changed.kind).toBe('invalid_request')
    expect(changed.message).toMatch(/same parameters/)
  })

  it('refuses a request that does not fit the interface before calling Stripe', async () => {
    const before = fake.requests.length
    const bad = await failure(provider().createCheckout(request({ attemptRef: 'no spaces allowed', amount: 12.5 })))
    expect(bad.kind).toBe('invalid_request')
    expect(bad.message).toMatch(/attemptRef/)
    expect(bad.message).toMatch(/amount/)
    expect(fake.requests.length).toBe(before)
  })

  it('queries a session: pending, then paid with its payment intent', async () => {
    const stripe = provider()
    const req = request()
    const checkout = await stripe.createCheckout(req)
    expect(await stripe.queryPayment(checkout)).toMatchObject({ status: 'pending', amount: 4_900, currency: 'USD', orderRef: req.orderRef, attemptRef: req.attemptRef })
    fake.pay(checkout.providerRef)
    const paid = await stripe.queryPayment(checkout)
    expect(paid.status).toBe('paid')
    expect(paid.paymentRef).toMatch(/^pi_/)
  })

  it('expires an open session, accepts closing it again, and refuses to close a paid one', async () => {
    const stripe = provider()
    const checkout = await stripe.createCheckout(request())
    await stripe.closePayment(checkout)
    expect((await stripe.queryPayment(checkout)).status).toBe('expired')
    await stripe.closePayment(checkout)
    const { checkout: paid } = await paidCheckout(stripe)
    expect((await failure(stripe.closePayment(paid))).kind).toBe('refused')
  })

  it('refunds a payment once: the same refund reference returns the same refund', async () => {
    const stripe = provider()
    const { req, checkout } = await paidCheckout(stripe)
    const paymentRef = (await stripe.queryPayment(checkout)).paymentRef!
    const refundRequest = { orderRef: req.orderRef, providerRef: checkout.providerRef, attemptRef: req.attemptRef, refundRef: `ref_${req.attemptRef}`.slice(0, 32), amount: 4_900, currency: 'USD' }
    const refund = await stripe.refund(refundRequest)
    expect(refund).toMatchObject({ provider: 'stripe', status: 'succeeded', amount: 4_900, currency: 'USD' })
    const again = await stripe.refund({ ...refundRequest, paymentRef })
    expect(again.refundId).toBe(refund.refundId)
    expect((await stripe.queryPayment(checkout)).status).toBe('refunded')
    expect(fake.requests.at(-1)!.params).toEqual({ expand: ['payment_intent.latest_charge'] })
    expect(fake.events.filter((e) => e.type === 'charge.refunded' && (e.data.object as { payment_intent: string }).payment_intent === paymentRef)).toHaveLength(1)
    // A second refund under another reference is Stripe's to refuse: the charge is refunded.
    const twice = await failure(stripe.refund({ ...refundRequest, refundRef: `other_${refund.refundId}`.slice(0, 32) }))
    expect(twice.extra.vendorCode).toBe('charge_already_refunded')
  })
})

describe('Stripe webhooks', () => {
  it('turns checkout.session.completed into a paid event carrying our references', async () => {
    const stripe = provider()
    const { req, checkout, event } = await paidCheckout(stripe)
    const delivery = fake.delivery(event)
    const parsed = await stripe.parseWebhook(delivery.rawBody, delivery.headers)
    expect(parsed).toMatchObject({ kind: 'paid', provider: 'stripe', providerRef: checkout.providerRef, orderRef: req.orderRef, attemptRef: req.attemptRef, amount: 4_900, currency: 'USD', eventId: event.id, sandbox: false })
    expect(parsed.kind === 'paid' && parsed.paymentRef).toMatch(/^pi_/)
    // A Buffer and fetch Headers work as well as a string and a plain object.
    expect(await stripe.parseWebhook(Buffer.from(delivery.rawBody), new Headers(delivery.headers))).toEqual(parsed)
  })

  it('gives a replayed event the same event id', async () => {
    const stripe = provider()
    const { event } = await paidCheckout(stripe)
    const first = await stripe.parseWebhook(fake.delivery(event).rawBody, fake.delivery(event).headers)
    const later = fake.delivery(event, { timestamp: Math.floor(Date.now() / 1000) + 1 })
    const replay = await stripe.parseWebhook(later.rawBody, later.headers)
    expect(replay.eventId).toBe(first.eventId)
    expect(replay).toEqual(first)
  })

  it('turns checkout.session.expired and charge.refunded into expired and refunded events', async () => {
    const stripe = provider()
    const open = await stripe.createCheckout(request())
    await stripe.closePayment(open)
    const expired = fake.events.findLast((e) => e.type === 'checkout.session.expired')!
    const d1 = fake.delivery(expired)
    expect(await stripe.parseWebhook(d1.rawBody, d1.headers)).toMatchObject({ kind: 'expired', providerRef: open.providerRef, attemptRef: open.attemptRef })

    const { req, checkout } = await paidCheckout(stripe)
    await stripe.refund({ orderRef: req.orderRef, providerRef: checkout.providerRef, attemptRef: req.attemptRef, refundRef: `rf_${req.attemptRef}`.slice(0, 32), amount: 4_900, currency: 'USD' })
    const refunded = fake.events.findLast((e) => e.type === 'charge.refunded')!
    const d2 = fake.delivery(refunded)
    expect(await stripe.parseWebhook(d2.rawBody, d2.headers)).toMatchObject({ kind: 'refunded', orderRef: req.orderRef, attemptRef: req.attemptRef, amount: 4_900, currency: 'USD' })
  })

  it('reads our references from the payment intent when a refunded charge does not carry them', async () => {
    const stripe = provider()
    fake.settings.chargeCarriesMetadata = false
    try {
      const { req, checkout } = await paidCheckout(stripe)
      await stripe.refund({ orderRef: req.orderRef, providerRef: checkout.providerRef, attemptRef: req.attemptRef, refundRef: `rm_${req.attemptRef}`.slice(0, 32), amount: 4_900, currency: 'USD' })
      const refunded = fake.events.findLast((e) => e.type === 'charge.refunded')!
      expect((refunded.data.object as { metadata: object }).metadata).toEqual({})
      const delivery = fake.delivery(refunded)
      expect(await stripe.parseWebhook(delivery.rawBody, delivery.headers)).toMatchObject({ kind: 'refunded', orderRef: req.orderRef, attemptRef: req.attemptRef })
      expect(fake.requests.at(-1)!.path).toMatch(/^\/v1\/payment_intents\/pi_/)
    } finally {
      fake.settings.chargeCarriesMetadata = true
    }
  })

  it('rejects a bad signature, a missing header, a stale timestamp and a tampered amount', async () => {
    const stripe = provider()
    const { event } = await paidCheckout(stripe)
    const wrongSecret = fake.delivery(event, { secret: 'whsec_someoneelse' })
    expect((await rejection(stripe.parseWebhook(wrongSecret.rawBody, wrongSecret.headers))).reason).toBe('bad_signature')
    expect((await rejection(stripe.parseWebhook(fake.delivery(event).rawBody, {}))).reason).toBe('bad_signature')
    const stale = fake.delivery(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })
    expect((await rejection(stripe.parseWebhook(stale.rawBody, stale.headers))).reason).toBe('stale_timestamp')
    const good = fake.delivery(event)
    const tampered = good.rawBody.replace('"amount_total": 4900', '"amount_total": 1')
    expect(tampered).not.toBe(good.rawBody)
    expect((await rejection(stripe.parseWebhook(tampered, good.headers))).reason).toBe('bad_signature')
  })

  it('rejects a signed event whose object lacks what we rely on, and ignores event types it does not handle', async () => {
    const stripe = provider()
    const { event } = await paidCheckout(stripe)
    const broken = structuredClone(event)
    delete (broken.data.object as Record<string, unknown>).expires_at
    const d1 = fake.delivery(broken)
    expect((await rejection(stripe.parseWebhook(d1.rawBody, d1.headers))).reason).toBe('malformed')
    const other = { ...structuredClone(event), id: 'evt_other', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } }
    const d2 = fake.delivery(other)
    expect(await stripe.parseWebhook(d2.rawBody, d2.headers)).toEqual({ kind: 'ignored', provider: 'stripe', eventId: 'evt_other', type: 'customer.created', sandbox: false })
  })
})

describe('Stripe faults', () => {
  it('waits out a 429 for at least its Retry-After, then succeeds with the same idempotency key', async () => {
    const delays: number[] = []
    const stripe = provider({ onRetry: ({ delayMs }) => delays.push(delayMs) })
    fake.faults.push({ kind: 'http', status: 429, retryAfter: '0.3' })
    const req = request()
    const checkout = await stripe.createCheckout(req)
    expect(checkout.providerRef).toMatch(/^cs_test_/)
    expect(delays).toEqual([300])
    expect(fake.requests.filter((r) => r.idempotencyKey === `checkout-${req.attemptRef}`)).toHaveLength(1)
  })

  it('retries 5xx answers and fails as unavailable when they persist', async () => {
    const retries: number[] = []
    const stripe = provider({ maxRetries: 2, onRetry: ({ attempt: n }) => retries.push(n) })
    fake.faults.push({ kind: 'http', status: 500 }, { kind: 'http', status: 503 })
    expect((await stripe.createCheckout(request())).providerRef).toMatch(/^cs_test_/)
    expect(retries).toEqual([1, 2])
    fake.faults.push({ kind: 'http', status: 500 }, { kind: 'http', status: 502 }, { kind: 'http', status: 500 })
    const error = await failure(stripe.createCheckout(request()))
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true })
    expect(error.extra.status).toBe(500)
  })

  it('retries a 409 (the same idempotency key still in flight) but not a reused key with other parameters', async () => {
    const retries: number[] = []
    const stripe = provider({ onRetry: ({ attempt: n }) => retries.push(n) })
    fake.faults.push({ kind: 'http', status: 409 })
    const req = request()
    expect((await stripe.createCheckout(req)).providerRef).toMatch(/^cs_test_/)
    expect(retries).toEqual([1])
    expect((await failure(stripe.createCheckout({ ...req, description: 'Another package' }))).retryable).toBe(false)
    expect(retries).toEqual([1])
  })

  it('gives up on an attempt that hangs past the timeout and retries it', async () => {
    const stripe = provider({ timeoutMs: 1_000 })
    fake.faults.push({ kind: 'hang' })
    expect((await stripe.createCheckout(request())).providerRef).toMatch(/^cs_test_/)
    fake.faults.push({ kind: 'hang' })
    const error = await failure(provider({ timeoutMs: 1_000, maxRetries: 0 }).createCheckout(request()))
    expect(error.kind).toBe('timeout')
  })

  it('does not retry a refused key, and opens the circuit after repeated outages', async () => {
    const retries: number[] = []
    const wrongKey = new StripeProvider({ secretKey: 'sk_test_wrong', webhookSecret: fake.webhookSecret, apiBase: fake.url, webhookToleranceSeconds: 300, timeoutMs: 1_000, onRetry: ({ attempt: n }) => retries.push(n) })
    const refused = await failure(wrongKey.createCheckout(request()))
    expect(refused).toMatchObject({ kind: 'refused', retryable: false })
    expect(retries).toEqual([])

    const stripe = provider({ maxRetries: 0 })
    for (let i = 0; i < 8; i++) {
      fake.faults.push({ kind: 'http', status: 503 })
      expect((await failure(stripe.createCheckout(request()))).kind).toBe('unavailable')
    }
    const before = fake.requests.length
    expect((await failure(stripe.createCheckout(request()))).kind).toBe('circuit_open')
    expect(fake.requests.length).toBe(before)
  })
})
