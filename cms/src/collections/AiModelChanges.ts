import type { CollectionConfig } from 'payload'
import { anyone, nobody } from '../access/roles'
import { syncedFieldLabels, syncedFields } from '../models/syncedFields'

/**
 * What the price and metadata sync changed on a model, one row per field and run: the detail page
 * says "price changed on …" from it and editors see where a figure came from. Written only by the
 * sync (cms/src/models/syncModels.ts); public like the prices it records.
 */
export const AiModelChanges: CollectionConfig = {
  slug: 'ai-model-changes',
  labels: { singular: 'Model change', plural: 'Model changes' },
  admin: {
    group: 'Catalogue',
    defaultColumns: ['model', 'field', 'before', 'after', 'changedAt'],
    description: 'Changes the models API sync made to prices and limits (read-only)',
  },
  access: { read: anyone, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-changedAt',
  fields: [
    // Optional in the schema so deleting a model keeps no dangling reference (the row's model becomes empty).
    { name: 'model', type: 'relationship', relationTo: 'ai-models', index: true },
    { name: 'field', type: 'select', required: true, options: syncedFields.map((value) => ({ value, label: syncedFieldLabels[value] })) },
    { type: 'row', fields: [
      { name: 'before', type: 'json' },
      { name: 'after', type: 'json' },
    ] },
    { name: 'changedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'source', type: 'text', admin: { description: 'The models API entry, e.g. openai/gpt-4o' } },
  ],
}
