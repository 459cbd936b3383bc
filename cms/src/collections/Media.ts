import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access/roles'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Site' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  upload: {
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 160, height: 160, position: 'centre' },
      { name: 'card', width: 640 },
      { name: 'hero', width: 1280 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
