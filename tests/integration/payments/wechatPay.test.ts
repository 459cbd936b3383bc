import { generateKeyPairSync } from 'node:crypto'
import { type CheckoutRequest, chinaTime, PaymentProviderError, qrCodeDataUrl, type WechatPayConfig, WechatPayProvider, WebhookRejected } from '@aidir/cms/payments'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeWechatPay, startFakeWechatPay } from '../../fakes/payments/wechatPayServer'

/**
 * Our WeChat Pay API v3 client (Native payment) against a local server that checks our request
 * signatures with the merchant public key, signs its answers with the platform key and encrypts
 * its notifications with the APIv3 key, all generated for the run.
 */
let fake: FakeWechatPay
let n = 0

const provider = (overrides: Partial<WechatPayConfig> = {}) =>
  new WechatPayProvider({
    mchid: fake.mchid,
    appid: fake.appid,
    serialNo: fake.merchant.serialNo,
    // PEM text as the settings carry it; the keys themselves in the other tests.
    privateKey: fake.merchant.privateKeyPem.replace(/\n/g, '\\n'),
    platformPublicKey: fake.platform.publicKeyPem,
    platformPublicKeyId: fake.platform.keyId,
    apiV3Key: fake.apiV3Key,
    notifyUrl: 'https://www.example.com/api/payments/notify/wechatpay',
    apiBase: fake.url,
    timeoutMs: 2_000,
    maxRetries: 3,
    random: () => 0,
    ...overrides,
  })

function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  n++
  return {
    orderRef: `ORD${n}${Date.now()}`,
    attemptRef: `ATT${n}${Date.now()}`,
    amount: 19_900,
    currency: 'CNY',
    description: '产品收录 标准套餐',
    expiresAt: new Date(Date.now() + 10 * 60_000),
    successUrl: 'https://www.example.com/submission/paid',
    cancelUrl: 'https://www.example.com/submission/pay',
    locale: 'zh',
    ...overrides,
  }
}

async function thrown<T>(work: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(type)
  return error as T
}

async function paidAttempt(wechat: WechatPayProvider) {
  const req = request()
  const checkout = await wechat.createCheckout(req)
  return { req, checkout, notification: fake.pay(req.attemptRef) }
}

beforeAll(async () => {
  fake = await startFakeWechatPay()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => {
  fake.faults.length = 0
})

describe('WeChat Pay Native orders', () => {
  it('places a signed Native order and returns its code_url, time_expire in China time and our order in attach', async () => {
    const req = request()
    const checkout = await provider().createCheckout(req)
    expect(checkout).toMatchObject({ provider: 'wechatpay', providerRef: req.attemptRef, attemptRef: req.attemptRef, orderRef: req.orderRef, sandbox: false })
    expect(checkout.next).toEqual({ kind: 'qr', codeUrl: fake.orders.get(req.attemptRef as string)!.codeUrl })
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v3/pay/transactions/native',
      body: { appid: fake.appid, mchid: fake.mchid, out_trade_no: req.attemptRef, attach: req.orderRef, time_expire: chinaTime(req.expiresAt as Date), amount: { total: 19_900, currency: 'CNY' } },
    })
    expect(chinaTime(new Date('2026-01-01T00:00:00.400Z'))).toBe('2026-01-01T08:00:00+08:00')
  })

  it('gives the same code_url when the same attempt is placed again, and refuses it with another amount', async () => {
    const wechat = provider()
    const req = request()
    const first = await wechat.createCheckout(req)
    expect(await wechat.createCheckout(req)).toEqual(first)
    const changed = await thrown(wechat.createCheckout({ ...req, amount: 1 }), PaymentProviderError)
    expect(changed).toMatchObject({ kind: 'invalid_request' })
    expect(changed.extra.vendorCode).toBe('INVALID_REQUEST')
  })

  it('refuses a currency other than yuan before calling WeChat Pay', async () => {
    const before = fake.requests.length
    expect((await thrown(provider().createCheckout(request({ currency: 'USD' })), PaymentProviderError)).kind).toBe('unsupported')
    expect(fake.requests.length).toBe(before)
  })

  it('is refused by WeChat Pay when the request is signed with another merchant key', async () => {
    const refusedBefore = fake.refusedSignatures
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const error = await thrown(provider({ privateKey: stranger }).createCheckout(request()), PaymentProviderError)
    expect(error).toMatchObject({ kind: 'refused', retryable: false })
    expect(error.extra.vendorCode).toBe('SIGN_ERROR')
    expect(fake.refusedSignatures).toBe(refusedBefore + 1)
  })

  it('queries an attempt: NOTPAY is pending, SUCCESS is paid with the transaction id and our order', async () => {
    const wechat = provider()
    const req = request()
    const checkout = await wechat.createCheckout(req)
    expect(await wechat.queryPayment(checkout)).toMatchObject({ status: 'pending', amount: 19_900, currency: 'CNY', orderRef: req.orderRef })
    fake.pay(req.attemptRef)
    const paid = await wechat.queryPayment(checkout)
    expect(paid).toMatchObject({ status: 'paid', paymentRef: fake.orders.get(req.attemptRef)!.transactionId })
    expect(paid.paidAt).toBeInstanceOf(Date)
    const missing = await thrown(wechat.queryPayment({ providerRef: 'NOSUCHORDER1', attemptRef: 'NOSUCHORDER1' }), PaymentProviderError)
    expect(missing.extra.vendorCode).toBe('ORDER_NOT_EXIST')
  })

  it('closes an expired QR (a refresh is a new attempt), and refuses to close a paid one', async () => {
    const wechat = provider()
    const req = request()
    const old = await wechat.createCheckout(req)
    await wechat.closePayment(old)
    expect((await wechat.queryPayment(old)).status).toBe('expired')
    await wechat.closePayment(old)
    const refreshed = await wechat.createCheckout({ ...req, attemptRef: `${req.attemptRef}R` })
    expect(refreshed.next).not.toEqual(old.next)
    expect((await thrown(wechat.createCheckout(req), PaymentProviderError)).extra.vendorCode).toBe('ORDER_CLOSED')
    const { checkout: paid } = await paidAttempt(wechat)
    const refused = await thrown(wechat.closePayment(paid), PaymentProviderError)
    expect(refused).toMatchObject({ kind: 'refused', retryable: false })
    expect(refused.extra.vendorCode).toBe('ORDERPAID')
    // An attempt whose create never reached WeChat Pay is as unpayable as a closed one.
    await wechat.closePayment({ providerRef: 'NEVERPLACED01', attemptRef: 'NEVERPLACED01' })
  })

  it('refunds once: the same out_refund_no returns the same refund', async () => {
    const wechat = provider()
    const { req, checkout } = await paidAttempt(wechat)
    const refundRequest = { orderRef: req.orderRef, providerRef: checkout.providerRef, attemptRef: req.attemptRef, refundRef: `RF${req.attemptRef}`.slice(0, 32), amount: 19_900, currency: 'CNY', reason: '审核未通过' }
    const refund = await wechat.refund(refundRequest)
    expect(refund).toMatchObject({ provider: 'wechatpay', status: 'pending', amount: 19_900, currency: 'CNY', refundRef: refundRequest.refundRef })
    expect((await wechat.refund(refundRequest)).refundId).toBe(refund.refundId)
    expect([...fake.refunds.values()].filter((r) => r.out_trade_no === req.attemptRef)).toHaveLength(1)
  })

  it('renders the code_url as an SVG or PNG data URL', async () => {
    const { checkout } = await paidAttempt(provider())
    const codeUrl = (checkout.next as { codeUrl: string }).codeUrl
    const svg = await qrCodeDataUrl(codeUrl)
    expect(svg).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(svg.split(',')[1]!, 'base64').toString()).toMatch(/^<svg[^>]+viewBox/)
    const png = await qrCodeDataUrl(codeUrl, 'png', 200)
    expect(Buffer.from(png.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG')
  })
})

describe('WeChat Pay notifications', () => {
  it('verifies and decrypts TRANSACTION.SUCCESS into a paid event', async () => {
    const wechat = provider()
    const { req, notification } = await paidAttempt(wechat)
    const event = await wechat.parseWebhook(notification.rawBody, notification.headers)
    expect(event).toMatchObject({ kind: 'paid', provider: 'wechatpay', providerRef: req.attemptRef, orderRef: req.orderRef, attemptRef: req.attemptRef, amount: 19_900, currency: 'CNY', sandbox: false })
    expect(event.eventId).toBe(JSON.parse(notification.rawBody).id)
    expect(event.kind === 'paid' && event.paymentRef).toBe(fake.orders.get(req.attemptRef)!.transactionId)
    // A redelivery carries the same notification id.
    const again = await wechat.parseWebhook(Buffer.from(notification.rawBody), new Headers(notification.headers))
    expect(again).toEqual(event)
  })

  it('turns REFUND.SUCCESS into refunded and REFUND.ABNORMAL or CLOSED into a failed refund, with the order read from the transaction', async () => {
    const wechat = provider()
    for (const [status, kind] of [['SUCCESS', 'refunded'], ['ABNORMAL', 'failed'], ['CLOSED', 'failed']] as const) {
      const { req, checkout } = await paidAttempt(wechat)
      const refundRef = `RF${req.attemptRef}`.slice(0, 32)
      await wechat.refund({ orderRef: req.orderRef, providerRef: checkout.providerRef, attemptRef: req.attemptRef, refundRef, amount: 19_900, currency: 'CNY' })
      const delivery = fake.settleRefund(refundRef, status)
      expect(await wechat.parseWebhook(delivery.rawBody, delivery.headers)).toMatchObject({ kind, orderRef: req.orderRef, attemptRef: req.attemptRef, refundRef, amount: 19_900, currency: 'CNY' })
    }
  })

  it('rejects a notification signed with another key, naming another key, stale, or with a tampered amount', async () => {
    const wechat = provider()
    const { req } = await paidAttempt(wechat)
    const transaction = { appid: fake.appid, mchid: fake.mchid, out_trade_no: req.attemptRef, transaction_id: '4200000000000000001', trade_state: 'SUCCESS', attach: req.orderRef, amount: { total: 19_900, currency: 'CNY' } }
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const forged = fake.notification('TRANSACTION.SUCCESS', transaction, { signingKey: stranger })
    expect((await thrown(wechat.parseWebhook(forged.rawBody, forged.headers), WebhookRejected)).reason).toBe('bad_signature')
    const otherSerial = fake.notification('TRANSACTION.SUCCESS', transaction, { serial: 'PUB_KEY_ID_SOMEONEELSE' })
    expect((await thrown(wechat.parseWebhook(otherSerial.rawBody, otherSerial.headers), WebhookRejected)).reason).toBe('bad_signature')
    const stale = fake.notification('TRANSACTION.SUCCESS', transaction, { timestamp: Math.floor(Date.now() / 1000) - 600 })
    expect((await thrown(wechat.parseWebhook(stale.rawBody, stale.headers), WebhookRejected)).reason).toBe('stale_timestamp')
    const good = fake.notification('TRANSACTION.SUCCESS', transaction)
    // The amount is inside the ciphertext: a changed byte there breaks the signature first, and the GCM tag too.
    const body = JSON.parse(good.rawBody)
    const bytes = Buffer.from(body.resource.ciphertext, 'base64')
    bytes[40]! ^= 1
    const tampered = JSON.stringify({ ...body, resource: { ...body.resource, ciphertext: bytes.toString('base64') } })
    expect((await thrown(wechat.parseWebhook(tampered, good.headers), WebhookRejected)).reason).toBe('bad_signature')
    expect((await thrown(wechat.parseWebhook(good.rawBody, {}), WebhookRejected)).reason).toBe('bad_signature')
  })

  it('rejects a correctly signed notification whose resource does not decrypt with our APIv3 key', async () => {
    const wechat = provider()
    const { req } = await paidAttempt(wechat)
    const resource = { appid: fake.appid, mchid: fake.mchid, out_trade_no: req.attemptRef, trade_state: 'SUCCESS', attach: req.orderRef, amount: { total: 19_900 } }
    const wrongKey = fake.notification('TRANSACTION.SUCCESS', resource, { apiV3Key: 'ThisIsNotTheMerchantApiV3Key0000' })
    expect((await thrown(wechat.parseWebhook(wrongKey.rawBody, wrongKey.headers), WebhookRejected)).reason).toBe('decryption_failed')
  })

  it('rejects a decrypted resource of another merchant or without what we rely on, and ignores other event types', async () => {
    const wechat = provider()
    const { req } = await paidAttempt(wechat)
    const base = { appid: fake.appid, mchid: fake.mchid, out_trade_no: req.attemptRef, trade_state: 'SUCCESS', attach: req.orderRef, amount: { total: 19_900, currency: 'CNY' } }
    const foreign = fake.notification('TRANSACTION.SUCCESS', { ...base, mchid: '1230000109' })
    expect((await thrown(wechat.parseWebhook(foreign.rawBody, foreign.headers), WebhookRejected)).reason).toBe('malformed')
    const noAmount = fake.notification('TRANSACTION.SUCCESS', { ...base, amount: undefined })
    expect((await thrown(wechat.parseWebhook(noAmount.rawBody, noAmount.headers), WebhookRejected)).reason).toBe('malformed')
    const other = fake.notification('PROFITSHARING.SUCCESS', { mchid: fake.mchid }, { id: 'evt-profit-1' })
    expect(await wechat.parseWebhook(other.rawBody, other.headers)).toEqual({ kind: 'ignored', provider: 'wechatpay', eventId: 'evt-profit-1', type: 'PROFITSHARING.SUCCESS', sandbox: false })
  })
})

describe('WeChat Pay faults', () => {
  it('waits out FREQUENCY_LIMITED (429) for its Retry-After and retries the same out_trade_no', async () => {
    const delays: number[] = []
    const wechat = provider({ onRetry: ({ delayMs }) => delays.push(delayMs) })
    fake.faults.push({ kind: 'http', status: 429, retryAfter: '0.25' })
    const req = request()
    expect((await wechat.createCheckout(req)).next.kind).toBe('qr')
    expect(delays).toEqual([250])
    expect(fake.requests.filter((r) => (r.body as { out_trade_no?: string } | undefined)?.out_trade_no === req.attemptRef)).toHaveLength(1)
  })

  it('retries SYSTEM_ERROR (5xx) and fails as unavailable when it persists', async () => {
    const wechat = provider({ maxRetries: 1 })
    fake.faults.push({ kind: 'http', status: 500 })
    expect((await wechat.createCheckout(request())).next.kind).toBe('qr')
    fake.faults.push({ kind: 'http', status: 500 }, { kind: 'http', status: 502 })
    const error = await thrown(wechat.createCheckout(request()), PaymentProviderError)
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true })
    expect(error.extra.vendorCode).toBe('SYSTEM_ERROR')
  })

  it('gives up on an answer that hangs past the timeout and retries', async () => {
    fake.faults.push({ kind: 'hang' })
    expect((await provider({ timeoutMs: 1_000 }).createCheckout(request())).next.kind).toBe('qr')
    fake.faults.push({ kind: 'hang' })
    expect((await thrown(provider({ timeoutMs: 1_000, maxRetries: 0 }).createCheckout(request()), PaymentProviderError)).kind).toBe('timeout')
  })

  it('rejects an answer that is not signed by the platform key, without retrying it', async () => {
    const retries: number[] = []
    const wechat = provider({ onRetry: ({ attempt }) => retries.push(attempt) })
    fake.faults.push({ kind: 'forged' })
    const error = await thrown(wechat.createCheckout(request()), PaymentProviderError)
    expect(error).toMatchObject({ kind: 'bad_signature', retryable: false })
    expect(retries).toEqual([])
  })
})
