import type { Field } from 'payload'
import { syncedFieldLabels, syncedFields } from './syncedFields'

/**
 * The sync settings of one model, in the sidebar: which entry of the models API it follows
 * (e.g. `openai/gpt-4o`; empty: never synced) and the fields an editor keeps curated.
 */
export const modelSyncField: Field = {
  name: 'sync',
  type: 'group',
  label: 'Price sync',
  admin: {
    position: 'sidebar',
    description: 'Prices and limits come from the models API when MODELS_API_URL is set; otherwise they are curated here (sandbox).',
  },
  fields: [
    { name: 'externalId', type: 'text', index: true, label: 'Models API id', admin: { description: 'e.g. openai/gpt-4o; empty: not synced' } },
    {
      name: 'lockedFields',
      type: 'select',
      hasMany: true,
      label: 'Locked against sync',
      options: syncedFields.map((value) => ({ value, label: syncedFieldLabels[value] })),
    },
    { name: 'lastSyncedAt', type: 'date', label: 'Last synced', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
