import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { customerRecordsHidden } from '../../access/adminNav'
import { admins } from '../../access/roles'

/**
 * The phone number a user verified for notifications (SPEC §3 notification subscription). One per
 * user. Customers may read only their own; nobody but an admin writes through the API, because a
 * number may be stored only after its SMS code was checked (/api/marketing/savePhone does that and
 * then writes as the system).
 */
export const NotificationPhones: CollectionConfig = {
  slug: 'notification-phones',
  admin: { group: 'People', useAsTitle: 'phone', defaultColumns: ['user', 'phone', 'verifiedAt'], hidden: customerRecordsHidden },
  access: { read: ownOrSupport('user'), create: admins, update: admins, delete: admins },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    { name: 'phone', type: 'text', required: true, index: true, admin: { description: 'E.164, e.g. +8613800138000' } },
    { name: 'verifiedAt', type: 'date', required: true },
  ],
}
