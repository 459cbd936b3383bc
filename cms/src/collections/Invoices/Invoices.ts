import type { CollectionConfig } from 'payload'
import { customerRecordsHidden } from '../../access/adminNav'
import { ownOrSupport } from '../../access/own'
import { nobody, supportStaff } from '../../access/roles'
import { moneyField } from '../../fields/money'
import { invoiceStatuses } from '../../invoices/invoiceStates'
import { locales } from '../../locales'
import { decideInvoice } from './hooks/decideInvoice'
import { queueIssuedMail } from './hooks/queueIssuedMail'

/**
 * An invoice for one paid order. The owner asks for it in the user centre (the storefront's
 * /api/invoices, which checks the order and creates it as a system action); support issues it in
 * the admin (status → issued: a number from the yearly counter, the date, who, and the seller,
 * buyer and order copied into `issued`) or rejects it with a reason. From then on nothing changes.
 * The owner reads their own, support and admins all; only support edits; nobody creates or
 * deletes through the CMS's APIs.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: {
    useAsTitle: 'companyName',
    defaultColumns: ['companyName', 'order', 'status', 'number', 'createdAt'],
    group: 'Commerce',
    hidden: customerRecordsHidden,
    description: 'Requested invoices: set the status to issued (a number is given) or to rejected with a reason.',
  },
  access: { read: ownOrSupport('owner'), create: nobody, update: supportStaff, delete: nobody },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [decideInvoice], afterChange: [queueIssuedMail] },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true, admin: { readOnly: true, description: 'One invoice per order' } },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'requested', options: [...invoiceStatuses] },
    { name: 'locale', type: 'select', required: true, defaultValue: 'en', options: [...locales], admin: { readOnly: true, description: 'Language of the PDF and the mail' } },
    {
      type: 'row',
      fields: [
        { name: 'companyName', type: 'text', required: true, maxLength: 200 },
        { name: 'taxNumber', type: 'text', required: true, maxLength: 32 },
      ],
    },
    { name: 'address', type: 'textarea', required: true, maxLength: 500 },
    { name: 'email', type: 'email', required: true, admin: { description: 'Where the invoice is sent' } },
    { name: 'rejectionReason', type: 'textarea', maxLength: 500, admin: { description: 'Required to reject; shown to the customer' } },
    { name: 'number', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'decidedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', description: 'When it was issued or rejected' } },
    { name: 'decidedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'mailedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', description: 'When the invoice-issued mail went out' } },
    {
      name: 'issued',
      type: 'group',
      admin: { readOnly: true, description: 'Frozen when issued: what the PDF prints' },
      fields: [
        { name: 'sellerName', type: 'text' },
        { name: 'sellerTaxNumber', type: 'text' },
        { name: 'sellerAddress', type: 'textarea' },
        { name: 'sellerEmail', type: 'text' },
        { name: 'companyName', type: 'text' },
        { name: 'taxNumber', type: 'text' },
        { name: 'address', type: 'textarea' },
        { name: 'email', type: 'text' },
        { name: 'orderRef', type: 'text' },
        { name: 'orderDate', type: 'date' },
        { name: 'paidAt', type: 'date' },
        { name: 'packageName', type: 'text' },
        { name: 'productName', type: 'text' },
        moneyField('price', { description: 'What was paid, in minor units' }),
      ],
    },
  ],
}
