import type { CollectionConfig } from 'payload'
import { editors } from '../access/roles'
import { publishedOnlyOrEditor } from '../access/published'
import { keyField, statusField } from '../fields/common'
import { editorialReviewField } from '../fields/editorialReview'
import { moneyField } from '../fields/money'
import { validateHttpUrl } from '../fields/urlValidation'

/** The computing power market: cloud servers, GPU leasing, all-in-one machines, GPUs. */
export const ComputeOffers: CollectionConfig = {
  slug: 'compute-offers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'provider', 'kind', 'gpu', 'status'], group: 'Markets' },
  access: { read: publishedOnlyOrEditor, create: editors, update: editors, delete: editors },
  fields: [
    keyField,
    statusField,
    { name: 'kind', type: 'select', required: true, index: true, options: ['cloud_server', 'gpu_leasing', 'all_in_one', 'gpu'] },
    { name: 'name', type: 'text', required: true },
    { name: 'provider', type: 'text', required: true },
    { name: 'url', type: 'text', required: true, validate: validateHttpUrl },
    { name: 'description', type: 'textarea', required: true, localized: true },
    { type: 'row', fields: [
      { name: 'gpu', type: 'text' },
      { name: 'gpuSpec', label: 'GPU model', type: 'relationship', relationTo: 'gpus', admin: { description: 'The GPU model, for the compute assistant (memory per GPU).' } },
      { name: 'gpuCount', type: 'number', min: 0 },
      { name: 'memoryGb', type: 'number', min: 0 },
    ] },
    moneyField('price', { extra: [{ name: 'unit', type: 'select', options: ['hour', 'month', 'one_time'] }] }),
    { name: 'regions', type: 'text', hasMany: true },
    editorialReviewField,
  ],
}
