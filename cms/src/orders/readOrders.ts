import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { poolSql } from '../db/poolSql'
import { qrCodeDataUrl } from '../payments'
import type { Order, User } from '../payload-types'
import { OrderRefused, orderMessages } from './orderErrors'
import { deploymentsOfOrders } from './orderDeployments'
import { readOrderRow } from './orderStore'
import { type OrderLineNames, orderLineNames } from './orderLineNames'

/** What the owner's pages show of an order (and poll while paying). */
export type OrderView = {
  id: number
  orderRef: string
  kind: Order['kind']
  status: Order['status']
  productName: string | null
  packageName: string | null
  price: { amount: number; currency: string }
  /** A deployment order's deployment: once paid, the buyer follows it on its status page. */
  deploymentId: number | null
  provider: Order['provider']
  sandbox: boolean
  createdAt: string
  expiresAt: string
  /** The open checkout, while the order is pending: where to pay and until when. */
  checkout: { redirectUrl: string | null; codeUrl: string | null; qrImage: string | null; expiresAt: string } | null
}

const nameOf = (v: unknown): string | null => (v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string' ? (v as { name: string }).name : null)

/** The view; `names` as orderLineNames read them, else from the order's own relations when read at depth 1. */
async function viewOf(order: Order, withQr: boolean, names?: OrderLineNames): Promise<OrderView> {
  const open = order.status === 'pending' ? [...(order.attempts ?? [])].reverse().find((a) => a.state === 'open' && Date.parse(a.expiresAt) > Date.now()) : undefined
  return {
    id: order.id,
    orderRef: order.orderRef,
    kind: order.kind,
    status: order.status,
    productName: names ? names.productName : (order.submission?.productName ?? nameOf(order.ad?.product) ?? nameOf(order.update?.product)),
    packageName: names ? names.packageName : (nameOf(order.package) ?? nameOf(order.ad?.position)),
    price: { amount: order.price.amount, currency: order.price.currency },
    deploymentId: names?.deploymentId ?? null,
    provider: order.provider,
    sandbox: order.provider === 'sandbox',
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    checkout: open
      ? { redirectUrl: open.redirectUrl ?? null, codeUrl: open.codeUrl ?? null, qrImage: withQr && open.codeUrl ? await qrCodeDataUrl(open.codeUrl) : null, expiresAt: open.expiresAt }
      : null,
  }
}

/**
 * One of the user's own orders, and only their own: support staff read every order in the admin,
 * but the storefront's order pages are the owner's. Read in plain SQL (it is polled while a QR is
 * shown); the owner check is the collection's read rule for a customer.
 */
export async function readMyOrder(payload: Payload, user: User, id: number, locale?: string): Promise<{ order: Order; view: OrderView }> {
  const pool = poolOf(payload)
  const order = await readOrderRow(poolSql(pool), id)
  if (!order || order.owner !== user.id) throw new OrderRefused(404, orderMessages.notFound)
  return { order, view: await viewOf(order, true, await orderLineNames(pool, order, locale)) }
}

/** The owner's view of an order just written by this user's own request (no second read). */
export async function viewOfOwnOrder(payload: Payload, order: Order, locale?: string): Promise<OrderView> {
  if (typeof order.package === 'object' && order.package && order.kind !== 'deployment') return viewOf(order, true)
  return viewOf(order, true, await orderLineNames(poolOf(payload), order, locale))
}

export async function listMyOrders(payload: Payload, user: User, page: number, limit: number, locale?: string) {
  const found = await payload.find({ collection: 'orders', where: { owner: { equals: user.id } }, sort: '-createdAt', page, limit, depth: 1, user, overrideAccess: false, locale: locale as never })
  const orders = found.docs as Order[]
  // A deployment order names its app and deployment through the deployment, which names the order.
  const deployments = await deploymentsOfOrders(poolOf(payload), orders.filter((o) => o.kind === 'deployment').map((o) => o.id))
  const list = await Promise.all(
    orders.map(async (o) => {
      const view = await viewOf(o, false)
      const deployment = deployments.get(o.id)
      return deployment ? { ...view, productName: deployment.appName, deploymentId: deployment.deploymentId } : view
    }),
  )
  return { list, total: found.totalDocs, page: found.page ?? page, limit }
}
