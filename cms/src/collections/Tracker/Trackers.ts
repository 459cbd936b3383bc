import type { CollectionConfig } from 'payload'
import { admins } from '../../access/roles'
import { TRACKER_LIMITS, trackerLanguages, trackerSchedules } from '../../tracker/limits'
import { ownPublicOrSupport } from './access'

export const trackerStatuses = ['draft', 'generating', 'completed', 'failed'] as const

/**
 * A brand the user monitors: what they typed in steps 1 and 2 of the tracker, its state (SPEC §4:
 * generating, then completed or failed; draft before the first run), the re-run schedule and the
 * public flag that puts it in the brand ranking. Runs and reports hang off it.
 */
export const Trackers: CollectionConfig = {
  slug: 'trackers',
  admin: { useAsTitle: 'brandName', defaultColumns: ['brandName', 'owner', 'status', 'latestScore', 'public', 'updatedAt'], group: 'GEO' },
  // Created through the storefront (`tracker/createTracker.ts`: SPEC §5's checks, the per-user
  // limit), scored by the worker. Through the CMS's APIs an owner could otherwise write a status,
  // a public flag and a score the service never gave and top the public brand ranking; only
  // admins correct a tracker there (e.g. a brand's name).
  access: { read: ownPublicOrSupport('public'), create: admins, update: admins, delete: admins },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'brandName', type: 'text', required: true, maxLength: TRACKER_LIMITS.brandNameMaxLength, index: true },
    { name: 'description', type: 'textarea', required: true, maxLength: TRACKER_LIMITS.descriptionMaxLength },
    { name: 'tags', type: 'text', hasMany: true, required: true, maxRows: TRACKER_LIMITS.tagsMax },
    { name: 'websiteUrl', type: 'text', maxLength: TRACKER_LIMITS.urlMaxLength },
    { name: 'competitors', type: 'text', hasMany: true, maxRows: TRACKER_LIMITS.competitorsMax },
    { name: 'topics', type: 'text', hasMany: true, maxRows: TRACKER_LIMITS.topicsMax },
    { name: 'language', type: 'select', required: true, defaultValue: 'en', options: [...trackerLanguages] },
    { name: 'status', type: 'select', required: true, defaultValue: 'draft', index: true, options: [...trackerStatuses] },
    { name: 'schedule', type: 'select', required: true, defaultValue: 'weekly', options: [...trackerSchedules] },
    { name: 'nextRunAt', type: 'date', index: true },
    { name: 'public', type: 'checkbox', defaultValue: false, index: true },
    // Written by the service (worker, report reads).
    { name: 'latestScore', type: 'number', index: true, min: 0, max: 100 },
    { name: 'latestRunAt', type: 'date' },
    { name: 'lastViewedAt', type: 'date', index: true },
  ],
}
