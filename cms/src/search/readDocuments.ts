import type { FlattenedField, Payload, Where } from 'payload'
import { localeMeta, locales, type Locale } from '../locales'
import { searchSelect, type SearchEntity } from './documents'

/** One published record as buildSearchRow reads it, in each language. */
export type LocalizedDocs = Record<Locale, Record<string, any>>

type Fields = readonly FlattenedField[]
const PAGE = 200

/**
 * Reads what the search rows of published records need, every language in one read. The database
 * adapter returns each translated field with all its languages whichever one is asked for, so one
 * `locale: 'all'` read replaces four; each language's view is then taken here with Payload's own
 * fallback rule (`inLocale`). Tags and categories are read by id once per reader (a rebuild
 * shares one) instead of being populated into every record in every language.
 */
export function createDocumentReader(payload: Payload) {
  const named = new Map<string, Map<number, LocalizedDocs>>()

  async function namesOf(collection: string, ids: Set<number>): Promise<Map<number, LocalizedDocs>> {
    let known = named.get(collection)
    if (!known) named.set(collection, (known = new Map()))
    const missing = [...ids].filter((id) => !known.has(id))
    if (missing.length > 0) {
      const fields = fieldsOf(payload, collection)
      const select: Record<string, true> = { name: true }
      if (fields.some((f) => f.name === 'parent')) select.parent = true
      const found = await payload.find({ collection: collection as never, where: { id: { in: missing } }, locale: 'all', depth: 0, select: select as never, pagination: false, limit: 0, overrideAccess: true })
      for (const doc of found.docs as Record<string, unknown>[]) known.set(Number(doc.id), byLocale(fields, doc))
    }
    return known
  }

  /** One page of published records matching `where` (by id), each in every language, relations named. */
  async function read(entity: SearchEntity, where: Where, page = 1): Promise<{ docs: LocalizedDocs[]; hasNextPage: boolean }> {
    // A system action: the index holds only published records, so it reads as the CMS itself.
    const result = await payload.find({
      collection: entity,
      where: { and: [where, { status: { equals: 'published' } }] },
      locale: 'all',
      depth: 0,
      select: searchSelect[entity] as never,
      limit: PAGE,
      page,
      sort: 'id',
      overrideAccess: true,
    })
    const fields = fieldsOf(payload, entity)
    const relations = fields.filter((f): f is Extract<FlattenedField, { type: 'relationship' }> => f.type === 'relationship' && typeof f.relationTo === 'string' && f.name in searchSelect[entity])
    const lookups = new Map<string, Map<number, LocalizedDocs>>()
    for (const field of relations) {
      const ids = new Set<number>()
      for (const doc of result.docs as Record<string, unknown>[]) for (const id of idList(doc[field.name])) ids.add(id)
      lookups.set(field.name, await namesOf(field.relationTo as string, ids))
    }
    const docs = (result.docs as Record<string, unknown>[]).map((doc) => {
      const views = byLocale(fields, doc)
      for (const field of relations) {
        const targets = lookups.get(field.name)!
        for (const locale of locales) {
          const value = doc[field.name]
          // As depth 1 gives them: the related record, or its bare id when it is gone.
          const resolve = (id: number) => targets.get(id)?.[locale] ?? id
          views[locale][field.name] = Array.isArray(value) ? idList(value).map(resolve) : typeof value === 'number' ? resolve(value) : value
        }
      }
      return views
    })
    return { docs, hasNextPage: result.hasNextPage }
  }

  return { read }
}

function fieldsOf(payload: Payload, collection: string): Fields {
  return payload.collections[collection as keyof typeof payload.collections].config.flattenedFields
}

const idList = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map((v) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v)).filter((v): v is number => typeof v === 'number')

function byLocale(fields: Fields, doc: Record<string, unknown>): LocalizedDocs {
  return Object.fromEntries(locales.map((locale) => [locale, inLocale(fields, doc, locale)])) as LocalizedDocs
}

/**
 * A record read with `locale: 'all'` as a read in one language gives it: each translated field
 * takes that language's value, else the first of its fallback chain that has one (an empty text
 * counts as missing), as Payload's afterRead does (fields/hooks/afterRead/promise.js).
 */
export function inLocale(fields: Fields, data: Record<string, unknown>, locale: Locale): Record<string, any> {
  const out: Record<string, any> = { ...data }
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue
    let value = data[field.name]
    if ((field as { localized?: boolean }).localized && value && typeof value === 'object' && !Array.isArray(value)) value = pick(value as Record<string, unknown>, locale, field.type === 'text' || field.type === 'textarea')
    if ((field.type === 'group' || field.type === 'tab') && value && typeof value === 'object' && !Array.isArray(value)) {
      value = inLocale(field.flattenedFields, value as Record<string, unknown>, locale)
    } else if (field.type === 'array' && Array.isArray(value)) {
      value = value.map((row) => (row && typeof row === 'object' ? inLocale(field.flattenedFields, row as Record<string, unknown>, locale) : row))
    }
    out[field.name] = value
  }
  return out
}

function pick(values: Record<string, unknown>, locale: Locale, isText: boolean): unknown {
  const value = values[locale]
  const missing = value === undefined || value === null || (isText && value === '')
  if (!missing) return value
  const fallback = localeMeta[locale].fallback.map((l) => values[l]).find((v) => v !== undefined && v !== null && v !== '')
  return fallback ? fallback : value
}
