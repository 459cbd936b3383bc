import type { CollectionConfig, ImageSize } from 'payload'
import { anyone, editors } from '../access/roles'
import { adminMessages } from '../admin/i18n/messages'
import { refuseDeleteWhileUsed } from '../hooks/refuseDeleteWhileUsed'
import { mediaDir } from './mediaDir'

const webp = { format: 'webp' as const, options: { quality: 80, effort: 4 } }
// Logos in square boxes, letterboxed on transparency: a wide logo is never cropped.
const logoSize = (side: number): ImageSize => ({ name: `logo${side}`, width: side, height: side, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 }, withoutEnlargement: false, formatOptions: webp })

/** Every size of every image, WebP through sharp (Payload writes each size at upload). */
export const mediaSizes: ImageSize[] = [
  { name: 'thumbnail', width: 160, height: 160, position: 'centre', formatOptions: webp },
  // Screenshots and pictures: a card's width and the detail page's, never enlarged.
  { name: 'card', width: 640, withoutEnlargement: true, formatOptions: webp },
  { name: 'hero', width: 1280, withoutEnlargement: true, formatOptions: webp },
  logoSize(64),
  logoSize(128),
  logoSize(256),
]

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Site' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  // The file's address is computed from its name when read: a page that asks only for `url` (a
  // product's logo and screenshots) otherwise gets null, and uploaded images never reach the site.
  forceSelect: { filename: true, sizes: Object.fromEntries(mediaSizes.map((s) => [s.name, { filename: true }])) },
  hooks: { beforeDelete: [refuseDeleteWhileUsed({ by: 'products', path: 'screenshots.image', message: adminMessages.screenshotInUse })] },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    imageSizes: mediaSizes,
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    {
      // A customer's upload (a submission's logo) names its uploader; images of the editors and the capture jobs have none.
      name: 'uploadedBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Set by the capture jobs only: the same image captured twice is stored once (`key`).
      name: 'capture',
      type: 'group',
      label: 'Captured',
      admin: { position: 'sidebar', description: 'Filled in when the image was captured from a site' },
      fields: [
        { name: 'key', type: 'text', unique: true, index: true, admin: { readOnly: true } },
        { name: 'sourceUrl', type: 'text', label: 'Captured from', admin: { readOnly: true } },
        { name: 'capturedAt', type: 'date', label: 'Captured at', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}
