/**
 * The vocabulary of invoices, shared by the collection, the domain and the pages (no imports, so a
 * client component may take a constant from here).
 */
export const invoiceStatuses = ['requested', 'issued', 'rejected'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

/** Orders whose money we kept: an invoice may be asked for them (not pending, not refunded). */
export const invoiceableOrderStatuses = ['paid', 'in_review', 'approved'] as const

export const invoiceMessages = {
  order: 'Please select an order',
  companyName: 'Please enter the company name',
  taxNumber: 'Please enter a valid tax number',
  address: 'Please enter the address',
  email: 'Please enter a valid email address',
  notFound: 'No content',
  notInvoiceable: 'An invoice can only be requested for a paid order',
  alreadyRequested: 'An invoice has already been requested for this order',
  notIssued: 'This invoice has not been issued yet',
} as const
