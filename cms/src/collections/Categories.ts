import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access/roles'
import { keyField } from '../fields/common'
import { adminMessages } from '../admin/i18n/messages'
import { refuseDeleteWhileUsed } from '../hooks/refuseDeleteWhileUsed'
import { searchVocabularyHooks } from '../hooks/searchVocabulary'

/** Two levels: a group (no parent) holds categories (parent = the group). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key', 'kind', 'parent', 'order'], group: 'Catalogue' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  defaultPopulate: { key: true, name: true, icon: true, parent: true },
  // A category's names are filter words in search (search/vocabulary.ts).
  hooks: { beforeDelete: [refuseDeleteWhileUsed({ by: 'products', path: 'category', message: adminMessages.categoryInUse })], ...searchVocabularyHooks },
  fields: [
    keyField,
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'icon', type: 'text' },
    { name: 'kind', type: 'select', required: true, defaultValue: 'product', index: true, options: ['product', 'mcp'] },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      filterOptions: () => ({ parent: { exists: false } }),
      admin: { description: 'Empty for a group; the group for a category' },
    },
    { name: 'order', type: 'number', defaultValue: 0, index: true },
  ],
}
