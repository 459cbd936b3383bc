import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins } from '../../access/roles'
import { checkerPlatforms } from '../../llm/platforms'
import { GEO_LIMITS } from '../../geo/limits'

/**
 * A GEO ranking check: one question, the brand's hit terms and the platforms to ask. Its
 * detections (one per platform) carry the progress and the results. Created by startGeoCheck
 * (cms/src/geo/startCheck.ts) together with its detections and their jobs, in one transaction, after
 * the daily limit and SPEC §5's checks: customers read theirs here, the storefront writes them.
 */
export const GeoChecks: CollectionConfig = {
  slug: 'geo-checks',
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'hitTerms', 'platforms', 'owner', 'createdAt'], group: 'GEO' },
  access: { read: ownOrSupport('owner'), create: admins, update: admins, delete: admins },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'question', type: 'textarea', required: true, maxLength: GEO_LIMITS.questionMaxLength },
    { name: 'hitTerms', type: 'text', hasMany: true, required: true, maxRows: GEO_LIMITS.maxHitTerms },
    { name: 'platforms', type: 'select', hasMany: true, required: true, options: [...checkerPlatforms] },
    { name: 'samplesPerPlatform', type: 'number', required: true, min: 1, max: 9 },
    { name: 'webSearch', type: 'checkbox', defaultValue: true },
  ],
}
