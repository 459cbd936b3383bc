import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { deploymentsOfOrders } from '../orders/orderDeployments'
import type { Invoice, Order, ServicePackage, User } from '../payload-types'
import { invoiceableOrderStatuses } from './invoiceStates'

/** One row of the user centre's Order History (and My AI Apps, and the invoice form's choices). */
export type OrderHistoryRow = {
  id: number
  orderRef: string
  kind: Order['kind']
  status: Order['status']
  productName: string | null
  officialUrl: string | null
  packageName: string | null
  price: { amount: number; currency: string }
  createdAt: string
  updatedAt: string
  /** A refund of a share of the price (an ad an editor ended early): the order stays paid. Null otherwise. */
  partialRefund: { amount: number; status: 'pending' | 'succeeded' } | null
  /** Why support rejected the submission (set by the review; absent before it). */
  rejectionReason: string | null
  /** The listed product once approved: its key for /details/{key}. */
  productKey: string | null
  /** A deployment order's deployment, for its status page. */
  deploymentId: number | null
  /** Whether an invoice may still be asked for, and the state of the one asked for. */
  invoiceable: boolean
  invoice: { id: number; status: Invoice['status']; number: string | null } | null
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null)
const keyOf = (v: unknown) => (v && typeof v === 'object' ? text((v as { key?: unknown }).key) : null)
const fieldOf = (v: unknown, field: string) => (v && typeof v === 'object' ? text((v as Record<string, unknown>)[field]) : null)

function partialRefundOf(order: Order): OrderHistoryRow['partialRefund'] {
  const r = order.refund
  if (!r || (r.status !== 'pending' && r.status !== 'succeeded') || r.amount == null || r.amount >= order.price.amount) return null
  return { amount: r.amount, status: r.status }
}

/**
 * The user's orders, newest first, read as the user, with what the user centre shows beside each:
 * the rejection reason and the listed product (fields the review adds to orders — read as optional,
 * so this works before and after they exist) and the order's invoice.
 */
export async function listMyOrderHistory(payload: Payload, user: User, page: number, limit: number, locale?: string) {
  const found = await payload.find({ collection: 'orders', where: { owner: { equals: user.id } }, sort: '-createdAt', page, limit, depth: 1, user, overrideAccess: false, locale: locale as never })
  const orders = found.docs as Order[]
  const invoices = orders.length
    ? ((await payload.find({ collection: 'invoices', where: { and: [{ owner: { equals: user.id } }, { order: { in: orders.map((o) => o.id) } }] }, limit: orders.length, depth: 0, user, overrideAccess: false })).docs as Invoice[])
    : []
  const invoiceOf = new Map(invoices.map((i) => [typeof i.order === 'object' ? i.order.id : i.order, i]))
  // A deployment order names its app through its deployment (which names the order).
  const deployments = await deploymentsOfOrders(poolOf(payload), orders.filter((o) => o.kind === 'deployment').map((o) => o.id))
  const list: OrderHistoryRow[] = orders.map((order) => {
    const loose = order as unknown as Record<string, unknown>
    const pkg = typeof order.package === 'object' ? (order.package as ServicePackage) : null
    const invoice = invoiceOf.get(order.id)
    const deployment = deployments.get(order.id)
    return {
      id: order.id,
      orderRef: order.orderRef,
      kind: order.kind,
      status: order.status,
      // An ad names the advertised product and its position, an update the product it changes (read at depth 1, as the user may read them).
      productName: order.submission?.productName ?? fieldOf(order.ad?.product, 'name') ?? fieldOf(order.update?.product, 'name') ?? deployment?.appName ?? null,
      officialUrl: order.submission?.officialUrl ?? fieldOf(order.ad?.product, 'url') ?? fieldOf(order.update?.product, 'url'),
      packageName: pkg?.name ?? fieldOf(order.ad?.position, 'name'),
      price: { amount: order.price.amount, currency: order.price.currency },
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
      partialRefund: partialRefundOf(order),
      rejectionReason: order.status === 'rejected' || order.status === 'refunded' ? text(loose.rejectionReason) : null,
      productKey: order.status === 'approved' ? keyOf(loose.product) : order.kind === 'ad' ? keyOf(order.ad?.product) : order.kind === 'update' ? keyOf(order.update?.product) : null,
      deploymentId: deployment?.deploymentId ?? null,
      invoiceable: !invoice && (invoiceableOrderStatuses as readonly string[]).includes(order.status),
      invoice: invoice ? { id: invoice.id, status: invoice.status, number: invoice.number ?? null } : null,
    }
  })
  return { list, total: found.totalDocs, page: found.page ?? page, limit }
}
