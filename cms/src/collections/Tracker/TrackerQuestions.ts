import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins } from '../../access/roles'
import { questionIntents } from '../../tracker/limits'

/** A query question of a run, with its user intent; unique per (run, index) so regenerating changes nothing. */
export const TrackerQuestions: CollectionConfig = {
  slug: 'tracker-questions',
  admin: { useAsTitle: 'question', defaultColumns: ['run', 'index', 'question', 'intent', 'processingMs'], group: 'GEO' },
  access: { read: ownOrSupport('owner'), create: admins, update: admins, delete: admins },
  indexes: [{ fields: ['run', 'index'], unique: true }],
  fields: [
    { name: 'run', type: 'relationship', relationTo: 'tracker-runs', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'index', type: 'number', required: true, min: 0 },
    { name: 'question', type: 'textarea', required: true },
    { name: 'intent', type: 'select', required: true, options: [...questionIntents] },
    { name: 'topic', type: 'text' },
    /** Longest time a platform took to answer it (platforms answer side by side). */
    { name: 'processingMs', type: 'number', min: 0 },
  ],
}
