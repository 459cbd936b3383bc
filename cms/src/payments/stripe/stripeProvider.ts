import Stripe from 'stripe'
import { abortable, type Resilience } from '../../resilience'
import { type PaymentCallOptions, paymentResilience, runPaymentCall } from '../paymentResilience'
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
  type Refund,
  type RefundRequest,
  refundRequestSchema,
  type WebhookHeaders,
  WebhookRejected,
} from '../PaymentProvider'
import {
  ATTEMPT_REF_KEY,
  checkoutSessionSchema,
  idOf,
  ORDER_REF_KEY,
  paymentIntentSchema,
  refundedChargeIntent,
  refundSchema,
  type StripeCheckoutSession,
  stripeEventToPaymentEvent,
} from './stripeEvents'
import { stripeFailure } from './stripeFailure'

export type StripeProviderConfig = PaymentCallOptions & {
  secretKey: string
  webhookSecret: string
  /** https://api.stripe.com, or a test server. */
  apiBase: string
  /** Oldest webhook signature timestamp accepted, in seconds (Stripe's default is 300). */
  webhookToleranceSeconds: number
  /** For tests: the clock webhooks are checked against. */
  now?: () => number
}

/** Stripe's page languages for ours. */
const stripeLocales = { en: 'en', zh: 'zh', 'zh-TW': 'zh-TW', ja: 'ja' } as const

/**
 * Stripe Checkout through the official SDK. Its own retries are off (maxNetworkRetries 0): every
 * call goes through our resilience policies instead, like every other outbound client, with the
 * idempotency keys we choose (one per attempt, one per refund), so a retried create returns the
 * same session and a retried refund the same refund.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const
  readonly sandbox = false
  private readonly stripe: Stripe
  private readonly policy: Resilience

  constructor(private readonly config: StripeProviderConfig) {
    const base = new URL(config.apiBase)
    const protocol = base.protocol === 'http:' ? 'http' : 'https'
    this.stripe = new Stripe(config.secretKey, {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 0,
      // Our per-attempt timeout gives up first; this one only ends the abandoned socket.
      timeout: config.timeoutMs + 1_000,
      telemetry: false,
    })
    this.policy = paymentResilience('stripe', config)
  }

  private call<T>(work: () => Promise<T>): Promise<T> {
    // The SDK takes no AbortSignal: abortable lets the attempt go when its time is up.
    return runPaymentCall('stripe', this.policy, async (signal) => {
      try {
        return await abortable(work(), signal)
      } catch (error) {
        if (signal.aborted) throw error
        throw stripeFailure(error)
      }
    })
  }

  async createCheckout(input: CheckoutRequest): Promise<Checkout> {
    const request = checked('stripe', checkoutRequestSchema, input)
    const metadata = { [ORDER_REF_KEY]: request.orderRef, [ATTEMPT_REF_KEY]: request.attemptRef }
    const raw = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.description } } }],
          client_reference_id: request.orderRef,
          metadata,
          // Copied onto the charge, so charge.refunded names our order too.
          payment_intent_data: { metadata },
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          locale: stripeLocales[request.locale],
        },
        { idempotencyKey: `checkout-${request.attemptRef}` },
      ),
    )
    const session = this.session(raw)
    if (!session.url) throw new PaymentProviderError('stripe', 'bad_response', `session ${session.id} has no checkout URL`)
    return {
      provider: 'stripe',
      providerRef: session.id,
      orderRef: request.orderRef,
      attemptRef: request.attemptRef,
      expiresAt: new Date(session.expires_at * 1000),
      next: { kind: 'redirect', url: session.url },
      sandbox: false,
    }
  }

  async queryPayment(ref: AttemptRef): Promise<PaymentState> {
    const session = await this.retrieve(ref.providerRef)
    const charge = typeof session.payment_intent === 'object' ? session.payment_intent?.latest_charge : undefined
    const refunded = typeof charge === 'object' && charge?.refunded === true
    const status = refunded ? 'refunded' : session.payment_status === 'paid' ? 'paid' : session.status === 'expired' ? 'expired' : 'pending'
    return {
      provider: 'stripe',
      providerRef: session.id,
      attemptRef: session.metadata?.[ATTEMPT_REF_KEY] ?? ref.attemptRef,
      orderRef: session.metadata?.[ORDER_REF_KEY] ?? session.client_reference_id ?? undefined,
      status,
      amount: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
      paymentRef: idOf(session.payment_intent),
      sandbox: false,
    }
  }

  async closePayment(ref: AttemptRef): Promise<void> {
    try {
      await this.call(() => this.stripe.checkout.sessions.expire(ref.providerRef))
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open; already expired is what we wanted.
      if (!(error instanceof PaymentProviderError) || error.kind !== 'invalid_request') throw error
      const session = await this.retrieve(ref.providerRef)
      if (session.status === 'expired') return
      throw new PaymentProviderError('stripe', 'refused', `session ${session.id} is ${session.status} and cannot be closed`, { cause: error })
    }
  }

  async refund(input: RefundRequest): Promise<Refund> {
    const request = checked('stripe', refundRequestSchema, input)
    const paymentIntent = request.paymentRef ?? idOf((await this.retrieve(request.providerRef)).payment_intent)
    if (!paymentIntent) throw new PaymentProviderError('stripe', 'refused', `session ${request.providerRef} has no payment to refund`)
    const raw = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amount,
          reason: 'requested_by_customer',
          metadata: { refund_ref: request.refundRef, [ORDER_REF_KEY]: request.orderRef, [ATTEMPT_REF_KEY]: request.attemptRef },
        },
        { idempotencyKey: `refund-${request.refundRef}` },
      ),
    )
    const parsed = refundSchema.safeParse(raw)
    if (!parsed.success) throw new PaymentProviderError('stripe', 'bad_response', `refund: ${parsed.error.message}`)
    const refund = parsed.data
    const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending'
    return { provider: 'stripe', refundId: refund.id, refundRef: request.refundRef, status, amount: refund.amount, currency: refund.currency.toUpperCase(), sandbox: false }
  }

  async parseWebhook(rawBody: string | Buffer, headers: WebhookHeaders): Promise<PaymentEvent> {
    const signature = headerOf(headers, 'stripe-signature')
    if (!signature) throw new WebhookRejected('stripe', 'bad_signature', 'no Stripe-Signature header')
    let event: unknown
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret, this.config.webhookToleranceSeconds, undefined, this.config.now?.())
    } catch (error) {
      const { message, type } = error as Error & { type?: string }
      // The SDK checks the signature first, then parses the JSON it covers (a SyntaxError).
      const reason = type !== 'StripeSignatureVerificationError' ? 'malformed' : /tolerance/i.test(message) ? 'stale_timestamp' : 'bad_signature'
      throw new WebhookRejected('stripe', reason, message, { cause: error })
    }
    // Our references are put on the payment intent; should a charge not carry them, ask the intent.
    const intent = refundedChargeIntent(event)
    if (!intent) return stripeEventToPaymentEvent(event)
    const parsed = paymentIntentSchema.safeParse(await this.call(() => this.stripe.paymentIntents.retrieve(intent)))
    if (!parsed.success) throw new PaymentProviderError('stripe', 'bad_response', `payment intent: ${parsed.error.message}`)
    return stripeEventToPaymentEvent(event, parsed.data.metadata ?? undefined)
  }

  private async retrieve(sessionId: string): Promise<StripeCheckoutSession> {
    // The charge tells whether a paid session was refunded since (a lost charge.refunded webhook).
    return this.session(await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] })))
  }

  private session(raw: unknown): StripeCheckoutSession {
    const parsed = checkoutSessionSchema.safeParse(raw)
    if (!parsed.success) throw new PaymentProviderError('stripe', 'bad_response', `checkout session: ${parsed.error.message}`)
    return parsed.data
  }
}
