import { stopProducer } from '@aidir/cms'
import { DAY_MS } from '@aidir/cms/ads'
import { applyPaymentEvent, receivePaymentWebhook } from '@aidir/cms/orders'
import { StripeProvider, WechatPayProvider } from '@aidir/cms/payments'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endCampaign } from '../../../cms/src/ads/editorActions'
import { createAdOrder } from '../../../cms/src/ads/createAdOrder'
import type { Order, User } from '../../../cms/src/payload-types'
import { type FakeStripe, startFakeStripe } from '../../fakes/payments/stripeServer'
import { type FakeWechatPay, startFakeWechatPay } from '../../fakes/payments/wechatPayServer'
import { adPosition, buyer, publishedProduct } from '../ads/adFixtures'
import { payload, userWithRole } from '../helpers'
import { eventsOf, orderById, storedEvents } from '../orders/orderFixtures'

const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

async function fulfil(orderRef: string, now?: Date): Promise<string[]> {
  const outcomes: string[] = []
  for (const row of await storedEvents(orderRef)) if (!row.applied_at) outcomes.push(await applyPaymentEvent(payload, row.id, now ? { now: () => now } : {}))
  return outcomes
}

async function campaignIdOf(order: Order): Promise<number> {
  const found = await payload.find({ collection: 'ad-campaigns', where: { order: { equals: order.id } }, overrideAccess: true, depth: 0 })
  return found.docs[0]!.id as number
}

/**
 * Partial refunds (an ad an editor ended early, refund pro rata) through the real provider clients
 * against the local fakes: the amount asked is the unused share, the order stays paid with the
 * refunded amount recorded, the provider's refund webhook (Stripe charge.refunded with
 * amount_refunded below the amount; WeChat's REFUND.SUCCESS with refund below total) is applied
 * without marking the order refunded, and a replay changes nothing.
 */
describe('partial refunds of an ad ended early', () => {
  let editor: User
  beforeAll(async () => {
    editor = (await userWithRole('editor')) as unknown as User
  })
  afterAll(async () => {
    await stopProducer()
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

    it('refunds the unused share once with amount on the refund; charge.refunded (partial) keeps the order paid; replays change nothing', async () => {
      const position = await adPosition(1)
      const order = await createAdOrder(payload, await buyer(), { productKey: (await publishedProduct()).key, contactEmail: 'ads@example.com', positionKey: position.key }, { provider: stripe })
      expect(order.price).toEqual({ amount: 1_000, currency: 'USD' })
      const t0 = new Date()
      const paid = fake.delivery(fake.pay(order.attempts!.at(-1)!.providerRef!))
      await receivePaymentWebhook(payload, 'stripe', paid.rawBody, paid.headers, { provider: stripe })
      expect(await fulfil(order.orderRef, t0)).toEqual(['paid, running'])

      const refundCalls = () => fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/refunds'))
      const before = refundCalls().length
      // 3 of 30 days used: 27/30 of 10.00 = 9.00.
      const endAt = at(t0, 3 * DAY_MS)
      const id = await campaignIdOf(order)
      const ended = await endCampaign(payload, id, editor, { refund: 'pro_rata', reason: 'Ended by the editor' }, { provider: stripe, now: () => endAt })
      expect(ended).toMatchObject({ status: 'ended', refund: { amount: 900, currency: 'USD' } })
      expect(refundCalls().length - before).toBe(1)
      expect(refundCalls().at(-1)!.params).toMatchObject({ amount: '900' })
      expect(await endCampaign(payload, id, editor, { refund: 'pro_rata', reason: 'Ended by the editor' }, { provider: stripe, now: () => endAt })).toMatchObject({ refund: { amount: 900 } })
      expect(refundCalls().length - before).toBe(1)

      // Stripe's charge.refunded: amount_refunded 900 of 1000, refunded false.
      const event = fake.events.filter((e) => e.type === 'charge.refunded').at(-1)!
      expect(event.data.object).toMatchObject({ amount: 1_000, amount_refunded: 900, refunded: false })
      const delivery = fake.delivery(event)
      expect(await receivePaymentWebhook(payload, 'stripe', delivery.rawBody, delivery.headers, { provider: stripe })).toMatchObject({ status: 200, result: 'accepted' })
      expect(await fulfil(order.orderRef)).toEqual(['no change'])
      expect(await receivePaymentWebhook(payload, 'stripe', delivery.rawBody, delivery.headers, { provider: stripe })).toMatchObject({ status: 200, result: 'duplicate' })
      expect(await fulfil(order.orderRef)).toEqual([])
      const after = await orderById(order.id)
      expect(after.status).toBe('paid')
      expect(after.refund).toMatchObject({ status: 'succeeded', amount: 900 })
      expect((await eventsOf(order.id)).filter((e) => e.type === 'transition').map((e) => e.toStatus)).toEqual(['paid'])
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

    it('asks amount.refund below amount.total; REFUND.SUCCESS records the amount and keeps the order paid; a redelivery changes nothing', async () => {
      const position = await adPosition(1)
      const order = await createAdOrder(payload, await buyer(), { productKey: (await publishedProduct()).key, contactEmail: 'ads@example.com', positionKey: position.key }, { provider: wechat })
      expect(order.price).toEqual({ amount: 7_000, currency: 'CNY' })
      const t0 = new Date()
      const attemptRef = order.attempts!.at(-1)!.attemptRef
      const paid = fake.pay(attemptRef)
      await receivePaymentWebhook(payload, 'wechatpay', paid.rawBody, paid.headers, { provider: wechat })
      expect(await fulfil(order.orderRef, t0)).toEqual(['paid, running'])

      // 10 of 30 days used: 20/30 of ¥70.00 = ¥46.66 (rounded down to the fen).
      const id = await campaignIdOf(order)
      const ended = await endCampaign(payload, id, editor, { refund: 'pro_rata', reason: 'Ended by the editor' }, { provider: wechat, now: () => at(t0, 10 * DAY_MS) })
      expect(ended).toMatchObject({ status: 'ended', refund: { amount: 4_666, currency: 'CNY', status: 'pending' }, refundResult: 'pending' })
      const refund = [...fake.refunds.values()].find((r) => r.out_trade_no === attemptRef)!
      expect(refund.amount).toEqual({ refund: 4_666, total: 7_000 })
      expect(await endCampaign(payload, id, editor, { refund: 'pro_rata', reason: 'Ended by the editor' }, { provider: wechat })).toMatchObject({ refundResult: 'pending' })
      expect([...fake.refunds.values()].filter((r) => r.out_trade_no === attemptRef)).toHaveLength(1)
      expect((await orderById(order.id)).refund).toMatchObject({ status: 'pending', amount: 4_666 })

      const success = fake.settleRefund(refund.out_refund_no, 'SUCCESS')
      expect(await receivePaymentWebhook(payload, 'wechatpay', success.rawBody, success.headers, { provider: wechat })).toMatchObject({ status: 200, result: 'accepted' })
      expect(await fulfil(order.orderRef)).toEqual(['partially refunded'])
      expect(await receivePaymentWebhook(payload, 'wechatpay', success.rawBody, success.headers, { provider: wechat })).toMatchObject({ status: 200, result: 'duplicate' })
      // WeChat notifies again under a new id: recorded already, nothing changes.
      const again = fake.settleRefund(refund.out_refund_no, 'SUCCESS')
      await receivePaymentWebhook(payload, 'wechatpay', again.rawBody, again.headers, { provider: wechat })
      expect(await fulfil(order.orderRef)).toEqual(['no change'])
      const after = await orderById(order.id)
      expect(after.status).toBe('paid')
      expect(after.refund).toMatchObject({ status: 'succeeded', amount: 4_666 })
      const log = await eventsOf(order.id)
      expect(log.filter((e) => e.type === 'refund_succeeded')).toHaveLength(1)
      expect(log.filter((e) => e.type === 'transition').map((e) => e.toStatus)).toEqual(['paid'])
    })
  })

  it('the sandbox marks its refund event partial, and a replayed partial refund changes nothing', async () => {
    const { sandboxProviderOf } = await import('@aidir/cms/orders')
    const sandbox = sandboxProviderOf(payload)!
    const refund = await sandbox.refund({ orderRef: 'o_partial01', providerRef: 'sbx_a_partial01', attemptRef: 'a_partial01', refundRef: 'r_partial01', amount: 400, total: 1_000, currency: 'USD' })
    expect(refund).toMatchObject({ status: 'succeeded', amount: 400 })
    const event = await sandbox.parseWebhook(refund.delivery!.rawBody, refund.delivery!.headers)
    expect(event).toMatchObject({ kind: 'refunded', amount: 400, partial: true })
    const whole = await sandbox.refund({ orderRef: 'o_partial02', providerRef: 'sbx_a_partial02', attemptRef: 'a_partial02', refundRef: 'r_partial02', amount: 1_000, total: 1_000, currency: 'USD' })
    expect(await sandbox.parseWebhook(whole.delivery!.rawBody, whole.delivery!.headers)).not.toHaveProperty('partial')
    await expect(sandbox.refund({ orderRef: 'o_partial03', providerRef: 'sbx_a_partial03', attemptRef: 'a_partial03', refundRef: 'r_partial03', amount: 1_001, total: 1_000, currency: 'USD' })).rejects.toThrow()
  })
})
