import { orderMessages, payOrderInput, submissionOrderInput } from '@aidir/cms/orders'
import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'

/**
 * Orders and payments (`/api/orders/…`, `/api/payments/…`), declared for the route kit and the
 * OpenAPI document. The order bodies are validated by their cms functions with the same schemas.
 */
export const myOrdersQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), limit: z.coerce.number().int().min(1).max(50).default(10) })
export const sandboxChoiceBody = z.object({ token: z.string().min(10).max(2048), choice: z.enum(['pay', 'fail']) })

const domainBody = { bodyCheckedByDomain: true, badJson: 'Form validation failed' } as const
const notYours = { 404: `'${orderMessages.notFound}': no such order, or not yours` }
const checkoutCalls = { calls: 'the payment provider (a checkout)', limit: { per: 'user', max: 30, windowSeconds: 3600 } } as const

export const createOrderRoute = {
  method: 'POST', path: '/api/orders', auth: 'required', body: submissionOrderInput, ...domainBody, outbound: checkoutCalls,
  openapi: {
    summary: 'Place a paid submission and open its first checkout (the price comes from the package)',
    tags: ['orders'],
    errors: { 409: `'${orderMessages.alreadyListed}': data.productKey names the listed product`, 429: "'Submission limit reached': the daily limit", 503: `'${orderMessages.paymentFailed}': the provider could not open a checkout` },
  },
} satisfies RouteDeclaration
export const myOrdersRoute = { method: 'GET', path: '/api/orders', auth: 'required', query: myOrdersQuery, openapi: { summary: 'My orders, newest first', tags: ['orders'] } } satisfies RouteDeclaration
export const myOrderRoute = { method: 'GET', path: '/api/orders/{id}', auth: 'required', openapi: { summary: 'One of my orders: status and the open checkout (polled while paying)', tags: ['orders'], errors: notYours } } satisfies RouteDeclaration
export const payOrderRoute = {
  method: 'POST', path: '/api/orders/{id}/pay', auth: 'required', body: payOrderInput, ...domainBody, outbound: checkoutCalls,
  openapi: { summary: 'Pay a pending order again: a new checkout (a refreshed QR)', tags: ['orders'], errors: { ...notYours, 409: `'${orderMessages.notPayable}'` } },
} satisfies RouteDeclaration
export const webhookRoute = {
  method: 'POST', path: '/api/payments/webhook/{provider}', auth: 'none',
  openapi: {
    summary: 'A payment provider’s notification (stripe, wechatpay, sandbox): raw body, verified by its signature',
    tags: ['payments'],
    errors: { 400: 'not verified: nothing changed', 404: 'not the provider of this site', 503: 'could not be read now: deliver again' },
  },
} satisfies RouteDeclaration
export const sandboxChoiceRoute = {
  method: 'POST', path: '/api/payments/sandbox', auth: 'none', body: sandboxChoiceBody, badJson: 'Form validation failed',
  outbound: { calls: 'our own sandbox webhook path', limit: { per: 'address', max: 60, windowSeconds: 60 } },
  openapi: { summary: 'The sandbox checkout page’s Pay or Fail: delivered as the sandbox webhook; answers where to send the payer', tags: ['payments'], errors: { 409: `'${orderMessages.paymentFailed}': the checkout expired or was closed` } },
} satisfies RouteDeclaration

export const orderRoutes = [createOrderRoute, myOrdersRoute, myOrderRoute, payOrderRoute, webhookRoute, sandboxChoiceRoute]
