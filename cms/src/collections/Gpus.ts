import type { CollectionConfig } from 'payload'
import { editors } from '../access/roles'
import { keyField } from '../fields/common'
import { editorialReviewField } from '../fields/editorialReview'

/**
 * GPU specifications as their vendors publish them, for the compute-market assistant: memory
 * decides how many GPUs a workload needs; bandwidth and throughput are shown beside the offers.
 * Figures are dense (no structured sparsity), per GPU.
 */
export const Gpus: CollectionConfig = {
  slug: 'gpus',
  labels: { singular: 'GPU', plural: 'GPUs' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'vendor', 'memoryGb', 'bf16Tflops', 'fp8'], group: 'Markets' },
  // Published hardware facts, public like the listings that reference them.
  access: { read: () => true, create: editors, update: editors, delete: editors },
  fields: [
    keyField,
    { name: 'name', type: 'text', required: true },
    { name: 'vendor', type: 'select', required: true, index: true, options: ['nvidia', 'amd', 'intel', 'apple', 'other'] },
    { type: 'row', fields: [
      { name: 'memoryGb', label: 'Memory (GB)', type: 'number', required: true, min: 1, admin: { description: 'GPU memory in GB (10^9 bytes), as the vendor states it.' } },
      { name: 'memoryBandwidthGBs', label: 'Memory bandwidth (GB/s)', type: 'number', min: 0, admin: { description: 'Memory bandwidth in GB/s.' } },
    ] },
    { type: 'row', fields: [
      { name: 'bf16Tflops', label: 'BF16 TFLOPS', type: 'number', min: 0, admin: { description: 'Dense FP16/BF16 tensor throughput in TFLOPS (without sparsity).' } },
      { name: 'fp8', label: 'FP8', type: 'checkbox', defaultValue: false, admin: { description: 'Has FP8 tensor cores.' } },
    ] },
    { name: 'specUrl', label: 'Datasheet', type: 'text', admin: { description: 'Where the figures come from (vendor datasheet).' } },
    editorialReviewField,
  ],
}
