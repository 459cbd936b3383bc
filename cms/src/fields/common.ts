import type { CollectionSlug, Field } from 'payload'
import { moneyFields } from './money'

/** The stable identity the seed loader upserts by; also the URL-friendly id of a record. */
export const keyField: Field = {
  name: 'key',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'Stable identifier (lowercase kebab case). Do not change once published.' },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? true : 'Use lowercase letters, digits and hyphens',
  hooks: {
    // The admin's "Duplicate" made the key "x - Copy", which this field's own rule refuses, so no
    // record could be duplicated. The copy gets the first free "x-copy", "x-copy-2", ….
    beforeDuplicate: [
      async ({ value, req, collection }) => {
        if (typeof value !== 'string' || !collection) return value
        for (let n = 1; n <= 20; n++) {
          const candidate = `${value}-copy${n === 1 ? '' : `-${n}`}`
          const taken = await req.payload.count({ collection: collection.slug as CollectionSlug, where: { key: { equals: candidate } }, overrideAccess: true, req })
          if (taken.totalDocs === 0) return candidate
        }
        return `${value}-copy-${Date.now().toString(36)}`
      },
    ],
  },
}

export const statusField: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'draft',
  index: true,
  options: [
    { label: 'Draft', value: 'draft' },
    { label: 'Published', value: 'published' },
  ],
  admin: { position: 'sidebar' },
  // A duplicate is a starting point for a new record, not a second live copy of the original.
  hooks: { beforeDuplicate: [() => 'draft'] },
}

export const publishedAtField: Field = {
  name: 'publishedAt',
  type: 'date',
  index: true,
  admin: { position: 'sidebar', description: 'Filled in with the current time when first published; change it to backdate.' },
  hooks: {
    beforeDuplicate: [() => null],
    // Lists sort newest first by this date: an item published without one had no date on the site and
    // stayed above every newer item for good (nulls sort first). Staff saves only — the seed loader
    // keeps exactly what its data says.
    beforeChange: [
      ({ value, siblingData, req }) => (!value && siblingData?.status === 'published' && req.user ? new Date().toISOString() : value),
    ],
  },
}

/** A list of short localized texts (target users, use cases, benefits, …). */
export const localizedList = (name: string, extra: Partial<Field> = {}): Field =>
  ({
    name,
    type: 'array',
    fields: [{ name: 'text', type: 'text', required: true, localized: true }],
    ...extra,
  }) as Field

export const tagsField: Field = { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, index: true }

export const faqField: Field = {
  name: 'faq',
  type: 'array',
  label: 'FAQ',
  labels: { singular: 'Question', plural: 'Questions' },
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
  ],
}

/** The same offer priced in several currencies, each row one money value (fields/money.ts). */
export const pricesField: Field = { name: 'prices', type: 'array', fields: moneyFields({ required: true }) }

/** Counters kept by the site itself (not seeded). */
export const countersField: Field = {
  name: 'counters',
  type: 'group',
  // The site counts these in SQL while an editor has the form open; saving the form wrote back the
  // numbers it was opened with and lost every view counted meanwhile. Nobody edits them by hand
  // (system writes pass overrideAccess and are not affected).
  access: { update: () => false },
  admin: { position: 'sidebar', readOnly: true, description: 'Counted by the site' },
  fields: [
    { name: 'views', type: 'number', defaultValue: 0, min: 0 },
    { name: 'likes', type: 'number', defaultValue: 0, min: 0 },
    { name: 'favorites', type: 'number', defaultValue: 0, min: 0 },
  ],
}
