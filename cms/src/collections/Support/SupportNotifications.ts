import type { CollectionConfig } from 'payload'
import { admins, supportStaff } from '../../access/roles'

/**
 * The support team's inbox in the admin: one row per event someone should act on (a GEO lead, a
 * reported wrong fact, later submissions and orders). Written by jobs only; `source` is unique so a retried job never
 * notifies twice. Staff tick `done` when handled.
 */
export const SupportNotifications: CollectionConfig = {
  slug: 'support-notifications',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'done', 'createdAt'], group: 'Support' },
  access: { read: supportStaff, create: admins, update: supportStaff, delete: admins },
  fields: [
    { name: 'source', type: 'text', required: true, unique: true, admin: { readOnly: true, description: 'What caused it, e.g. geo-lead:12' } },
    { name: 'kind', type: 'select', required: true, index: true, options: ['geo-lead', 'fact-report', 'order-paid', 'order-flagged', 'deployment-request', 'market-request', 'mcp-submission'] },
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    { name: 'link', type: 'text', admin: { description: 'Where to act, in the admin' } },
    { name: 'done', type: 'checkbox', defaultValue: false, index: true },
  ],
}
