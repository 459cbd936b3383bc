import type { CollectionConfig } from 'payload'
import { admins, nobody } from '../access/roles'

/**
 * One-time tickets the sign-in page hands back to the site (`?ticket=`), exchanged once by
 * POST /api/account/login for a session token. Only the SHA-256 of the ticket is stored; issuing
 * and redeeming are system actions (cms/src/accounts/tickets.ts), admins may only look.
 */
export const LoginTickets: CollectionConfig = {
  slug: 'login-tickets',
  admin: { defaultColumns: ['user', 'expiresAt', 'usedAt', 'createdAt'], group: 'People', hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin' },
  access: { read: admins, create: nobody, update: nobody, delete: admins },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'usedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
