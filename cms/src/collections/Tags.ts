import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access/roles'
import { keyField } from '../fields/common'

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key'], group: 'Catalogue' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  defaultPopulate: { key: true, name: true },
  fields: [keyField, { name: 'name', type: 'text', required: true, localized: true }],
}
