import type { CollectionConfig } from 'payload'
import { nobody, supportStaff } from '../../access/roles'

/**
 * Slide-puzzle challenges (/api/account/getCoordinateCode). Rows are written and consumed by the
 * storefront with single SQL statements (see cms/src/verification/puzzleChallenges.ts); the
 * collection exists so the schema lives in migrations. The client holds the challenge id, the
 * table only its SHA-256, so a database read cannot be replayed as an answer.
 */
export const PuzzleChallenges: CollectionConfig = {
  slug: 'puzzle-challenges',
  admin: { hidden: true },
  access: { read: supportStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'idHash', type: 'text', required: true, unique: true, index: true },
    { name: 'x', type: 'number', required: true },
    { name: 'y', type: 'number', required: true },
    { name: 'ip', type: 'text' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'consumedAt', type: 'date' },
  ],
}
