import type { Payload } from 'payload'
import { isLocale } from '../locales'
import type { Invoice, Order, User } from '../payload-types'
import { InvoiceRefused } from './invoiceErrors'
import { invoiceRequestInput } from './invoiceInput'
import { invoiceMessages as m, invoiceableOrderStatuses } from './invoiceStates'

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string }; data?: { errors?: { message?: string }[] } }
  return e?.code === '23505' || e?.cause?.code === '23505' || Boolean(e?.data?.errors?.some((x) => /unique/i.test(x.message ?? '')))
}

/**
 * The user asks for an invoice for one of their paid orders. The order is read as the user (another
 * user's order is "not found"), must be paid and not refunded, and may have one invoice only; the
 * unique index on `order` settles two requests at once. The invoice is then created as a system
 * action (customers create nothing through the CMS's APIs), owned by the user, in their language.
 */
export async function requestInvoice(payload: Payload, user: User, raw: unknown, locale: string): Promise<Invoice> {
  const input = invoiceRequestInput.parse(raw)
  const order = (await payload.findByID({ collection: 'orders', id: input.orderId, depth: 0, user, overrideAccess: false, disableErrors: true })) as Order | null
  const ownerId = order && (typeof order.owner === 'object' ? order.owner.id : order.owner)
  if (!order || ownerId !== user.id) throw new InvoiceRefused(404, m.notFound, { field: 'orderId' })
  if (!(invoiceableOrderStatuses as readonly string[]).includes(order.status)) throw new InvoiceRefused(409, m.notInvoiceable, { field: 'orderId' })
  const existing = await payload.count({ collection: 'invoices', where: { order: { equals: order.id } }, overrideAccess: true })
  if (existing.totalDocs > 0) throw new InvoiceRefused(409, m.alreadyRequested, { field: 'orderId' })
  try {
    // System action: the checks above are the rules; invoices have no create access for anyone.
    return (await payload.create({
      collection: 'invoices',
      data: { status: 'requested', owner: user.id, order: order.id, locale: isLocale(locale) ? locale : 'en', companyName: input.companyName, taxNumber: input.taxNumber, address: input.address, email: input.email },
      overrideAccess: true,
    })) as Invoice
  } catch (err) {
    if (isUniqueViolation(err)) throw new InvoiceRefused(409, m.alreadyRequested, { field: 'orderId' })
    throw err
  }
}
