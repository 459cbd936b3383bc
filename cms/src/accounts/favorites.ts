import { type Payload, ValidationError } from 'payload'
import { type FavoriteKind, favoriteTargets } from './favoriteTargets'
import type { Locale } from '../locales'
import type { SignedInUser } from './sessions'

/**
 * Favourites of the signed-in user. Every read goes through the Local API as that user
 * (overrideAccess: false), so the access rules of `favorites` and of the catalogue apply: one can
 * only favourite what one may read, and only see one's own favourites. The writes are the
 * service's, after those reads (customers cannot write favourites through the CMS's APIs).
 */
export type FavoriteItem = { kind: FavoriteKind; key: string; name: string; description: string | null; favoritedAt: string }

const kindOf = Object.fromEntries(Object.entries(favoriteTargets).map(([k, v]) => [v, k])) as Record<string, FavoriteKind>

async function findTarget(payload: Payload, user: SignedInUser, kind: FavoriteKind, key: string): Promise<number | null> {
  const found = await payload.find({ collection: favoriteTargets[kind], where: { key: { equals: key } }, user, overrideAccess: false, limit: 1, depth: 0, select: { key: true } as never, pagination: false })
  const id = (found.docs[0] as { id?: number } | undefined)?.id
  return id === undefined ? null : Number(id)
}

/** Adds or removes one favourite; null when the item does not exist for this user. */
export async function toggleFavorite(payload: Payload, user: SignedInUser, kind: FavoriteKind, key: string): Promise<{ favorited: boolean } | null> {
  const targetId = await findTarget(payload, user, kind, key)
  if (targetId === null) return null
  const favoriteKey = `${user.id}:${favoriteTargets[kind]}:${targetId}`
  const existing = await payload.find({ collection: 'favorites', where: { key: { equals: favoriteKey } }, user, overrideAccess: false, limit: 1, depth: 0 })
  if (existing.docs[0]) {
    // System action: the favourite was found among the user's own just above.
    await payload.delete({ collection: 'favorites', id: existing.docs[0].id, overrideAccess: true })
    return { favorited: false }
  }
  try {
    // System action: for the user, of an item the user may read (findTarget).
    await payload.create({ collection: 'favorites', data: { user: user.id, item: { relationTo: favoriteTargets[kind], value: targetId }, key: favoriteKey } as never, overrideAccess: true })
  } catch (error) {
    // A double click raced us to the unique key: the favourite exists, which is what was asked.
    if (!(error instanceof ValidationError)) throw error
  }
  return { favorited: true }
}

/**
 * Ids of the user's favourites whose item the user may still read. An unpublished item keeps its
 * favourite (it comes back when the item is published again) but must not count in the list's total
 * or leave a hole in a page.
 */
async function readableFavoriteIds(payload: Payload, user: SignedInUser, kind?: FavoriteKind): Promise<number[]> {
  const all = await payload.find({
    collection: 'favorites',
    user,
    overrideAccess: false,
    where: kind ? { 'item.relationTo': { equals: favoriteTargets[kind] } } : {},
    depth: 0,
    pagination: false,
    select: { item: true } as never,
  })
  const byCollection = new Map<string, { favorite: number; target: number }[]>()
  for (const doc of all.docs as unknown as { id: number; item: { relationTo: string; value: number } | null }[]) {
    // A row without its item, or of a collection one cannot favourite (written before the field
    // refused them), is no favourite to show.
    if (!doc.item || !(doc.item.relationTo in kindOf)) continue
    const pairs = byCollection.get(doc.item.relationTo) ?? []
    pairs.push({ favorite: Number(doc.id), target: Number(doc.item.value) })
    byCollection.set(doc.item.relationTo, pairs)
  }
  const readable: number[] = []
  for (const [collection, pairs] of byCollection) {
    const targets = await payload.find({
      collection: collection as never,
      user,
      overrideAccess: false,
      where: { id: { in: pairs.map((p) => p.target) } },
      depth: 0,
      pagination: false,
      select: { key: true } as never,
    })
    const visible = new Set((targets.docs as unknown as { id: number }[]).map((d) => Number(d.id)))
    for (const pair of pairs) if (visible.has(pair.target)) readable.push(pair.favorite)
  }
  return readable
}

/** The user's favourites of items they may read, newest first, optionally of one kind, in `locale`. */
export async function listFavorites(payload: Payload, user: SignedInUser, kind?: FavoriteKind, page = 1, limit = 24, locale?: Locale) {
  const found = await payload.find({
    collection: 'favorites',
    // Names and taglines of the favourited items in the reader's language (with Payload's fallbacks).
    ...(locale ? { locale } : {}),
    user,
    overrideAccess: false,
    where: { id: { in: await readableFavoriteIds(payload, user, kind) } },
    sort: ['-createdAt', '-id'],
    depth: 1,
    page,
    limit,
  })
  const items: FavoriteItem[] = []
  for (const doc of found.docs) {
    const item = doc.item as { relationTo: string; value: unknown }
    const value = item.value as { key?: string; name?: string; title?: string; tagline?: string; description?: string } | number
    // Read a moment after the ids: an item unpublished in between is skipped, not shown half-empty.
    if (!value || typeof value !== 'object' || !value.key) continue
    items.push({
      kind: kindOf[item.relationTo]!,
      key: value.key,
      name: value.title ?? value.name ?? value.key,
      description: value.tagline ?? value.description ?? null,
      favoritedAt: String(doc.createdAt),
    })
  }
  return { list: items, total: found.totalDocs, page: found.page ?? 1, pages: found.totalPages }
}

/** `kind:key` of every favourite of the user, for the toggles on cards. */
export async function favoriteKeys(payload: Payload, user: SignedInUser): Promise<string[]> {
  const found = await payload.find({ collection: 'favorites', user, overrideAccess: false, depth: 1, limit: 1000, sort: '-createdAt' })
  return found.docs.flatMap((doc) => {
    const item = doc.item as { relationTo: string; value: { key?: string } | number }
    return typeof item.value === 'object' && item.value?.key ? [`${kindOf[item.relationTo]}:${item.value.key}`] : []
  })
}
