import { randomBytes } from 'node:crypto'
import type { CollectionSlug, FlattenedField, Payload } from 'payload'

/**
 * A valid record for any collection, built from its field config: every required field filled
 * (unique ones with fresh values, relationships with existing records, or new ones where the
 * relationship is unique), so the access test can create a record wherever a role is allowed to
 * and only the access rules decide the answer. `overrides` set fields (e.g. the owner).
 */
const fresh = () => randomBytes(5).toString('hex')
const sampleText = (field: { unique?: boolean; name: string }) => (field.unique || /key|hash|source|slug/i.test(field.name) ? `sample-${fresh()}` : 'Sample text')
const emptyLexical = {
  root: { type: 'root', direction: null, format: '', indent: 0, version: 1, children: [{ type: 'paragraph', direction: null, format: '', indent: 0, version: 1, textFormat: 0, children: [{ type: 'text', text: 'Sample', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }] }] },
}
/** Fields whose own rules a generic value does not meet. */
const knownFormats: Record<string, () => Record<string, unknown>> = {
  'route-rules': () => ({ pattern: `/sample-${fresh()}`, enabled: false }),
  // A group means the same in two terms at least, each a term no other group has.
  'search-synonyms': () => ({ terms: [{ term: `sample ${fresh()}` }, { term: `example ${fresh()}` }] }),
  // Money: an ISO currency code. An ad order needs no package (its price comes from its position).
  orders: () => ({ kind: 'ad', price: { amount: 4_900, currency: 'USD' } }),
  'mcp-clients': () => ({ website: 'https://example.com' }),
  // A feed's address is an http(s) URL, and unique.
  'news-feeds': () => ({ url: `https://feeds.example.com/${fresh()}.xml` }),
}

/** A 1×1 PNG, for upload collections. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

type Options = { payload: Payload; overrides?: Record<string, unknown> }

async function existingId(payload: Payload, collection: string): Promise<number> {
  const found = await payload.find({ collection: collection as CollectionSlug, limit: 1, depth: 0, sort: '-id', overrideAccess: true, pagination: false })
  const id = found.docs[0]?.id
  if (id !== undefined) return Number(id)
  return Number((await createSample(payload, collection)).id)
}

function firstOption(field: { options?: readonly (string | { value: string })[] }): string {
  const option = field.options?.[0]
  return typeof option === 'string' ? option : String(option?.value)
}

function numberIn(field: { min?: number; max?: number }): number {
  const min = field.min ?? 1
  const max = field.max ?? min + 1_000_000
  return min + Math.floor(Math.random() * (max - min + 1))
}

async function valueOf(payload: Payload, field: FlattenedField): Promise<unknown> {
  const many = (v: unknown) => ('hasMany' in field && field.hasMany ? [v] : v)
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code':
      return many(field.name.toLowerCase().includes('url') ? 'https://example.com' : sampleText(field))
    case 'email':
      return `sample-${fresh()}@example.com`
    case 'number':
      return many(numberIn(field))
    case 'checkbox':
      return false
    case 'select':
    case 'radio':
      return many(firstOption(field))
    case 'date':
      return new Date(Date.now() + 3_600_000).toISOString()
    case 'json':
      return {}
    case 'point':
      return [0, 0]
    case 'richText':
      return emptyLexical
    case 'relationship':
    case 'upload': {
      const target = Array.isArray(field.relationTo) ? field.relationTo[0]! : field.relationTo
      const id = field.unique ? Number((await createSample(payload, target)).id) : await existingId(payload, target)
      return many(Array.isArray(field.relationTo) ? { relationTo: target, value: id } : id)
    }
    case 'group': {
      const value: Record<string, unknown> = {}
      for (const child of field.flattenedFields) if ('required' in child && child.required) value[child.name] = await valueOf(payload, child)
      return value
    }
    default:
      return undefined
  }
}

/** Data for a new record of `collection` (as the REST and GraphQL bodies take it). */
export async function sampleData(payload: Payload, collection: string, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const config = payload.collections[collection as CollectionSlug].config
  const data: Record<string, unknown> = {}
  for (const field of config.flattenedFields) {
    if (field.name === 'id' || field.name in overrides) continue
    const required = 'required' in field && field.required
    const groupWithRequired = field.type === 'group' && field.flattenedFields.some((c) => 'required' in c && c.required)
    if (!required && !groupWithRequired) continue
    // Payload's own auth fields are set by Payload (hash, salt, tokens).
    if (config.auth && ['hash', 'salt'].includes(field.name)) continue
    const value = await valueOf(payload, field)
    if (value !== undefined) data[field.name] = value
  }
  if (config.auth) data.password = 'correct horse battery staple'
  return { ...data, ...knownFormats[collection]?.(), ...overrides }
}

const created: { collection: string; id: number | string }[] = []

/** A stored record of `collection`, written as the CMS itself (a fixture, not a check). */
export async function createSample(payload: Payload, collection: string, overrides: Record<string, unknown> = {}): Promise<{ id: number | string }> {
  const config = payload.collections[collection as CollectionSlug].config
  const record = await payload.create({
    collection: collection as CollectionSlug,
    data: (await sampleData(payload, collection, overrides)) as never,
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { skipSearchIndex: true },
    ...(config.upload ? { file: { data: tinyPng, mimetype: 'image/png', name: `sample-${fresh()}.png`, size: tinyPng.length } } : {}),
  } as never)
  created.push({ collection, id: record.id })
  return record as { id: number | string }
}

/** Deletes the fixtures again, newest first (uploads with their files), as the CMS itself. */
export async function removeSamples(payload: Payload) {
  for (const { collection, id } of created.splice(0).reverse()) {
    // Some went with the checks (deleted through the API) or with what they belonged to.
    await payload.delete({ collection: collection as CollectionSlug, id, overrideAccess: true }).catch(() => undefined)
  }
}
