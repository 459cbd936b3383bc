import { InvoiceRefused, invoiceMessages, listMyInvoices, listMyOrderHistory, readMyInvoice, renderInvoicePdf, requestInvoice } from '@aidir/cms/invoices'
import { ApiError, defineRoute } from '@/features/api/route'
import { invoicePdfRoute, myInvoicesRoute, orderHistoryRoute, requestInvoiceRoute } from './routes'

const idOf = (raw: string | undefined) => {
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new ApiError('notFound', invoiceMessages.notFound)
  return id
}

/** POST /api/invoices — ask for an invoice for one of the caller's paid orders. */
export const requestInvoiceHandler = defineRoute(requestInvoiceRoute, async ({ payload, user, body, locale }) => {
  const invoice = await requestInvoice(payload, user!, body, locale)
  return (await listMyInvoices(payload, user!)).find((v) => v.id === invoice.id) ?? null
})

/** GET /api/invoices — the caller's invoices. */
export const myInvoicesHandler = defineRoute(myInvoicesRoute, async ({ payload, user }) => ({ list: await listMyInvoices(payload, user!) }))

/**
 * GET /api/invoices/{id}/pdf — one of the caller's issued invoices as a PDF attachment. Personal:
 * `private, no-store`, so no shared cache (CDN, edge) keeps it.
 */
export const invoicePdfHandler = defineRoute(invoicePdfRoute, async ({ payload, user, params }) => {
  const invoice = await readMyInvoice(payload, user!, idOf(params.id))
  if (invoice.status !== 'issued') throw new InvoiceRefused(409, invoiceMessages.notIssued)
  const pdf = await renderInvoicePdf(invoice)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(pdf.length),
    },
  })
})

/** GET /api/invoices/orders — the caller's orders for the user centre (history, apps, invoice form). */
export const orderHistoryHandler = defineRoute(orderHistoryRoute, async ({ payload, user, query, locale }) => listMyOrderHistory(payload, user!, query.page, query.limit, locale))
