import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access/roles'
import { adminMessages } from '../admin/i18n/messages'
import { refuseDeleteWhileUsed } from '../hooks/refuseDeleteWhileUsed'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Site' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  // The file's address is computed from its name when read: a page that asks only for `url` (a
  // product's logo and screenshots) otherwise gets null, and uploaded images never reach the site.
  forceSelect: { filename: true, sizes: { thumbnail: { filename: true }, card: { filename: true }, hero: { filename: true } } },
  hooks: { beforeDelete: [refuseDeleteWhileUsed({ by: 'products', path: 'screenshots.image', message: adminMessages.screenshotInUse })] },
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
