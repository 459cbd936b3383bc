import type { z } from 'zod'
import {
  type AttemptRef,
  type Checkout,
  type CheckoutRequest,
  checked,
  checkoutRequestSchema,
  headerOf,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentState,
  type PaymentStatus,
  type Refund,
  type RefundRequest,
  refundRequestSchema,
  type WebhookHeaders,
  WebhookRejected,
} from '../PaymentProvider'
import { safeJson, type WechatPayConfig, WechatPayClient } from './wechatPayClient'
import { decryptResource } from './wechatPayResource'
import { nativeOrderResponseSchema, notificationSchema, refundResourceSchema, refundResponseSchema, transactionSchema, type WechatTransaction } from './wechatPaySchemas'

/** Native payment is in yuan only: amounts are integers of fen. */
const CURRENCY = 'CNY'

const stateOf: Record<WechatTransaction['trade_state'], PaymentStatus> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'expired',
  REVOKED: 'expired',
  PAYERROR: 'failed',
}

/** RFC 3339 in China time, the form time_expire is documented with (2018-06-08T10:34:56+08:00). */
export function chinaTime(date: Date): string {
  const shifted = new Date(Math.floor(date.getTime() / 1000) * 1000 + 8 * 3600_000)
  return `${shifted.toISOString().slice(0, 19)}+08:00`
}

/**
 * WeChat Pay API v3, Native payment: an attempt is one out_trade_no (our attemptRef) whose
 * code_url the page shows as a QR code; a refreshed QR is a new attempt and the old one is closed.
 * The order reference rides in `attach` and comes back in the query and the notification.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechatpay' as const
  readonly sandbox = false
  private readonly client: WechatPayClient

  constructor(config: WechatPayConfig) {
    this.client = new WechatPayClient(config)
  }

  private get config(): WechatPayConfig {
    return this.client.config
  }

  async createCheckout(input: CheckoutRequest): Promise<Checkout> {
    const request = checked('wechatpay', checkoutRequestSchema, input)
    if (request.currency !== CURRENCY) throw new PaymentProviderError('wechatpay', 'unsupported', `Native payment takes ${CURRENCY} only, not ${request.currency}`)
    const answer = await this.client.request('POST', '/v3/pay/transactions/native', {
      appid: this.config.appid,
      mchid: this.config.mchid,
      description: request.description,
      out_trade_no: request.attemptRef,
      time_expire: chinaTime(request.expiresAt),
      attach: request.orderRef,
      notify_url: this.config.notifyUrl,
      amount: { total: request.amount, currency: CURRENCY },
    })
    const { code_url } = this.parse(nativeOrderResponseSchema, answer.body, 'native order')
    return {
      provider: 'wechatpay',
      providerRef: request.attemptRef,
      orderRef: request.orderRef,
      attemptRef: request.attemptRef,
      expiresAt: new Date(Math.floor(request.expiresAt.getTime() / 1000) * 1000),
      next: { kind: 'qr', codeUrl: code_url },
      sandbox: false,
    }
  }

  async queryPayment(ref: AttemptRef): Promise<PaymentState> {
    const transaction = await this.transaction(ref.attemptRef)
    return {
      provider: 'wechatpay',
      providerRef: transaction.out_trade_no,
      attemptRef: transaction.out_trade_no,
      orderRef: transaction.attach,
      status: stateOf[transaction.trade_state],
      amount: transaction.amount?.total ?? 0,
      currency: transaction.amount?.currency ?? CURRENCY,
      paymentRef: transaction.transaction_id,
      paidAt: transaction.success_time ? new Date(transaction.success_time) : undefined,
      sandbox: false,
    }
  }

  async closePayment(ref: AttemptRef): Promise<void> {
    try {
      await this.client.request('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(ref.attemptRef)}/close`, { mchid: this.config.mchid })
    } catch (error) {
      // An order WeChat Pay never registered (its create failed) cannot be paid either: closed enough.
      if (error instanceof PaymentProviderError && /^ORDER_?NOT_?EXIST$/.test(error.extra.vendorCode ?? '')) return
      throw error
    }
  }

  async refund(input: RefundRequest): Promise<Refund> {
    const request = checked('wechatpay', refundRequestSchema, input)
    const answer = await this.client.request('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.attemptRef,
      out_refund_no: request.refundRef,
      reason: request.reason,
      notify_url: this.config.notifyUrl,
      // total is the payment's (WeChat refuses any other); refund below it is a partial refund.
      amount: { refund: request.amount, total: request.total ?? request.amount, currency: CURRENCY },
    })
    const refund = this.parse(refundResponseSchema, answer.body, 'refund')
    const status = refund.status === 'SUCCESS' ? 'succeeded' : refund.status === 'PROCESSING' ? 'pending' : 'failed'
    return { provider: 'wechatpay', refundId: refund.refund_id, refundRef: refund.out_refund_no, status, amount: refund.amount.refund, currency: refund.amount.currency ?? CURRENCY, sandbox: false }
  }

  /**
   * A notification: platform signature and timestamp first, then the resource decrypted with the
   * APIv3 key (the GCM tag proves it was not altered), then its schema. A refund notification
   * does not carry `attach`, so the order is read from the transaction it refunds.
   */
  async parseWebhook(rawBody: string | Buffer, headers: WebhookHeaders): Promise<PaymentEvent> {
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')
    const verdict = this.client.verify({ get: (name) => headerOf(headers, name) }, body)
    if (!verdict.ok) throw new WebhookRejected('wechatpay', verdict.reason === 'stale_timestamp' ? 'stale_timestamp' : 'bad_signature', `notification ${verdict.reason}`)
    const envelope = notificationSchema.safeParse(safeJson(body))
    if (!envelope.success) throw new WebhookRejected('wechatpay', 'malformed', envelope.error.message)
    const notification = envelope.data
    let plain: string
    try {
      plain = decryptResource(this.config.apiV3Key, notification.resource)
    } catch (error) {
      throw new WebhookRejected('wechatpay', 'decryption_failed', (error as Error).message, { cause: error })
    }
    const base = { provider: 'wechatpay' as const, eventId: notification.id, sandbox: false }
    const resource = safeJson(plain)

    if (notification.event_type === 'TRANSACTION.SUCCESS') {
      const transaction = this.resource(transactionSchema, resource)
      if (transaction.mchid !== this.config.mchid || transaction.appid !== this.config.appid) throw new WebhookRejected('wechatpay', 'malformed', 'the transaction belongs to another merchant or app')
      if (transaction.trade_state !== 'SUCCESS' || transaction.amount?.total === undefined || !transaction.attach) throw new WebhookRejected('wechatpay', 'malformed', 'a success notification without a successful, attributed amount')
      return {
        ...base,
        kind: 'paid',
        providerRef: transaction.out_trade_no,
        orderRef: transaction.attach,
        attemptRef: transaction.out_trade_no,
        amount: transaction.amount.total,
        currency: transaction.amount.currency ?? CURRENCY,
        paymentRef: transaction.transaction_id,
        occurredAt: new Date(transaction.success_time ?? notification.create_time),
      }
    }
    if (/^REFUND\.(SUCCESS|ABNORMAL|CLOSED)$/.test(notification.event_type)) {
      const refund = this.resource(refundResourceSchema, resource)
      if (refund.mchid !== this.config.mchid) throw new WebhookRejected('wechatpay', 'malformed', 'the refund belongs to another merchant')
      const orderRef = (await this.transaction(refund.out_trade_no)).attach
      if (!orderRef) throw new WebhookRejected('wechatpay', 'malformed', `transaction ${refund.out_trade_no} carries no order reference`)
      return {
        ...base,
        // A refund that failed leaves the payment standing: orders flag it for support.
        kind: refund.refund_status === 'SUCCESS' ? 'refunded' : 'failed',
        providerRef: refund.out_trade_no,
        orderRef,
        attemptRef: refund.out_trade_no,
        amount: refund.amount.refund,
        currency: CURRENCY,
        paymentRef: refund.transaction_id,
        refundRef: refund.out_refund_no,
        ...(refund.amount.refund < refund.amount.total ? { partial: true } : {}),
        occurredAt: new Date(refund.success_time ?? notification.create_time),
      }
    }
    return { kind: 'ignored', provider: 'wechatpay', eventId: notification.id, type: notification.event_type, sandbox: false }
  }

  private async transaction(outTradeNo: string): Promise<WechatTransaction> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.config.mchid)}`
    return this.parse(transactionSchema, (await this.client.request('GET', path)).body, 'transaction')
  }

  private parse<S extends z.ZodType>(schema: S, body: string, what: string): z.output<S> {
    const result = schema.safeParse(safeJson(body))
    if (!result.success) throw new PaymentProviderError('wechatpay', 'bad_response', `${what}: ${result.error.message}`)
    return result.data
  }

  private resource<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
    const result = schema.safeParse(value)
    if (!result.success) throw new WebhookRejected('wechatpay', 'malformed', `resource: ${result.error.message}`)
    return result.data
  }
}
