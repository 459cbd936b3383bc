import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../locales'
import type { Order, ServicePackage } from '../payload-types'
import type { SellerDetails } from './sellerDetails'

type Buyer = { companyName: string; taxNumber: string; address: string; email: string }

/** When the order was paid: its transition to `paid` in the order's log (system read). */
export async function paidAtOf(payload: Payload, orderId: number, req?: PayloadRequest): Promise<string | null> {
  const found = await payload.find({
    collection: 'order-events',
    where: { and: [{ order: { equals: orderId } }, { type: { equals: 'transition' } }, { toStatus: { equals: 'paid' } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (found.docs[0]?.createdAt as string | undefined) ?? null
}

/** An ad order's line: its position and the advertised product (read at depth 1). */
function adLine(order: Order): string | null {
  const name = (v: unknown) => (v && typeof v === 'object' ? ((v as { name?: string }).name ?? null) : null)
  const position = name(order.ad?.position)
  const product = name(order.ad?.product)
  return position && product ? `${position}: ${product}` : (position ?? product)
}

/**
 * What an issued invoice prints, copied once at issue time so that later edits to the settings,
 * the package or the order never change an invoice already issued.
 */
export async function issueSnapshot(payload: Payload, req: PayloadRequest, orderId: number, locale: Locale, seller: SellerDetails, buyer: Buyer) {
  const order = (await payload.findByID({ collection: 'orders', id: orderId, depth: 1, locale: locale as never, overrideAccess: true, req })) as Order
  const pkg = typeof order.package === 'object' ? (order.package as ServicePackage) : null
  return {
    sellerName: seller.name,
    sellerTaxNumber: seller.taxNumber,
    sellerAddress: seller.address,
    sellerEmail: seller.email,
    ...buyer,
    orderRef: order.orderRef,
    orderDate: order.createdAt,
    paidAt: await paidAtOf(payload, order.id, req),
    packageName: pkg?.name ?? adLine(order),
    productName: order.submission?.productName ?? null,
    price: { amount: order.price.amount, currency: order.price.currency },
  }
}
