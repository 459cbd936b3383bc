import type { Payload, PayloadRequest, Where } from 'payload'
import type { Product, User } from '../payload-types'
import { type ListingValues, type UpdateLocale, updateLocales } from './updateFields'

export type ListedProduct = { id: number; key: string; name: string; owner: number | null; values: ListingValues }

const texts = (value: unknown): Partial<Record<UpdateLocale, string>> => {
  const out: Partial<Record<UpdateLocale, string>> = {}
  if (!value || typeof value !== 'object') return out
  for (const locale of updateLocales) {
    const text = (value as Record<string, unknown>)[locale]
    if (typeof text === 'string' && text !== '') out[locale] = text
  }
  return out
}

const idOf = (value: unknown): number | null => (value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null)

/** A product document read with `locale: 'all'` in the shape of a proposal. */
export function listingValuesOf(doc: Product): ListingValues {
  return {
    name: doc.name,
    url: doc.url,
    pricingModel: doc.pricingModel ?? undefined,
    screenshots: (doc.screenshots ?? []).map((s) => idOf(s.image)).filter((id): id is number => id !== null),
    tagline: texts(doc.tagline),
    description: texts(doc.description),
  }
}

const select = { key: true, name: true, owner: true, url: true, pricingModel: true, screenshots: true, tagline: true, description: true } as const

/**
 * A published product of the catalogue by its key, with the values an update may change in every
 * language. Read as `user` under the collection's access (visitors see published products only),
 * or inside a transaction as the system when `req` is given (support applying an update).
 */
export async function readListedProduct(payload: Payload, by: { key: string; user: User | null } | { id: number; req: PayloadRequest }): Promise<ListedProduct | null> {
  const where: Where = 'key' in by ? { and: [{ key: { equals: by.key } }, { _status: { equals: 'published' } }] } : { id: { equals: by.id } }
  const access = 'key' in by ? { user: by.user, overrideAccess: false } : { req: by.req, overrideAccess: true }
  const { docs } = await payload.find({ collection: 'products', where, locale: 'all', fallbackLocale: false, depth: 0, limit: 1, pagination: false, select, ...access })
  const doc = docs[0] as Product | undefined
  if (!doc) return null
  return { id: doc.id, key: doc.key, name: doc.name, owner: idOf(doc.owner), values: listingValuesOf(doc) }
}
