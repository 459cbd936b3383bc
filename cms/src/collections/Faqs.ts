import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access/roles'
import { keyField } from '../fields/common'

export const faqAreas = ['general', 'home', 'submission', 'advertising', 'update', 'rankings', 'geo', 'tracker', 'deployment', 'mcp', 'models', 'points'] as const

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'area', 'order'], group: 'Editorial' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  defaultSort: 'order',
  fields: [
    keyField,
    { name: 'area', type: 'select', required: true, index: true, options: [...faqAreas] },
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    { name: 'order', type: 'number', defaultValue: 0, index: true },
  ],
}
