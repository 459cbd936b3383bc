import { createSubmissionOrder, listMyOrders, payMyOrder, readMyOrder, receivePaymentWebhook, sandboxProviderOf, viewOfOwnOrder } from '@aidir/cms/orders'
import { providerNames } from '@aidir/cms/orders'
import { PaymentProviderError } from '@aidir/cms/payments'
import { ApiError, defineRoute } from '@/features/api/route'
import { withSandboxQr } from './sandboxQr'
import { createOrderRoute, myOrderRoute, myOrdersRoute, payOrderRoute, sandboxChoiceRoute, webhookRoute } from './routes'

const idOf = (raw: string | undefined) => {
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError('notFound', 'No content')
  return id
}
const withLocale = (body: unknown, locale: string) => (body && typeof body === 'object' && !Array.isArray(body) ? { locale, ...body } : body)

/** POST /api/orders — a paid submission; answers the order and where to pay. */
export const createOrderHandler = defineRoute(createOrderRoute, async ({ payload, user, body, locale }) => {
  const order = await createSubmissionOrder(payload, user!, withLocale(body, locale))
  return withSandboxQr(await viewOfOwnOrder(payload, order, locale))
})

/** GET /api/orders — the caller's orders. */
export const myOrdersHandler = defineRoute(myOrdersRoute, async ({ payload, user, query, locale }) => listMyOrders(payload, user!, query.page, query.limit, locale))

/** GET /api/orders/{id} — one of the caller's orders (polled while paying). */
export const myOrderHandler = defineRoute(myOrderRoute, async ({ payload, user, params, locale }) =>
  withSandboxQr((await readMyOrder(payload, user!, idOf(params.id), locale)).view),
)

/** POST /api/orders/{id}/pay — a new checkout for a pending order of the caller's. */
export const payOrderHandler = defineRoute(payOrderRoute, async ({ payload, user, params, body, locale }) => {
  const order = await payMyOrder(payload, user!, idOf(params.id), withLocale(body ?? {}, locale))
  return withSandboxQr(await viewOfOwnOrder(payload, order, locale))
})

/**
 * POST /api/payments/webhook/{provider} — read as raw text (signatures cover the exact bytes).
 * WeChat Pay wants its own answer shape ({"code":"SUCCESS"} / {"code":"FAIL","message":…}); the
 * others get the envelope.
 */
export const webhookHandler = defineRoute(webhookRoute, async ({ payload, request, params }) => {
  const provider = providerNames.find((p) => p === params.provider)
  if (!provider) throw new ApiError('notFound', 'Not found')
  const outcome = await receivePaymentWebhook(payload, provider, await request.text(), request.headers)
  if (provider === 'wechatpay') {
    const answer = outcome.status === 200 ? { code: 'SUCCESS' } : { code: 'FAIL', message: outcome.result }
    return Response.json(answer, { status: outcome.status, headers: { 'Cache-Control': 'no-store' } })
  }
  if (outcome.status === 400) throw new ApiError('badRequest', `Webhook rejected: ${outcome.reason}`)
  if (outcome.status === 404) throw new ApiError('notFound', 'Not found')
  if (outcome.status === 503) throw new ApiError('unavailable', 'Service unavailable', { retryAfter: 30 })
  return { received: outcome.result }
})

/**
 * POST /api/payments/sandbox { token, choice } — the sandbox page's Pay or Fail. The choice is
 * turned into the sandbox's signed webhook and delivered to the same receiver the real providers
 * reach; the answer says where to send the payer (the success or failure return address).
 */
export const sandboxChoiceHandler = defineRoute(sandboxChoiceRoute, async ({ payload, body }) => {
  const sandbox = sandboxProviderOf(payload)
  if (!sandbox) throw new ApiError('notFound', 'Not found')
  const read = sandbox.readCheckout(body.token)
  if (!read.ok) throw new ApiError('conflict', 'Payment failed', { data: { reason: read.reason } })
  let delivery
  try {
    delivery = await sandbox.sandboxOutcome(body.token, body.choice)
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new ApiError('conflict', 'Payment failed', { data: { reason: error.kind } })
    throw error
  }
  const outcome = await receivePaymentWebhook(payload, 'sandbox', delivery.rawBody, delivery.headers)
  if (outcome.status !== 200) throw new ApiError('unavailable', 'Payment failed')
  const paid = outcome.kind === 'paid'
  return { paid, returnUrl: paid ? read.claims.successUrl : read.claims.cancelUrl }
})
