import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'

/**
 * What the search knows about words beyond the records themselves: editors' synonym groups (the
 * `search-synonyms` collection, any language: a group is one meaning) and the product categories'
 * names in every language (a category's name is a filter, not a search term). Read once per process
 * and kept until a change to either collection drops it (their hooks call `invalidateVocabulary`);
 * the storefront keeps its copy in its tagged data cache instead, which the same change expires.
 */
export const vocabularySchema = z.object({
  version: z.string(),
  synonyms: z.array(z.array(z.string())),
  categories: z.array(z.object({ id: z.number(), key: z.string(), names: z.array(z.string()) })),
})
export type Vocabulary = z.infer<typeof vocabularySchema>

export const emptyVocabulary: Vocabulary = { version: 'empty', synonyms: [], categories: [] }

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')

export async function loadVocabulary(payload: Payload): Promise<Vocabulary> {
  // A system read: the vocabulary is part of how search works, not content shown to someone.
  const [groups, categories] = await Promise.all([
    payload.find({ collection: 'search-synonyms', depth: 0, pagination: false, sort: 'id', overrideAccess: true, select: { terms: true } }),
    payload.find({
      collection: 'categories',
      where: { kind: { equals: 'product' } },
      locale: 'all',
      depth: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
      select: { key: true, name: true },
    }),
  ])
  const synonyms = groups.docs
    .map((g) => (Array.isArray(g.terms) ? g.terms.map((t) => text((t as { term?: unknown }).term)).filter(Boolean) : []))
    .filter((terms) => terms.length >= 2)
  const cats = (categories.docs as unknown as { id: number; key: string; name: unknown }[]).map((c) => ({
    id: c.id,
    key: c.key,
    names: [...new Set(Object.values(c.name && typeof c.name === 'object' ? c.name : { en: c.name }).map(text).filter(Boolean))],
  }))
  const version = createHash('sha1').update(JSON.stringify([synonyms, cats])).digest('hex').slice(0, 16)
  return { version, synonyms, categories: cats }
}

/**
 * Kept at most a minute even without an edit: a hook runs before its transaction commits, so a
 * search in between may read and keep the old vocabulary once more.
 */
const MAX_AGE_MS = 60_000
const cache = new WeakMap<Payload, { at: number; vocabulary: Promise<Vocabulary> }>()

/** The process's copy, read on first use. */
export function cachedVocabulary(payload: Payload): Promise<Vocabulary> {
  const found = cache.get(payload)
  if (found && Date.now() - found.at < MAX_AGE_MS) return found.vocabulary
  const vocabulary = loadVocabulary(payload)
  // A failed read is not kept: the next search tries again.
  vocabulary.catch(() => cache.delete(payload))
  cache.set(payload, { at: Date.now(), vocabulary })
  return vocabulary
}

/** Called by the hooks of synonyms and categories: the next search reads the vocabulary afresh. */
export function invalidateVocabulary(payload: Payload): void {
  cache.delete(payload)
}
