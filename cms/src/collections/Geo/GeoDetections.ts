import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins } from '../../access/roles'
import { platformIds } from '../../llm/platforms'

export const detectionStatuses = ['queued', 'detecting', 'completed', 'error'] as const
export const answerStatuses = ['recommended', 'mentioned', 'competitor_only', 'negative', 'absent'] as const

/**
 * One platform's detection of a check: its state (queued → detecting with percent → completed
 * or error), and once complete the verdict over its samples. `run` grows with every re-detect so
 * a job of an earlier run is recognised and ignored. Written by the worker only.
 */
export const GeoDetections: CollectionConfig = {
  slug: 'geo-detections',
  admin: { useAsTitle: 'platform', defaultColumns: ['check', 'platform', 'status', 'progress', 'recommended', 'exposures'], group: 'GEO' },
  access: { read: ownOrSupport('owner'), create: admins, update: admins, delete: admins },
  fields: [
    { name: 'check', type: 'relationship', relationTo: 'geo-checks', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'platform', type: 'select', required: true, index: true, options: [...platformIds] },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', index: true, options: [...detectionStatuses] },
    { name: 'run', type: 'number', required: true, defaultValue: 1, min: 1 },
    { name: 'progress', type: 'number', required: true, defaultValue: 0, min: 0, max: 100 },
    { name: 'samplesWanted', type: 'number', required: true, min: 1, max: 9 },
    { name: 'recommended', type: 'checkbox', defaultValue: false },
    { name: 'verdict', type: 'select', options: [...answerStatuses] },
    { name: 'exposures', type: 'number', defaultValue: 0, min: 0 },
    { name: 'recommendedSamples', type: 'number', defaultValue: 0, min: 0 },
    { name: 'agreement', type: 'number', min: 0, max: 1 },
    { name: 'position', type: 'number', min: 1 },
    { name: 'evidence', type: 'json' },
    { name: 'sandbox', type: 'checkbox', defaultValue: false, admin: { description: 'Answered by the offline engine, not the real platform' } },
    { name: 'error', type: 'text' },
    { name: 'startedAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
  ],
}
