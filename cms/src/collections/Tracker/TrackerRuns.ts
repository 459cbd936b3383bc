import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins } from '../../access/roles'
import { platformIds } from '../../llm/platforms'

export const runStatuses = ['queued', 'questions', 'answering', 'analyzing', 'completed', 'failed'] as const

/**
 * One analysis of a tracker: questions, then answers from every platform, then the report.
 * `parts` holds each platform's state ({ status, error }) and is written with one atomic SQL
 * statement per change (cms/src/tracker/runParts.ts), because the platforms' jobs finish
 * concurrently. Written by the service only.
 */
export const TrackerRuns: CollectionConfig = {
  slug: 'tracker-runs',
  admin: { useAsTitle: 'id', defaultColumns: ['tracker', 'status', 'trigger', 'startedAt', 'finishedAt'], group: 'GEO' },
  access: { read: ownOrSupport('owner'), create: admins, update: admins, delete: admins },
  fields: [
    { name: 'tracker', type: 'relationship', relationTo: 'trackers', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'trigger', type: 'select', required: true, defaultValue: 'user', options: ['user', 'schedule'] },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', index: true, options: [...runStatuses] },
    { name: 'platforms', type: 'select', hasMany: true, required: true, options: [...platformIds] },
    { name: 'samples', type: 'number', required: true, defaultValue: 1, min: 1, max: 5 },
    { name: 'webSearch', type: 'checkbox', defaultValue: true },
    { name: 'questionsTotal', type: 'number', defaultValue: 0, min: 0 },
    { name: 'parts', type: 'json', defaultValue: {} },
    { name: 'error', type: 'text' },
    { name: 'startedAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
  ],
}
