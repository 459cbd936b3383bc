import type { CollectionConfig } from 'payload'
import { nobody, supportStaff } from '../../access/roles'

/**
 * Sandbox: the text messages the offline SMS provider "sent" when no SMS vendor is configured, so
 * support (and developers) can read a code that never left the building. Written only by the
 * system; read-only in the admin.
 */
export const SmsOutbox: CollectionConfig = {
  slug: 'sms-outbox',
  labels: { singular: 'SMS (sandbox)', plural: 'SMS outbox (sandbox)' },
  admin: {
    group: 'Messages',
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'body', 'provider', 'createdAt'],
    description: 'Sandbox: no SMS vendor is configured, so text messages are kept here instead of being sent.',
    hidden: ({ user }) => !user || !['support', 'admin'].includes(String((user as { role?: string }).role)),
  },
  access: { read: supportStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'phone', type: 'text', required: true, index: true },
    { name: 'body', type: 'textarea', required: true },
    { name: 'template', type: 'text' },
    { name: 'params', type: 'json' },
    { name: 'provider', type: 'text', required: true, defaultValue: 'sandbox' },
  ],
}
