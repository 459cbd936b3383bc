import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../access/own'
import { admins, supportStaff } from '../access/roles'
import { budgetCurrencies, marketRequestKinds, marketRequestStatuses } from '../markets/requestInput'

/**
 * A data-procurement or AI-services consultation request from the market pages: a lead support
 * works in the admin and is told of in the support inbox. Written by submitMarketRequest with its
 * notification job; a signed-in sender may read theirs back.
 */
export const MarketRequests: CollectionConfig = {
  slug: 'market-requests',
  admin: { useAsTitle: 'name', defaultColumns: ['kind', 'name', 'company', 'contact', 'deadline', 'status', 'createdAt'], group: 'Markets' },
  access: { read: ownOrSupport('owner'), create: admins, update: supportStaff, delete: admins },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'kind', type: 'select', required: true, index: true, options: [...marketRequestKinds] },
    { name: 'need', type: 'textarea', required: true, maxLength: 2000, admin: { description: 'What is needed' } },
    { name: 'volume', type: 'text', maxLength: 200 },
    { type: 'row', fields: [
      { name: 'budget', type: 'number', min: 0 },
      { name: 'currency', type: 'select', options: [...budgetCurrencies], defaultValue: 'USD' },
      { name: 'deadline', type: 'text', maxLength: 10, admin: { description: 'YYYY-MM-DD' } },
    ] },
    { name: 'company', type: 'text', maxLength: 120 },
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'contact', type: 'text', required: true, maxLength: 254, admin: { description: 'Phone number or email address' } },
    { name: 'locale', type: 'select', options: ['en', 'zh', 'zh-TW', 'ja'] },
    { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: [...marketRequestStatuses] },
    { name: 'notes', type: 'textarea', admin: { description: 'Internal notes of support staff' } },
  ],
}
