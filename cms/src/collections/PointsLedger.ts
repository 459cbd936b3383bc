import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../access/own'
import { customerRecordsHidden } from '../access/adminNav'
import { admins } from '../access/roles'
import { pointsReasons } from '../accounts/pointsReasons'

export { pointsReasons, type PointsReason } from '../accounts/pointsReasons'

/**
 * Every change of a user's points with its reason; the balance is the sum of `delta`, so it can
 * never drift from the history. `key` makes each award idempotent (one welcome award per user, one
 * daily award per user and calendar day). Awards are system writes (cms/src/accounts/points.ts);
 * admins may add adjustments by hand.
 */
export const PointsLedger: CollectionConfig = {
  slug: 'points-ledger',
  labels: { singular: 'Points entry', plural: 'Points ledger' },
  admin: { defaultColumns: ['user', 'delta', 'reason', 'createdAt'], group: 'People', hidden: customerRecordsHidden },
  access: { read: ownOrSupport('user'), create: admins, update: admins, delete: admins },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'delta', type: 'number', required: true },
    { name: 'reason', type: 'select', required: true, options: [...pointsReasons] },
    { name: 'key', type: 'text', required: true, unique: true, admin: { description: 'Idempotency key: reason, user and day' } },
    { name: 'note', type: 'text' },
    { name: 'noticeSeenAt', type: 'date', admin: { description: 'When the points notice was shown to the user' } },
  ],
}
