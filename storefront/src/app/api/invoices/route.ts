import { methodsNotAllowed } from '@/features/api/route'
/** POST: ask for an invoice for one of my paid orders. GET: my invoices. Login required. */
export { requestInvoiceHandler as POST, myInvoicesHandler as GET } from '@/features/invoices/handlers'

export const { PUT, PATCH, DELETE } = methodsNotAllowed('GET', 'POST')
