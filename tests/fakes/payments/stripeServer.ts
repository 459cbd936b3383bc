import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type FormValue, parseStripeForm } from './formBody'

/**
 * A stand-in for api.stripe.com on 127.0.0.1, written from Stripe's API reference: the Checkout
 * Session endpoints (create, retrieve, expire) and refunds, form-encoded bodies, Bearer secret
 * keys, Stripe's error bodies, and Idempotency-Key (the same key answers with the first response,
 * the same key with other parameters is an idempotency_error). It plays the payer too (`pay`) and
 * signs the events it raises the way Stripe signs webhooks (Stripe-Signature: t=…,v1=HMAC-SHA256
 * of "t.payload" with the endpoint secret). Tests queue faults: HTTP statuses with Retry-After, a hang.
 */
export type StripeFault = { kind: 'http'; status: number; retryAfter?: string } | { kind: 'hang' }

type Metadata = Record<string, string>
export type FakeSession = {
  id: string
  object: 'checkout.session'
  mode: string
  url: string | null
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  amount_total: number
  currency: string
  expires_at: number
  created: number
  client_reference_id: string | null
  metadata: Metadata
  payment_intent: string | null
  success_url: string
  cancel_url: string | null
  livemode: false
  locale: string | null
}
type FakeCharge = { id: string; object: 'charge'; amount: number; amount_refunded: number; currency: string; refunded: boolean; payment_intent: string; metadata: Metadata; created: number }
export type FakeEvent = { id: string; object: 'event'; type: string; created: number; livemode: false; api_version: string; data: { object: unknown } }

export type FakeStripe = {
  url: string
  secretKey: string
  webhookSecret: string
  sessions: Map<string, FakeSession>
  events: FakeEvent[]
  faults: StripeFault[]
  /** Every request as it arrived (after faults), for assertions on what the client sent. */
  requests: { method: string; path: string; idempotencyKey?: string; params: Record<string, FormValue> }[]
  /** Whether charges get the payment intent's metadata (switch off to see the client cope without it). */
  settings: { chargeCarriesMetadata: boolean }
  /** The payer completes the session's checkout; returns the checkout.session.completed event. */
  pay(sessionId: string): FakeEvent
  /** An event as Stripe would POST it to the webhook endpoint. */
  delivery(event: FakeEvent, options?: { timestamp?: number; secret?: string }): { rawBody: string; headers: Record<string, string> }
  close(): Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`

export async function startFakeStripe(options: { now?: () => number } = {}): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(24).toString('base64').replace(/[+/=]/g, 'a')}`
  const now = () => Math.floor((options.now?.() ?? Date.now()) / 1000)
  const sessions = new Map<string, FakeSession>()
  const sessionIntents = new Map<string, Metadata>()
  const intents = new Map<string, { id: string; object: 'payment_intent'; amount: number; currency: string; status: string; metadata: Metadata; latest_charge: string }>()
  const settings = { chargeCarriesMetadata: true }
  const charges = new Map<string, FakeCharge>()
  const refunds = new Map<string, Record<string, unknown>>()
  const events: FakeEvent[] = []
  const faults: StripeFault[] = []
  const requests: FakeStripe['requests'] = []
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>()
  const hanging = new Set<ServerResponse>()
  let baseUrl = ''

  const raise = (type: string, object: unknown) => {
    const event: FakeEvent = { id: id('evt'), object: 'event', type, created: now(), livemode: false, api_version: '2026-10-28.endive', data: { object: structuredClone(object) } }
    events.push(event)
    return event
  }
  const error = (status: number, type: string, message: string, code?: string) => ({ status, body: { error: { type, message, ...(code ? { code } : {}) } } })

  function handle(method: string, path: string, params: Record<string, FormValue>): { status: number; body: unknown } {
    let match: RegExpExecArray | null
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const item = (params.line_items as FormValue[] | undefined)?.[0] as Record<string, Record<string, FormValue>> | undefined
      const price = item?.price_data
      const unitAmount = Number(price?.unit_amount)
      if (params.mode !== 'payment') return error(400, 'invalid_request_error', 'mode: only payment is supported by this fake', 'parameter_invalid_empty')
      if (!price || !Number.isInteger(unitAmount) || unitAmount < 1 || typeof price.currency !== 'string' || !(price.product_data as Record<string, string>)?.name) {
        return error(400, 'invalid_request_error', 'line_items[0][price_data] needs currency, unit_amount and product_data[name]', 'parameter_missing')
      }
      if (typeof params.success_url !== 'string') return error(400, 'invalid_request_error', 'Missing required param: success_url.', 'parameter_missing')
      const expiresAt = params.expires_at === undefined ? now() + 24 * 3600 : Number(params.expires_at)
      // Stripe's documented window: 30 minutes to 24 hours after creation.
      if (!Number.isInteger(expiresAt) || expiresAt < now() + 30 * 60 - 5 || expiresAt > now() + 24 * 3600) {
        return error(400, 'invalid_request_error', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'parameter_invalid_integer')
      }
      const sessionId = id('cs_test')
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        url: `${baseUrl}/c/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: unitAmount * Number((item as unknown as Record<string, string>).quantity ?? 1),
        currency: price.currency as string,
        expires_at: expiresAt,
        created: now(),
        client_reference_id: (params.client_reference_id as string) ?? null,
        metadata: (params.metadata as Metadata) ?? {},
        payment_intent: null,
        success_url: params.success_url,
        cancel_url: (params.cancel_url as string) ?? null,
        livemode: false,
        locale: (params.locale as string) ?? null,
      }
      sessions.set(sessionId, session)
      sessionIntents.set(sessionId, ((params.payment_intent_data as Record<string, FormValue>)?.metadata as Metadata) ?? {})
      return { status: 200, body: session }
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(match[1]!)
      if (!session) return error(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`, 'resource_missing')
      if (method === 'GET' && !match[2]) {
        const expand = (params.expand as string[] | undefined) ?? []
        if (!expand.includes('payment_intent.latest_charge') || !session.payment_intent) return { status: 200, body: session }
        const charge = [...charges.values()].find((c) => c.payment_intent === session.payment_intent)
        return { status: 200, body: { ...session, payment_intent: { id: session.payment_intent, object: 'payment_intent', status: 'succeeded', latest_charge: charge ?? null } } }
      }
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open') return error(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`)
        session.status = 'expired'
        session.url = null
        raise('checkout.session.expired', session)
        return { status: 200, body: session }
      }
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = intents.get(match[1]!)
      return intent ? { status: 200, body: intent } : error(404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`, 'resource_missing')
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = params.payment_intent as string | undefined
      const charge = [...charges.values()].find((c) => c.payment_intent === intent)
      if (!charge) return error(400, 'invalid_request_error', `No such payment_intent: '${intent}'`, 'resource_missing')
      const amount = params.amount === undefined ? charge.amount - charge.amount_refunded : Number(params.amount)
      if (charge.amount_refunded >= charge.amount) return error(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded')
      if (!Number.isInteger(amount) || amount < 1 || amount > charge.amount - charge.amount_refunded) {
        return error(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge`, 'amount_too_large')
      }
      const refund = { id: id('re'), object: 'refund', amount, currency: charge.currency, status: 'succeeded', charge: charge.id, payment_intent: intent, metadata: (params.metadata as Metadata) ?? {}, reason: params.reason ?? null, created: now() }
      refunds.set(refund.id, refund)
      charge.amount_refunded += amount
      charge.refunded = charge.amount_refunded === charge.amount
      raise('charge.refunded', charge)
      return { status: 200, body: refund }
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const send = (status: number, body: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req'), ...headers })
        res.end(body)
      }
      const fault = faults.shift()
      if (fault?.kind === 'hang') return void hanging.add(res)
      if (fault?.kind === 'http') {
        const type = fault.status === 429 ? 'invalid_request_error' : fault.status === 409 ? 'idempotency_error' : 'api_error'
        const message =
          fault.status === 429
            ? 'Too many requests hit the API too quickly.'
            : fault.status === 409
              ? 'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please retry your request later.'
              : 'An unknown error occurred'
        return send(fault.status, JSON.stringify({ error: { type, message, ...(fault.status === 429 ? { code: 'rate_limit' } : {}) } }), fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {})
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }))
      }
      const url = new URL(req.url ?? '/', 'http://fake')
      const body = Buffer.concat(chunks).toString('utf8')
      const params = req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body)
      const key = req.headers['idempotency-key'] as string | undefined
      requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, params })
      const fingerprint = `${req.method} ${url.pathname} ${body}`
      if (key && req.method === 'POST') {
        const seen = idempotent.get(key)
        if (seen && seen.fingerprint !== fingerprint) {
          return send(400, JSON.stringify({ error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } }))
        }
        if (seen) return send(seen.status, seen.body, { 'Idempotent-Replayed': 'true', 'Idempotency-Key': key })
      }
      const answer = handle(req.method ?? 'GET', url.pathname, params)
      const text = JSON.stringify(answer.body)
      // Stripe keeps the result of a request that was processed, errors included, for the key.
      if (key && req.method === 'POST') idempotent.set(key, { fingerprint, status: answer.status, body: text })
      send(answer.status, text, key ? { 'Idempotency-Key': key } : {})
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    sessions,
    events,
    faults,
    requests,
    settings,
    pay(sessionId) {
      const session = sessions.get(sessionId)
      if (!session || session.status !== 'open') throw new Error(`session ${sessionId} cannot be paid`)
      const intent = id('pi')
      const metadata = { ...sessionIntents.get(sessionId) }
      const charge: FakeCharge = { id: id('ch'), object: 'charge', amount: session.amount_total, amount_refunded: 0, currency: session.currency, refunded: false, payment_intent: intent, metadata: settings.chargeCarriesMetadata ? metadata : {}, created: now() }
      charges.set(charge.id, charge)
      intents.set(intent, { id: intent, object: 'payment_intent', amount: charge.amount, currency: charge.currency, status: 'succeeded', metadata, latest_charge: charge.id })
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent, url: null })
      return raise('checkout.session.completed', session)
    },
    delivery(event, opts = {}) {
      const rawBody = JSON.stringify(event, null, 2)
      const timestamp = opts.timestamp ?? now()
      const signature = createHmac('sha256', opts.secret ?? webhookSecret).update(`${timestamp}.${rawBody}`).digest('hex')
      return { rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` } }
    },
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
