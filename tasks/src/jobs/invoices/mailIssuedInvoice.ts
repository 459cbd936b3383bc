import { sendInvoiceIssuedMail } from '@aidir/cms/invoices'
import type { Handler } from '../types'

/** The invoice-issued mail (sent once: cms/src/invoices/invoiceMail.ts). */
export const mailIssuedInvoice: Handler<'invoices.mailIssued'> = async ({ id }, { payload, log }) => {
  const outcome = await sendInvoiceIssuedMail(payload, id)
  log.info({ invoice: id, outcome }, 'invoice-issued mail')
  return { outcome }
}
