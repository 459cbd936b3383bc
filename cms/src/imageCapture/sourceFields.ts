import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * Where a record's images came from. The capture jobs write `captured` with the address they read
 * and the time; an editor who sets or changes an image in the admin (or any save not made by a
 * capture) makes it `editor`, and a capture never replaces an editor's image. Setting the source
 * back to "Captured" (or clearing the image) hands it to the next capture again.
 */
export const CAPTURE_CONTEXT = 'imageCapture'

export type ImageSlot = 'logo' | 'screenshots'
export const imageSources = ['captured', 'editor'] as const
export type ImageSource = (typeof imageSources)[number]

const readOnly = { readOnly: true } as const

function slotFields(slot: ImageSlot, label: string): Field[] {
  return [
    {
      name: `${slot}Source`,
      type: 'select',
      label: `${label}: source`,
      options: [
        { label: 'Captured from the site', value: 'captured' },
        { label: 'Set by an editor', value: 'editor' },
      ],
      admin: { description: 'An editor’s image is never replaced by a capture; choose “Captured from the site” to let the next capture replace it.' },
    },
    { name: `${slot}From`, type: 'text', label: `${label}: captured from`, admin: readOnly },
    { name: `${slot}CapturedAt`, type: 'date', label: `${label}: captured at`, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    // When a capture last looked, whatever it found: the schedule's "due" and the reason below.
    { name: `${slot}CheckedAt`, type: 'date', index: true, label: `${label}: last checked`, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: `${slot}Note`, type: 'text', label: `${label}: last capture`, admin: readOnly },
  ]
}

/** The sidebar group; products have both slots, models and MCP servers only the logo. */
export function imageSourcesField(slots: readonly ImageSlot[]): Field {
  return {
    name: 'imageSources',
    type: 'group',
    label: 'Image sources',
    admin: { position: 'sidebar', description: 'Filled in by the logo and screenshot capture' },
    fields: [
      // An editor's "capture now" (admin/imageCapture/): queues this record's capture at once.
      { name: 'captureNow', type: 'ui', admin: { components: { Field: '/admin/imageCapture/CaptureNowField#CaptureNowField' } } },
      ...slots.flatMap((slot) => slotFields(slot, slot === 'logo' ? 'Logo' : 'Screenshots')),
    ],
  }
}

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null))
const screenshotIds = (rows: unknown): unknown[] => (Array.isArray(rows) ? rows.map((r) => idOf((r as { image?: unknown })?.image)) : [])
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A save that is not a capture and changes an image marks it the editor's (or hands an emptied
 * slot back to the capture). Runs on every write path: admin, REST, GraphQL, Local API, seed.
 */
export function recordEditorImages(slots: readonly ImageSlot[]): CollectionBeforeChangeHook {
  return ({ data, originalDoc, context }) => {
    if (context?.[CAPTURE_CONTEXT]) return data
    const sources = { ...((originalDoc?.imageSources as Record<string, unknown> | undefined) ?? {}), ...((data.imageSources as Record<string, unknown> | undefined) ?? {}) }
    let changed = false
    for (const slot of slots) {
      if (!(slot in data)) continue
      const before = slot === 'logo' ? idOf(originalDoc?.logo) : screenshotIds(originalDoc?.screenshots)
      const after = slot === 'logo' ? idOf(data.logo) : screenshotIds(data.screenshots)
      if (same(before, after)) continue
      const empty = slot === 'logo' ? after == null : (after as unknown[]).length === 0
      Object.assign(sources, {
        [`${slot}Source`]: empty ? null : 'editor',
        [`${slot}From`]: null,
        [`${slot}CapturedAt`]: null,
      })
      changed = true
    }
    if (changed) data.imageSources = sources
    return data
  }
}
