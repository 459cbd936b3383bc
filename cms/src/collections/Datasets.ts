import type { CollectionConfig } from 'payload'
import { editors } from '../access/roles'
import { publishedOnlyOrEditor } from '../access/published'
import { keyField, statusField, tagsField } from '../fields/common'
import { validateHttpUrl } from '../fields/urlValidation'

/** The AI data market: training data sets and data procurement. */
export const Datasets: CollectionConfig = {
  slug: 'datasets',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'provider', 'access', 'status'], group: 'Markets' },
  access: { read: publishedOnlyOrEditor, create: editors, update: editors, delete: editors },
  fields: [
    keyField,
    statusField,
    { name: 'name', type: 'text', required: true },
    { name: 'provider', type: 'text', required: true },
    { name: 'url', type: 'text', required: true, validate: validateHttpUrl },
    { name: 'description', type: 'textarea', required: true, localized: true },
    { type: 'row', fields: [
      { name: 'license', type: 'text' },
      { name: 'size', type: 'text' },
      { name: 'access', type: 'select', required: true, defaultValue: 'open', options: ['open', 'commercial', 'request'] },
    ] },
    { name: 'modalities', type: 'select', hasMany: true, options: ['text', 'image', 'audio', 'video', 'code', 'tabular', 'multimodal'] },
    tagsField,
  ],
}
