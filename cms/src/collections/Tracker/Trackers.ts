import type { CollectionConfig, FieldAccess } from 'payload'
import { ownOrAdmin } from '../../access/own'
import { isAdmin, signedIn } from '../../access/roles'
import { TRACKER_LIMITS, trackerLanguages, trackerSchedules } from '../../tracker/limits'
import { ownPublicOrSupport } from './access'

const adminOnly: FieldAccess = ({ req }) => isAdmin(req.user)

export const trackerStatuses = ['draft', 'generating', 'completed', 'failed'] as const

/**
 * A brand the user monitors: what they typed in steps 1 and 2 of the tracker, its state (SPEC §4:
 * generating, then completed or failed; draft before the first run), the re-run schedule and the
 * public flag that puts it in the brand ranking. Runs and reports hang off it.
 */
export const Trackers: CollectionConfig = {
  slug: 'trackers',
  admin: { useAsTitle: 'brandName', defaultColumns: ['brandName', 'owner', 'status', 'latestScore', 'public', 'updatedAt'], group: 'GEO' },
  access: { read: ownPublicOrSupport('public'), create: signedIn, update: ownOrAdmin('owner'), delete: ownOrAdmin('owner') },
  hooks: {
    beforeChange: [({ data, req, operation }) => (operation === 'create' && req.user && !isAdmin(req.user) ? { ...data, owner: req.user.id } : data)],
  },
  fields: [
    // A customer cannot hand a tracker to someone else.
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: ({ req }) => isAdmin(req.user) } },
    // What the report is about is fixed once created: renamed, a scored public tracker would show
    // its score under another brand's name in the public ranking. Only admins may correct it.
    { name: 'brandName', type: 'text', required: true, maxLength: TRACKER_LIMITS.brandNameMaxLength, index: true, access: { update: adminOnly } },
    { name: 'description', type: 'textarea', required: true, maxLength: TRACKER_LIMITS.descriptionMaxLength, access: { update: adminOnly } },
    { name: 'tags', type: 'text', hasMany: true, required: true, maxRows: TRACKER_LIMITS.tagsMax, access: { update: adminOnly } },
    { name: 'websiteUrl', type: 'text', maxLength: TRACKER_LIMITS.urlMaxLength, access: { update: adminOnly } },
    { name: 'competitors', type: 'text', hasMany: true, maxRows: TRACKER_LIMITS.competitorsMax, access: { update: adminOnly } },
    { name: 'topics', type: 'text', hasMany: true, maxRows: TRACKER_LIMITS.topicsMax, access: { update: adminOnly } },
    { name: 'language', type: 'select', required: true, defaultValue: 'en', options: [...trackerLanguages], access: { update: adminOnly } },
    { name: 'status', type: 'select', required: true, defaultValue: 'draft', index: true, options: [...trackerStatuses], access: { update: ({ req }) => isAdmin(req.user) } },
    { name: 'schedule', type: 'select', required: true, defaultValue: 'weekly', options: [...trackerSchedules] },
    { name: 'nextRunAt', type: 'date', index: true, access: { update: ({ req }) => isAdmin(req.user) } },
    { name: 'public', type: 'checkbox', defaultValue: false, index: true },
    // Written by the service (worker, report reads); customers cannot set them.
    { name: 'latestScore', type: 'number', index: true, access: { update: ({ req }) => isAdmin(req.user) } },
    { name: 'latestRunAt', type: 'date', access: { update: ({ req }) => isAdmin(req.user) } },
    { name: 'lastViewedAt', type: 'date', index: true, access: { update: ({ req }) => isAdmin(req.user) } },
  ],
}
