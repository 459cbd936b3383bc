import type { CollectionConfig } from 'payload'
import { nobody } from '../../access/roles'

/**
 * Proof that a person solved a slide puzzle: a short-lived, single-use token that endpoints such
 * as SMS sending (and sign-in after repeated failures) consume. Only its SHA-256 is stored.
 */
export const VerificationTokens: CollectionConfig = {
  slug: 'verification-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'consumedAt', type: 'date' },
  ],
}
