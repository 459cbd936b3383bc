import type { CollectionConfig } from 'payload'
import { customerRecordsHidden } from '../../access/adminNav'
import { ownOrSupport } from '../../access/own'
import { nobody } from '../../access/roles'
import { moneyField } from '../../fields/money'
import { locales } from '../../locales'
import { attemptStates, orderKinds, orderStatuses, providerNames } from '../../orders/orderStates'

/**
 * A customer's order (a paid submission now; ads, updates and deployments later). The owner reads
 * their own, support and admins read all; nobody writes through the CMS's APIs: the storefront's
 * /api creates orders (price from the package, never the request), the fulfilment and
 * reconciliation jobs move their status (orders/orderStateMachine.ts, one transaction with the
 * event log) and support decisions go through their own functions.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { useAsTitle: 'orderRef', defaultColumns: ['orderRef', 'owner', 'kind', 'status', 'createdAt'], group: 'Commerce', hidden: customerRecordsHidden },
  access: { read: ownOrSupport('owner'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  // The review queue reads in_review orders by their paid time (orders/reviewQueue.ts).
  indexes: [{ fields: ['status', 'paidAt'] }],
  fields: [
    { name: 'orderRef', type: 'text', required: true, unique: true, admin: { readOnly: true, description: 'Our reference at the payment provider' } },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...orderKinds], defaultValue: 'submission' },
    { name: 'locale', type: 'select', options: [...locales], defaultValue: 'en', admin: { description: 'The language the customer ordered in: their mails are written in it' } },
    // Ads are priced by their position, not a package (ads/createAdOrder.ts): required for the other kinds.
    { name: 'package', type: 'relationship', relationTo: 'service-packages', validate: (value: unknown, { data }: { data?: { kind?: string } }) => (data?.kind === 'ad' || value != null ? true : 'A package is required') },
    {
      name: 'submission',
      type: 'group',
      admin: { description: 'What the owner submitted (submission orders)' },
      fields: [
        { name: 'productName', type: 'text' },
        { name: 'officialUrl', type: 'text' },
        { name: 'contactEmail', type: 'email' },
        { name: 'category', type: 'relationship', relationTo: 'categories' },
        { name: 'shortDescription', type: 'textarea' },
        { name: 'logo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'ad',
      type: 'group',
      admin: { description: 'What the buyer ordered (ad orders): the campaign is created when it is paid', condition: (data) => data?.kind === 'ad' },
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'position', type: 'relationship', relationTo: 'ad-positions' },
        { name: 'contactEmail', type: 'email' },
      ],
    },
    {
      name: 'update',
      type: 'group',
      admin: { description: 'What the customer proposed for a listed product (update orders): support sees it as a diff' },
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', index: true },
        { name: 'contactEmail', type: 'email' },
        { name: 'proposal', type: 'json', admin: { description: 'The new values as submitted' } },
        { name: 'snapshot', type: 'json', admin: { description: 'The values they would replace, read when the order was placed' } },
        { name: 'appliedAt', type: 'date', admin: { description: 'When support applied the proposal to the product' } },
      ],
    },
    moneyField('price', { required: true, description: 'From the package at the time of the order, in minor units' }),
    { name: 'provider', type: 'select', required: true, options: [...providerNames] },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'pending', options: [...orderStatuses] },
    { name: 'expiresAt', type: 'date', required: true, admin: { description: 'An unpaid order expires then' } },
    { name: 'paidAt', type: 'date', admin: { description: 'When the payment was confirmed: the review deadline counts from here' } },
    { name: 'product', type: 'relationship', relationTo: 'products', admin: { description: 'The product listed when support approved the submission' } },
    { name: 'rejectionReason', type: 'textarea', admin: { description: 'Why support rejected the submission (shown to the customer)' } },
    { name: 'decidedBy', type: 'relationship', relationTo: 'users', admin: { description: 'Who approved or rejected it' } },
    { name: 'decidedAt', type: 'date', index: true },
    { name: 'flagged', type: 'checkbox', defaultValue: false, index: true, admin: { description: 'A payment event did not match this order: support should look' } },
    {
      name: 'attempts',
      type: 'array',
      admin: { description: 'One per checkout opened (a refreshed QR is a new attempt)' },
      fields: [
        { name: 'attemptRef', type: 'text', required: true },
        { name: 'providerRef', type: 'text' },
        { name: 'state', type: 'select', required: true, defaultValue: 'open', options: [...attemptStates] },
        { name: 'redirectUrl', type: 'text' },
        { name: 'codeUrl', type: 'text' },
        { name: 'paymentRef', type: 'text' },
        { name: 'expiresAt', type: 'date', required: true },
        { name: 'openedAt', type: 'date', required: true },
      ],
    },
    {
      name: 'refund',
      type: 'group',
      fields: [
        { name: 'refundRef', type: 'text' },
        { name: 'refundId', type: 'text' },
        { name: 'status', type: 'select', options: ['pending', 'succeeded', 'failed'] },
        { name: 'amount', type: 'number', min: 0, admin: { description: 'What this refund gives back, in minor units of the price: less than the price for a partial refund (an ad ended early), after which the order stays paid' } },
        { name: 'reason', type: 'text' },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'requestedAt', type: 'date' },
      ],
    },
  ],
}
