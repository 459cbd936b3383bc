import { isStaff } from '../access/roles'
import { statusField } from './common'
import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig, Field } from 'payload'

/**
 * Publishing for the catalogue (products, AI models, MCP servers, news, guides).
 *
 * Payload's drafts decide what is published: `_status` on the document. A draft saved over a
 * published document goes only into the versions table (`_<table>_v`), so the collection's own
 * table always holds what visitors see, and every reader of that table (Local API without
 * `draft: true`, the search index, rankings and traffic SQL, the sitemap) reads published content
 * without knowing about versions. Editors review a proposed change as a diff in the admin's
 * version view and restore any earlier version.
 *
 * `status` is not a second switch: it is a read-only copy of `_status` written on every save, kept
 * so plain SQL over these tables (`status = 'published'`) and the seed loader's rows need no
 * knowledge of Payload's column names. A caller that still writes only `status` (older scripts,
 * tests) has it taken as `_status`.
 */
export const catalogueVersions = { drafts: true, maxPerDoc: 50 } as const

// The same column as the other collections' `status`, without its sidebar control and duplicate hook:
// Payload's own publish controls stand for it in the admin, and `statusAlias` drafts a duplicate.
export const statusMirrorField: Field = { ...statusField, admin: { hidden: true }, hooks: {} } as Field

type Status = 'draft' | 'published'
const isStatus = (value: unknown): value is Status => value === 'draft' || value === 'published'

/** A save that names only `status` publishes or unpublishes through `_status`, the one switch. */
const statusAlias: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args
  // A duplicate is a starting point for a new record, not a second live copy of the original.
  if (operation === 'create' && args.duplicateFromID != null) return { ...args, data: { ...args.data, _status: 'draft' } }
  const data = args.data as Record<string, unknown> | undefined
  if (!data || args.draft || data._status !== undefined || !isStatus(data.status)) return args
  return { ...args, data: { ...data, _status: data.status } }
}

/** Writes the copy: the row (or the version) always says what its `_status` says. */
const mirrorStatus: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data._status ?? originalDoc?._status
  data.status = isStatus(status) ? status : 'draft'
  return data
}

type Counters = Record<string, unknown> | null | undefined
const sameCounters = (a: Counters, b: Counters) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The site counts views, likes and favourites in SQL on the live row. With versions, the document a
 * save starts from is the latest version, whose counters are those of the last save, so a save that
 * does not touch them (every editor's: the field is not theirs to update) would write those old
 * numbers back over what was counted since. Such a save takes the live row's counters instead.
 */
const keepLiveCounters: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, collection }) => {
  if (operation !== 'update' || originalDoc?.id == null || !('counters' in originalDoc)) return data
  if (data.counters !== undefined && !sameCounters(data.counters, originalDoc.counters)) return data
  const live = await req.payload.db.findOne<{ id: number | string; counters?: Counters }>({ collection: collection.slug, where: { id: { equals: originalDoc.id } }, req })
  if (live?.counters) data.counters = live.counters
  return data
}

/** Turns on drafts and versions for a catalogue collection and keeps `status` a copy of `_status`. */
export function withDrafts(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    versions: catalogueVersions,
    // Versions hold unpublished drafts: editors write them, and support reviews them as diffs.
    access: { ...collection.access, readVersions: ({ req }) => isStaff(req.user) },
    admin: {
      ...collection.admin,
      defaultColumns: collection.admin?.defaultColumns?.map((c) => (c === 'status' ? '_status' : c)),
    },
    hooks: {
      ...hooks,
      beforeOperation: [statusAlias, ...(hooks.beforeOperation ?? [])],
      beforeChange: [mirrorStatus, ...(hooks.beforeChange ?? []), keepLiveCounters],
    },
  }
}
