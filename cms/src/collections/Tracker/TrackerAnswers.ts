import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins } from '../../access/roles'
import { platformIds } from '../../llm/platforms'

/**
 * One platform's answer to one question of a run. The raw vendor body and citations are kept so a
 * re-score costs no call. Unique per (run, question, platform, sample): a retried job skips what
 * is stored and never counts an answer twice.
 */
export const TrackerAnswers: CollectionConfig = {
  slug: 'tracker-answers',
  admin: { useAsTitle: 'platform', defaultColumns: ['run', 'question', 'platform', 'sample', 'brandStatus', 'exposures'], group: 'GEO' },
  access: { read: ownOrSupport('owner'), create: admins, update: admins, delete: admins },
  indexes: [{ fields: ['run', 'question', 'platform', 'sample'], unique: true }],
  fields: [
    { name: 'run', type: 'relationship', relationTo: 'tracker-runs', required: true, index: true },
    { name: 'question', type: 'relationship', relationTo: 'tracker-questions', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'platform', type: 'select', required: true, options: [...platformIds] },
    { name: 'sample', type: 'number', required: true, min: 0 },
    { name: 'text', type: 'textarea', required: true },
    { name: 'citations', type: 'json' },
    { name: 'model', type: 'text' },
    { name: 'usage', type: 'json' },
    { name: 'raw', type: 'json' },
    { name: 'sandbox', type: 'checkbox', defaultValue: false },
    { name: 'durationMs', type: 'number', min: 0 },
    { name: 'brandStatus', type: 'select', options: ['recommended', 'mentioned', 'competitor_only', 'negative', 'absent'] },
    { name: 'exposures', type: 'number', min: 0 },
  ],
}
