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
  type WebhookDelivery,
  type WebhookHeaders,
} from '../PaymentProvider'
import { localeMeta } from '../../locales'
import { readSandboxToken, signSandboxToken } from './sandboxToken'
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent, verifySandboxEvent } from './sandboxWebhook'

/** What the sandbox remembers of an attempt (its "provider side"). */
export type SandboxAttempt = { status: 'paid' | 'failed' | 'expired' | 'refunded'; orderRef: string; amount: number; currency: string; at: number }

/**
 * Where the sandbox keeps its outcomes. The default lives in the process; orders may give it one
 * backed by their own table, so a query from the worker sees what the checkout page decided.
 */
export type SandboxLedger = {
  get(attemptRef: string): Promise<SandboxAttempt | undefined>
  set(attemptRef: string, attempt: SandboxAttempt): Promise<void>
}

export function memorySandboxLedger(): SandboxLedger {
  const attempts = new Map<string, SandboxAttempt>()
  return {
    get: async (attemptRef) => attempts.get(attemptRef),
    set: async (attemptRef, attempt) => void attempts.set(attemptRef, attempt),
  }
}

export type SandboxProviderConfig = {
  /** The server secret (PAYLOAD_SECRET): tokens and webhooks are signed with keys derived from it. */
  secret: string
  /** The storefront's public address; the checkout page is `/{lang}/checkout/sandbox/{token}` there. */
  siteUrl: string
  webhookToleranceSeconds?: number
  ledger?: SandboxLedger
  now?: () => number
}

export const sandboxCheckoutPath = (lang: string, token: string) => `/${lang}/checkout/sandbox/${token}`
const providerRefOf = (attemptRef: string) => `sbx_${attemptRef}`

/**
 * The default provider without keys: our own checkout page stands in for the provider's, the
 * payer chooses pay or fail there, and the choice comes back as a signed webhook through
 * parseWebhook like Stripe's or WeChat's. Everything it produces says `sandbox: true`.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const
  readonly sandbox = true
  private readonly ledger: SandboxLedger
  private readonly now: () => number

  constructor(private readonly config: SandboxProviderConfig) {
    this.ledger = config.ledger ?? memorySandboxLedger()
    this.now = config.now ?? Date.now
  }

  async createCheckout(input: CheckoutRequest): Promise<Checkout> {
    const request = checked('sandbox', checkoutRequestSchema, input)
    if (request.expiresAt.getTime() <= this.now()) throw new PaymentProviderError('sandbox', 'invalid_request', 'expiresAt is in the past')
    // Everything in the token comes from the request, so the same attempt gives the same token.
    const token = signSandboxToken(this.config.secret, {
      orderRef: request.orderRef,
      attemptRef: request.attemptRef,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      expiresAt: Math.floor(request.expiresAt.getTime() / 1000),
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
    })
    return {
      provider: 'sandbox',
      providerRef: providerRefOf(request.attemptRef),
      orderRef: request.orderRef,
      attemptRef: request.attemptRef,
      expiresAt: new Date(Math.floor(request.expiresAt.getTime() / 1000) * 1000),
      // The site's URL prefix of the language (zh-TW is /tw), so the page answers in every language.
      next: { kind: 'redirect', url: new URL(sandboxCheckoutPath(localeMeta[request.locale].prefix, token), this.config.siteUrl).toString() },
      sandbox: true,
    }
  }

  /** What the checkout page shows: the attempt a token names, or why it cannot be paid. */
  readCheckout(token: string) {
    return readSandboxToken(this.config.secret, token, this.now())
  }

  /**
   * The payer's choice on the sandbox page, as the webhook a provider would send. Choosing again
   * for the same attempt gives the first outcome again (same event id), as a redelivery would.
   */
  async sandboxOutcome(token: string, choice: 'pay' | 'fail'): Promise<WebhookDelivery> {
    const read = readSandboxToken(this.config.secret, token, this.now())
    if (!read.ok) throw new PaymentProviderError('sandbox', 'refused', read.reason === 'expired' ? 'this checkout has expired' : 'this checkout link is not valid')
    const { claims } = read
    const known = await this.ledger.get(claims.attemptRef)
    if (known?.status === 'expired') throw new PaymentProviderError('sandbox', 'refused', 'this checkout was closed')
    if (known?.status === 'refunded') throw new PaymentProviderError('sandbox', 'refused', 'this checkout was paid and refunded')
    const kind = known?.status === 'paid' || known?.status === 'failed' ? known.status : choice === 'pay' ? 'paid' : 'failed'
    if (!known) await this.ledger.set(claims.attemptRef, { status: kind, orderRef: claims.orderRef, amount: claims.amount, currency: claims.currency, at: this.now() })
    return signSandboxEvent(
      this.config.secret,
      kind,
      { providerRef: providerRefOf(claims.attemptRef), orderRef: claims.orderRef, attemptRef: claims.attemptRef, amount: claims.amount, currency: claims.currency },
      this.now(),
    )
  }

  async queryPayment(ref: AttemptRef): Promise<PaymentState> {
    const known = await this.ledger.get(ref.attemptRef)
    return {
      provider: 'sandbox',
      providerRef: providerRefOf(ref.attemptRef),
      attemptRef: ref.attemptRef,
      orderRef: known?.orderRef,
      // Unknown to the ledger: still open as far as the sandbox can tell; orders expire it by their own clock.
      status: known?.status ?? 'pending',
      amount: known?.amount ?? 0,
      currency: known?.currency ?? '',
      paymentRef: known?.status === 'paid' || known?.status === 'refunded' ? providerRefOf(ref.attemptRef) : undefined,
      paidAt: known?.status === 'paid' ? new Date(known.at) : undefined,
      sandbox: true,
    }
  }

  async closePayment(ref: AttemptRef): Promise<void> {
    const known = await this.ledger.get(ref.attemptRef)
    if (known?.status === 'paid' || known?.status === 'refunded') throw new PaymentProviderError('sandbox', 'refused', `attempt ${ref.attemptRef} is already paid`)
    if (known) return
    await this.ledger.set(ref.attemptRef, { status: 'expired', orderRef: '', amount: 0, currency: '', at: this.now() })
  }

  async refund(input: RefundRequest): Promise<Refund> {
    const request = checked('sandbox', refundRequestSchema, input)
    const known = await this.ledger.get(request.attemptRef)
    if (known && known.status !== 'paid' && known.status !== 'refunded') throw new PaymentProviderError('sandbox', 'refused', `attempt ${request.attemptRef} was not paid`)
    const orderRef = request.orderRef
    // A partial refund leaves the payment standing (it is still paid, for less).
    const partial = request.total !== undefined && request.amount < request.total
    if (!partial) await this.ledger.set(request.attemptRef, { status: 'refunded', orderRef, amount: request.amount, currency: request.currency, at: this.now() })
    const delivery = signSandboxEvent(
      this.config.secret,
      'refunded',
      {
        providerRef: request.providerRef,
        orderRef,
        attemptRef: request.attemptRef,
        amount: request.amount,
        currency: request.currency,
        refundRef: request.refundRef,
        ...(partial ? { partial: true as const } : {}),
      },
      this.now(),
    )
    return { provider: 'sandbox', refundId: `sbx_re_${request.refundRef}`, refundRef: request.refundRef, status: 'succeeded', amount: request.amount, currency: request.currency, sandbox: true, delivery }
  }

  async parseWebhook(rawBody: string | Buffer, headers: WebhookHeaders): Promise<PaymentEvent> {
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')
    return verifySandboxEvent(this.config.secret, body, headerOf(headers, SANDBOX_SIGNATURE_HEADER), this.config.webhookToleranceSeconds ?? 300, this.now())
  }
}
