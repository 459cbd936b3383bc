import type { CollectionConfig } from 'payload'
import { admins } from '../../access/roles'
import { exposureLevels } from '../../geo/trackerScore'
import { ownPublicOrSupport } from './access'

/**
 * The analysis of one run (one per run; the trend is the reports of a tracker by date). Numbers
 * only: the strategy cards are message keys with their figures, put into words by the UI in the
 * reader's language. Readable by the owner, support, and anyone when the tracker is public.
 */
export const TrackerReports: CollectionConfig = {
  slug: 'tracker-reports',
  admin: { useAsTitle: 'id', defaultColumns: ['tracker', 'run', 'brandScore', 'exposureLevel', 'dataUpdatedAt'], group: 'GEO' },
  access: { read: ownPublicOrSupport('tracker.public'), create: admins, update: admins, delete: admins },
  fields: [
    { name: 'run', type: 'relationship', relationTo: 'tracker-runs', required: true, unique: true, index: true },
    { name: 'tracker', type: 'relationship', relationTo: 'trackers', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'brandScore', type: 'number', required: true },
    { name: 'scoreVersion', type: 'text', required: true },
    { name: 'uncertain', type: 'checkbox', defaultValue: false },
    { name: 'exposures', type: 'number', min: 0 },
    { name: 'exposureLevel', type: 'select', options: [...exposureLevels] },
    { name: 'platforms', type: 'json', required: true },
    { name: 'failedPlatforms', type: 'json' },
    { name: 'hotTopics', type: 'json' },
    { name: 'competitors', type: 'json' },
    { name: 'strategy', type: 'json' },
    { name: 'sandbox', type: 'checkbox', defaultValue: false },
    { name: 'dataUpdatedAt', type: 'date', required: true },
  ],
}
