/**
 * Invoices: a user asks for one per paid order, support issues it in the admin (a gapless yearly
 * number, the data frozen) or rejects it, the user downloads the PDF in their language, and a
 * mail says it was issued.
 */
export * from './invoiceStates'
export { InvoiceRefused } from './invoiceErrors'
export { invoiceRequestInput, type InvoiceRequestInput } from './invoiceInput'
export { requestInvoice } from './requestInvoice'
export { readMyInvoice, listMyInvoices, type InvoiceView } from './readInvoices'
export { renderInvoicePdf } from './invoicePdf'
export { invoiceIssuedMail, invoicesPageUrl, sendInvoiceIssuedMail } from './invoiceMail'
export { sellerDetails, type SellerDetails } from './sellerDetails'
export { listMyOrderHistory, type OrderHistoryRow } from './orderHistory'
