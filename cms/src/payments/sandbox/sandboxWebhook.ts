import { createHash, createHmac } from 'node:crypto'
import { z } from 'zod'
import { derivedToken, sameToken } from '../../lib/derivedToken'
import type { PaymentEvent, WebhookDelivery } from '../PaymentProvider'
import { WebhookRejected } from '../PaymentProvider'

/**
 * The sandbox's webhooks, signed like Stripe's (`t=<seconds>,v1=<HMAC-SHA256 of "t.body">`) with a
 * key derived from the server secret, so a sandbox payment takes exactly the path a real one
 * takes: signature, timestamp tolerance, body schema, normalized event.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

const eventKinds = ['paid', 'failed', 'expired', 'refunded'] as const
type SandboxEventKind = (typeof eventKinds)[number]

const bodySchema = z.object({
  id: z.string().startsWith('sbx_evt_'),
  type: z.enum(eventKinds.map((k) => `sandbox.payment.${k}` as const) as [`sandbox.payment.${SandboxEventKind}`, ...`sandbox.payment.${SandboxEventKind}`[]]),
  created: z.number().int(),
  data: z.object({
    providerRef: z.string().min(1),
    orderRef: z.string().min(1),
    attemptRef: z.string().min(1),
    amount: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    refundRef: z.string().optional(),
    partial: z.literal(true).optional(),
  }),
})

export type SandboxEventData = z.infer<typeof bodySchema>['data']

const signingKey = (secret: string) => derivedToken(secret, 'payments-sandbox-webhook')
const sign = (secret: string, timestamp: number, body: string) => createHmac('sha256', signingKey(secret)).update(`${timestamp}.${body}`).digest('hex')

/**
 * One outcome of one attempt always has the same event id (a refund: of one refund reference),
 * however often it is produced, as a provider's redelivery would.
 */
export function sandboxEventId(kind: SandboxEventKind, data: SandboxEventData): string {
  const digest = createHash('sha256').update(`${kind}:${data.attemptRef}:${data.refundRef ?? ''}`).digest('base64url').slice(0, 24)
  return `sbx_evt_${digest}`
}

export function signSandboxEvent(secret: string, kind: SandboxEventKind, data: SandboxEventData, nowMs: number): WebhookDelivery {
  const created = Math.floor(nowMs / 1000)
  const rawBody = JSON.stringify({ id: sandboxEventId(kind, data), type: `sandbox.payment.${kind}`, created, data })
  return { rawBody, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: `t=${created},v1=${sign(secret, created, rawBody)}` } }
}

export function verifySandboxEvent(secret: string, rawBody: string, header: string | undefined, toleranceSeconds: number, nowMs: number): PaymentEvent {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]))
  const timestamp = Number(parts.get('t'))
  const signature = parts.get('v1')
  if (!Number.isInteger(timestamp) || !signature) throw new WebhookRejected('sandbox', 'bad_signature', `no usable ${SANDBOX_SIGNATURE_HEADER} header`)
  if (!sameToken(signature, sign(secret, timestamp, rawBody))) throw new WebhookRejected('sandbox', 'bad_signature', 'the signature does not match the body')
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) throw new WebhookRejected('sandbox', 'stale_timestamp', `signed ${Math.round(nowMs / 1000 - timestamp)} s ago`)
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch (error) {
    throw new WebhookRejected('sandbox', 'malformed', 'the body is not JSON', { cause: error })
  }
  const parsed = bodySchema.safeParse(json)
  if (!parsed.success) throw new WebhookRejected('sandbox', 'malformed', parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '))
  const { id, type, created, data } = parsed.data
  return {
    kind: type.slice('sandbox.payment.'.length) as SandboxEventKind,
    provider: 'sandbox',
    providerRef: data.providerRef,
    orderRef: data.orderRef,
    attemptRef: data.attemptRef,
    amount: data.amount,
    currency: data.currency,
    eventId: id,
    occurredAt: new Date(created * 1000),
    paymentRef: data.providerRef,
    refundRef: data.refundRef,
    ...(data.partial ? { partial: true } : {}),
    sandbox: true,
  }
}
