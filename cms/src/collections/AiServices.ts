import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access/roles'
import { keyField, localizedList } from '../fields/common'
import { moneyField } from '../fields/money'

/** Services the site sells: GEO, training, data labeling, agent customisation, consultation, hardware. */
export const AiServices: CollectionConfig = {
  slug: 'ai-services',
  labels: { singular: 'AI service', plural: 'AI services' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind'], group: 'Commerce' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  fields: [
    keyField,
    { name: 'kind', type: 'select', required: true, index: true, options: ['geo', 'training', 'data_labeling', 'agent_customization', 'consultation', 'hardware'] },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true },
    localizedList('deliverables'),
    moneyField('priceFrom'),
  ],
}
