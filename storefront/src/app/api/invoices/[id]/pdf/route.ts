import { methodsNotAllowed } from '@/features/api/route'
/** GET: the PDF of one of my issued invoices. Login required; own invoices only. */
export { invoicePdfHandler as GET } from '@/features/invoices/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
