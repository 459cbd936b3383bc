import { z } from 'zod'
import { isCurrencyCode } from '../lib/money'

/**
 * One interface for every way the site takes money (Stripe Checkout, WeChat Pay Native, the
 * sandbox). An order makes one *attempt* per checkout it opens (a refreshed WeChat QR is a new
 * attempt); the attempt's reference is the idempotency key at the provider, so retrying a create
 * never opens a second checkout. Amounts are integers in the currency's minor units (lib/money.ts).
 */
export type ProviderName = 'stripe' | 'wechatpay' | 'sandbox'

/**
 * Our references travel through the providers and come back in their webhooks. WeChat's
 * out_trade_no (6–32 of [A-Za-z0-9_-|*]) is the narrowest field, so every provider takes that form.
 */
export const paymentRefSchema = z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, 'must be 6-32 letters, digits, _ or -')

export const checkoutRequestSchema = z.object({
  orderRef: paymentRefSchema,
  attemptRef: paymentRefSchema,
  amount: z.number().int().positive(),
  currency: z.string().refine(isCurrencyCode, 'must be an ISO 4217 currency code'),
  description: z.string().min(1).max(127),
  /** When the checkout stops accepting payment; the attempt stores it, so a retried create is identical. */
  expiresAt: z.date(),
  successUrl: z.url(),
  cancelUrl: z.url(),
  /** The payer's language (the sandbox page's path, Stripe's page language). */
  locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).default('en'),
})
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>

export type CheckoutNext = { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string }

export type Checkout = {
  provider: ProviderName
  /** The provider's id of this attempt: Checkout Session id, out_trade_no, sandbox attempt id. */
  providerRef: string
  orderRef: string
  attemptRef: string
  expiresAt: Date
  next: CheckoutNext
  sandbox: boolean
}

/** Where the provider's id of an attempt is known; WeChat needs only our attemptRef (its out_trade_no). */
export type AttemptRef = { providerRef: string; attemptRef: string }

export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'failed' | 'refunded'

export type PaymentState = {
  provider: ProviderName
  providerRef: string
  attemptRef: string
  orderRef?: string
  status: PaymentStatus
  amount: number
  currency: string
  /** The payment's own id once paid (Stripe payment_intent, WeChat transaction_id), which refunds name. */
  paymentRef?: string
  paidAt?: Date
  sandbox: boolean
}

export const refundRequestSchema = z.object({
  orderRef: paymentRefSchema,
  providerRef: z.string().min(1),
  attemptRef: paymentRefSchema,
  /** Stripe refunds a payment_intent; WeChat and the sandbox need only the attempt. */
  paymentRef: z.string().min(1).optional(),
  /** Ours, one per refund: the idempotency key (WeChat's out_refund_no). */
  refundRef: paymentRefSchema,
  amount: z.number().int().positive(),
  /**
   * What the payment was (the order's price). A refund `amount` below it is partial (an ad ended
   * early); WeChat Pay needs it in every refund request. Without it the refund is of the whole payment.
   */
  total: z.number().int().positive().optional(),
  currency: z.string().refine(isCurrencyCode, 'must be an ISO 4217 currency code'),
  reason: z.string().max(80).optional(),
}).refine((r) => r.total === undefined || r.amount <= r.total, { message: 'a refund cannot exceed the payment', path: ['amount'] })
export type RefundRequest = z.input<typeof refundRequestSchema>

export type RefundStatus = 'succeeded' | 'pending' | 'failed'

export type Refund = {
  provider: ProviderName
  refundId: string
  refundRef: string
  status: RefundStatus
  amount: number
  currency: string
  sandbox: boolean
  /** The sandbox has no one to call us back: the refunded event to feed through parseWebhook. */
  delivery?: WebhookDelivery
}

/** A webhook as it reached us: the raw body (signatures cover its exact bytes) and the headers. */
export type WebhookDelivery = { rawBody: string; headers: Record<string, string> }
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>

/**
 * What a verified webhook means for an order, the same for every provider. `eventId` is the
 * provider's id of the notification, stable across its redeliveries, so orders can drop a replay.
 * `ignored` is a genuine event that changes nothing (the route answers 200 so it is not resent).
 */
export type PaymentEvent =
  | {
      kind: 'paid' | 'expired' | 'failed' | 'refunded'
      provider: ProviderName
      providerRef: string
      orderRef: string
      attemptRef: string
      amount: number
      currency: string
      eventId: string
      occurredAt: Date
      paymentRef?: string
      /** A refund's own reference when the provider tells it (WeChat's out_refund_no, the sandbox). */
      refundRef?: string
      /**
       * A refund of less than the payment (`amount` is what was refunded): the order keeps its
       * status and records the amount, it is not refunded in full.
       */
      partial?: boolean
      sandbox: boolean
    }
  | { kind: 'ignored'; provider: ProviderName; eventId: string; type: string; sandbox: boolean }

export type PaymentProvider = {
  readonly name: ProviderName
  readonly sandbox: boolean
  /** Opens a checkout for one attempt; the same attempt again returns the same checkout. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  /** Asks the provider where an attempt stands (reconciliation after a lost webhook). */
  queryPayment(ref: AttemptRef): Promise<PaymentState>
  /** Stops an unpaid attempt from being paid (an expired QR, a superseded checkout). */
  closePayment(ref: AttemptRef): Promise<void>
  /** Refunds `amount` of the payment once (all of it, or less when below `total`); the same refundRef again returns the same refund. */
  refund(request: RefundRequest): Promise<Refund>
  /**
   * Verifies a webhook and says what it means, or throws WebhookRejected (answer 400, change
   * nothing). It may also throw PaymentProviderError when reading the event needs a call to the
   * provider (a WeChat refund's order, a Stripe charge without our references): answer 503, so the
   * provider delivers it again later.
   */
  parseWebhook(rawBody: string | Buffer, headers: WebhookHeaders): Promise<PaymentEvent>
}

export type PaymentErrorKind =
  | 'invalid_request'
  | 'refused'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'bad_response'
  | 'bad_signature'
  | 'circuit_open'
  | 'unsupported'

/** A provider call that failed; `retryable` says whether the same call may succeed later. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly kind: PaymentErrorKind,
    message: string,
    readonly extra: { retryable?: boolean; status?: number; vendorCode?: string; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(`${provider}: ${message}`, { cause: extra.cause })
    this.name = 'PaymentProviderError'
  }

  get retryable(): boolean {
    return this.extra.retryable ?? false
  }
}

export type WebhookRejectReason = 'bad_signature' | 'stale_timestamp' | 'malformed' | 'decryption_failed'

/** A webhook we do not believe or cannot read: the route answers 400 and records nothing. */
export class WebhookRejected extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly reason: WebhookRejectReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider} webhook rejected (${reason}): ${message}`, options)
    this.name = 'WebhookRejected'
  }
}

/** Reads one header from either a fetch Headers or a Node headers object. */
export function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined
  const wanted = name.toLowerCase()
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value
  }
  return undefined
}

/** Parses a request at the interface boundary, failing as PaymentProviderError('invalid_request'). */
export function checked<S extends z.ZodType>(provider: ProviderName, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
  throw new PaymentProviderError(provider, 'invalid_request', detail)
}
