import type { CollectionConfig } from 'payload'
import { nobody, supportStaff } from '../access/roles'

/** Mail that would have been sent without SMTP configured (the "sandbox" mailbox): read-only for staff. */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox mail (sandbox)', plural: 'Outbox (sandbox)' },
  admin: { useAsTitle: 'subject', defaultColumns: ['to', 'subject', 'createdAt'], group: 'People', description: 'Sandbox mailbox: mail is written here while no SMTP server is configured.' },
  access: { read: supportStaff, create: nobody, update: nobody, delete: supportStaff },
  timestamps: true,
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
  ],
}
