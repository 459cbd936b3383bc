import type { GlobalConfig } from 'payload'
import { admins, staff } from '../access/roles'

/**
 * The seller printed on every invoice. Copied onto an invoice when support issues it, so a later
 * change here never alters an invoice already issued. Issuing is refused while the name or the
 * tax number is empty.
 */
export const InvoiceSettings: GlobalConfig = {
  slug: 'invoice-settings',
  admin: { group: 'Commerce', description: 'The seller printed on invoices (copied onto each invoice when it is issued)' },
  access: { read: staff, update: admins },
  fields: [
    { name: 'name', type: 'text', localized: true, admin: { description: 'Legal name of the seller' } },
    { name: 'taxNumber', type: 'text', admin: { description: 'The seller’s tax number (VAT / unified social credit code)' } },
    { name: 'address', type: 'textarea', localized: true },
    { name: 'email', type: 'email', admin: { description: 'Where customers write about invoices' } },
  ],
}
