import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access/roles'
import { keyField, localizedList, pricesField } from '../fields/common'

export const ServicePackages: CollectionConfig = {
  slug: 'service-packages',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'order', 'enabled'], group: 'Commerce' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  defaultSort: 'order',
  fields: [
    keyField,
    { name: 'kind', type: 'select', required: true, index: true, options: ['submission', 'advertising', 'update', 'deployment'] },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    pricesField,
    localizedList('benefits'),
    { type: 'row', fields: [
      { name: 'durationDays', type: 'number', min: 1 },
      { name: 'highlighted', type: 'checkbox', defaultValue: false },
      { name: 'enabled', type: 'checkbox', defaultValue: true },
      { name: 'order', type: 'number', defaultValue: 0 },
    ] },
  ],
}
