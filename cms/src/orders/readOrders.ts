import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { poolSql } from '../db/poolSql'
import { qrCodeDataUrl } from '../payments'
import type { Order, ServicePackage, User } from '../payload-types'
import { OrderRefused, orderMessages } from './orderErrors'
import { readOrderRow } from './orderStore'
import { packageForOrder } from './packageForOrder'

/** What the owner's pages show of an order (and poll while paying). */
export type OrderView = {
  id: number
  orderRef: string
  kind: Order['kind']
  status: Order['status']
  productName: string | null
  packageName: string | null
  price: { amount: number; currency: string }
  provider: Order['provider']
  sandbox: boolean
  createdAt: string
  expiresAt: string
  /** The open checkout, while the order is pending: where to pay and until when. */
  checkout: { redirectUrl: string | null; codeUrl: string | null; qrImage: string | null; expiresAt: string } | null
}

async function viewOf(order: Order, withQr: boolean, packageName?: string | null): Promise<OrderView> {
  const open = order.status === 'pending' ? [...(order.attempts ?? [])].reverse().find((a) => a.state === 'open' && Date.parse(a.expiresAt) > Date.now()) : undefined
  const pkg = typeof order.package === 'object' ? (order.package as ServicePackage) : null
  return {
    id: order.id,
    orderRef: order.orderRef,
    kind: order.kind,
    status: order.status,
    productName: order.submission?.productName ?? null,
    packageName: packageName !== undefined ? packageName : (pkg?.name ?? null),
    price: { amount: order.price.amount, currency: order.price.currency },
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
  const pkg = order.package == null ? null : await packageForOrder(pool, order.package as number, locale)
  return { order, view: await viewOf(order, true, pkg?.name ?? null) }
}

/** The owner's view of an order just written by this user's own request (no second read). */
export async function viewOfOwnOrder(payload: Payload, order: Order, locale?: string): Promise<OrderView> {
  if (typeof order.package === 'object' && order.package) return viewOf(order, true)
  const pkg = order.package == null ? null : await packageForOrder(poolOf(payload), order.package as number, locale)
  return viewOf(order, true, pkg?.name ?? null)
}

export async function listMyOrders(payload: Payload, user: User, page: number, limit: number, locale?: string) {
  const found = await payload.find({ collection: 'orders', where: { owner: { equals: user.id } }, sort: '-createdAt', page, limit, depth: 1, user, overrideAccess: false, locale: locale as never })
  return { list: await Promise.all((found.docs as Order[]).map((o) => viewOf(o, false))), total: found.totalDocs, page: found.page ?? page, limit }
}
