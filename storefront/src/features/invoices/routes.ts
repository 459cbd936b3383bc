import { invoiceMessages, invoiceRequestInput } from '@aidir/cms/invoices'
import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'

/** Invoices (`/api/invoices/…`), declared for the route kit and the OpenAPI document. */
const notYours = { 404: `'${invoiceMessages.notFound}': no such invoice, or not yours` }

export const requestInvoiceRoute = {
  method: 'POST', path: '/api/invoices', auth: 'required', body: invoiceRequestInput, badJson: 'Form validation failed',
  openapi: {
    summary: 'Ask for an invoice for one of my paid orders (company name, tax number, address, email)',
    tags: ['invoices'],
    errors: { 404: `'${invoiceMessages.notFound}': no such order, or not yours`, 409: `'${invoiceMessages.notInvoiceable}' or '${invoiceMessages.alreadyRequested}'` },
  },
} satisfies RouteDeclaration
export const myInvoicesRoute = { method: 'GET', path: '/api/invoices', auth: 'required', openapi: { summary: 'My invoices, newest first', tags: ['invoices'] } } satisfies RouteDeclaration
export const invoicePdfRoute = {
  method: 'GET', path: '/api/invoices/{id}/pdf', auth: 'required',
  openapi: { summary: 'The PDF of one of my issued invoices (an attachment, never cached by a shared cache)', tags: ['invoices'], produces: 'application/pdf', errors: { ...notYours, 409: `'${invoiceMessages.notIssued}'` } },
} satisfies RouteDeclaration

export const orderHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), limit: z.coerce.number().int().min(1).max(50).default(20) })
export const orderHistoryRoute = {
  method: 'GET', path: '/api/invoices/orders', auth: 'required', query: orderHistoryQuery,
  openapi: { summary: 'My orders as the user centre shows them: status, amount, dates, rejection reason, listed product, and whether an invoice may be asked for', tags: ['invoices'] },
} satisfies RouteDeclaration

export const invoiceRoutes = [requestInvoiceRoute, myInvoicesRoute, invoicePdfRoute, orderHistoryRoute]
