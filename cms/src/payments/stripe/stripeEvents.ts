import { z } from 'zod'
import type { PaymentEvent } from '../PaymentProvider'
import { WebhookRejected } from '../PaymentProvider'

/**
 * The parts of Stripe's objects we rely on, checked with zod rather than trusted from the SDK's
 * types: an event is verified as bytes, but its shape is still someone else's.
 */
const metadataSchema = z.record(z.string(), z.string()).nullish()

export const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  url: z.string().nullish(),
  status: z.enum(['open', 'complete', 'expired']).nullish(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  expires_at: z.number().int(),
  client_reference_id: z.string().nullish(),
  // An id, or the object when retrieved with expand[]=payment_intent.latest_charge.
  payment_intent: z
    .union([z.string(), z.object({ id: z.string(), latest_charge: z.union([z.string(), z.object({ id: z.string(), refunded: z.boolean() })]).nullish() })])
    .nullish(),
  metadata: metadataSchema,
})
export type StripeCheckoutSession = z.infer<typeof checkoutSessionSchema>

const chargeSchema = z.object({
  id: z.string().min(1),
  object: z.literal('charge'),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  refunded: z.boolean(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  metadata: metadataSchema,
})

export const refundSchema = z.object({
  id: z.string().min(1),
  object: z.literal('refund'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string().nullish(),
  metadata: metadataSchema,
})

const eventSchema = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string(),
  created: z.number().int(),
  livemode: z.boolean().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})

/** Our references ride in metadata (order_ref, attempt_ref); the session's client_reference_id is the order too. */
export const ORDER_REF_KEY = 'order_ref'
export const ATTEMPT_REF_KEY = 'attempt_ref'

/** A charge.refunded event whose charge lacks our references: its payment intent has them. */
export function refundedChargeIntent(raw: unknown): string | undefined {
  const event = eventSchema.safeParse(raw)
  if (!event.success || event.data.type !== 'charge.refunded') return undefined
  const charge = chargeSchema.safeParse(event.data.data.object)
  if (!charge.success || (charge.data.metadata?.[ATTEMPT_REF_KEY] && charge.data.metadata?.[ORDER_REF_KEY])) return undefined
  return idOf(charge.data.payment_intent)
}

export const paymentIntentSchema = z.object({ id: z.string(), object: z.literal('payment_intent'), metadata: metadataSchema })

export const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id)

function parsed<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw new WebhookRejected('stripe', 'malformed', `${what}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`)
  return result.data
}

/**
 * A verified Stripe event as a PaymentEvent. Events of other types, and sessions that are not
 * ours (no attempt reference: another integration on the same account), are `ignored`, so Stripe
 * gets its 2xx and stops resending them.
 */
export function stripeEventToPaymentEvent(raw: unknown, intentMetadata?: Record<string, string>): PaymentEvent {
  const event = parsed(eventSchema, raw, 'event')
  const base = { provider: 'stripe' as const, eventId: event.id, occurredAt: new Date(event.created * 1000), sandbox: false }
  const ignored = (): PaymentEvent => ({ kind: 'ignored', provider: 'stripe', eventId: event.id, type: event.type, sandbox: false })

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = parsed(checkoutSessionSchema, event.data.object, event.type)
      const attemptRef = session.metadata?.[ATTEMPT_REF_KEY]
      const orderRef = session.metadata?.[ORDER_REF_KEY] ?? session.client_reference_id ?? undefined
      if (!attemptRef || !orderRef) return ignored()
      if (session.amount_total == null || !session.currency) throw new WebhookRejected('stripe', 'malformed', `${event.type} without amount_total or currency`)
      let kind: 'paid' | 'expired' | 'failed'
      if (event.type === 'checkout.session.expired') kind = 'expired'
      else if (event.type === 'checkout.session.async_payment_failed') kind = 'failed'
      // A delayed method (bank debit) completes the session unpaid; its money arrives as async_payment_succeeded.
      else if (session.payment_status === 'paid') kind = 'paid'
      else return ignored()
      return {
        ...base,
        kind,
        providerRef: session.id,
        orderRef,
        attemptRef,
        amount: session.amount_total,
        currency: session.currency.toUpperCase(),
        paymentRef: idOf(session.payment_intent),
      }
    }
    case 'charge.refunded': {
      const charge = parsed(chargeSchema, event.data.object, event.type)
      const metadata = { ...intentMetadata, ...charge.metadata }
      const attemptRef = metadata[ATTEMPT_REF_KEY]
      const orderRef = metadata[ORDER_REF_KEY]
      if (!attemptRef || !orderRef || charge.amount_refunded <= 0) return ignored()
      const paymentRef = idOf(charge.payment_intent) ?? charge.id
      // amount_refunded is the charge's running total: a partial refund (an ad ended early) leaves the order paid.
      const partial = !charge.refunded && charge.amount_refunded < charge.amount
      return { ...base, kind: 'refunded', providerRef: paymentRef, orderRef, attemptRef, amount: charge.amount_refunded, currency: charge.currency.toUpperCase(), paymentRef, ...(partial ? { partial } : {}) }
    }
    default:
      return ignored()
  }
}
