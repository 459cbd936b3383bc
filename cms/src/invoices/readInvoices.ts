import type { Payload } from 'payload'
import type { Invoice, Order, User } from '../payload-types'
import { InvoiceRefused } from './invoiceErrors'
import { invoiceMessages as m } from './invoiceStates'

/** What the user centre shows of an invoice. */
export type InvoiceView = {
  id: number
  orderId: number
  orderRef: string | null
  status: Invoice['status']
  companyName: string
  taxNumber: string
  address: string
  email: string
  number: string | null
  issuedAt: string | null
  rejectionReason: string | null
  price: { amount: number; currency: string } | null
  createdAt: string
}

const idOf = (v: unknown) => (typeof v === 'object' && v !== null ? (v as { id: number }).id : (v as number))

function viewOf(invoice: Invoice): InvoiceView {
  const order = typeof invoice.order === 'object' ? (invoice.order as Order) : null
  const issued = invoice.status === 'issued'
  return {
    id: invoice.id,
    orderId: idOf(invoice.order),
    orderRef: issued ? (invoice.issued?.orderRef ?? null) : (order?.orderRef ?? null),
    status: invoice.status,
    companyName: invoice.companyName,
    taxNumber: invoice.taxNumber,
    address: invoice.address,
    email: invoice.email,
    number: invoice.number ?? null,
    issuedAt: issued ? (invoice.decidedAt ?? null) : null,
    rejectionReason: invoice.status === 'rejected' ? (invoice.rejectionReason ?? null) : null,
    price: issued && invoice.issued?.price ? { amount: invoice.issued.price.amount!, currency: invoice.issued.price.currency! } : order ? { amount: order.price.amount, currency: order.price.currency } : null,
    createdAt: invoice.createdAt,
  }
}

/**
 * One of the user's own invoices, read as the user. Support staff read every invoice in the admin,
 * but the storefront's invoice pages and the PDF are the owner's: anyone else gets "not found".
 */
export async function readMyInvoice(payload: Payload, user: User, id: number): Promise<Invoice> {
  const invoice = (await payload.findByID({ collection: 'invoices', id, depth: 0, user, overrideAccess: false, disableErrors: true })) as Invoice | null
  if (!invoice || idOf(invoice.owner) !== user.id) throw new InvoiceRefused(404, m.notFound)
  return invoice
}

export async function listMyInvoices(payload: Payload, user: User): Promise<InvoiceView[]> {
  // One invoice per order and a few orders a day at most: the list is small, read whole (capped).
  const found = await payload.find({ collection: 'invoices', where: { owner: { equals: user.id } }, sort: '-createdAt', limit: 200, depth: 1, user, overrideAccess: false })
  return (found.docs as Invoice[]).map(viewOf)
}
