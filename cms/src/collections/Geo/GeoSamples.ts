import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins } from '../../access/roles'

/**
 * One answer of a platform to a check's question: the raw vendor response is kept so that a
 * better detector can re-score history without calling any vendor again. Unique per
 * (detection, run, index): a retried job skips the samples it already has and never counts one
 * twice.
 */
export const GeoSamples: CollectionConfig = {
  slug: 'geo-samples',
  admin: { useAsTitle: 'model', defaultColumns: ['detection', 'index', 'status', 'exposures', 'model', 'createdAt'], group: 'GEO' },
  access: { read: ownOrSupport('owner'), create: admins, update: admins, delete: admins },
  indexes: [{ fields: ['detection', 'run', 'index'], unique: true }],
  fields: [
    { name: 'detection', type: 'relationship', relationTo: 'geo-detections', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'run', type: 'number', required: true, min: 1 },
    { name: 'index', type: 'number', required: true, min: 0 },
    { name: 'text', type: 'textarea', required: true },
    { name: 'citations', type: 'json' },
    { name: 'model', type: 'text' },
    { name: 'usage', type: 'json' },
    { name: 'raw', type: 'json' },
    { name: 'sandbox', type: 'checkbox', defaultValue: false },
    { name: 'durationMs', type: 'number', min: 0 },
    { name: 'status', type: 'select', options: ['recommended', 'mentioned', 'competitor_only', 'negative', 'absent'] },
    { name: 'exposures', type: 'number', min: 0 },
    { name: 'analysis', type: 'json' },
  ],
}
