import type { CollectionConfig } from 'payload'
import { nobody } from '../../access/roles'

/**
 * The one active SMS verification code per phone number (a new send replaces the row). The code
 * is kept only as an HMAC keyed with the server secret: six digits are too few for a plain hash.
 */
export const SmsCodes: CollectionConfig = {
  slug: 'sms-codes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'phone', type: 'text', required: true, unique: true, index: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'sentAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'consumedAt', type: 'date' },
  ],
}
