import { z } from 'zod'
import { invoiceMessages as m } from './invoiceStates'

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message)

/**
 * What the user fills in to ask for an invoice. A tax number is letters, digits and the separators
 * tax offices print (a Chinese unified social credit code is 18 characters, a VAT number has a
 * country prefix), so it is checked for shape, not for one country's format.
 */
export const invoiceRequestInput = z.object({
  orderId: z.coerce.number({ error: m.order }).int(m.order).positive(m.order),
  companyName: text(200, m.companyName),
  taxNumber: z
    .string({ error: m.taxNumber })
    .trim()
    .min(5, m.taxNumber)
    .max(32, m.taxNumber)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/, m.taxNumber),
  address: text(500, m.address),
  email: z.string({ error: m.email }).trim().max(254, m.email).pipe(z.email(m.email)),
})
export type InvoiceRequestInput = z.infer<typeof invoiceRequestInput>
