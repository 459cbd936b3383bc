import type { LogoMedia } from '@/features/logo/media'

/**
 * What one product card shows, every text already in the page's language: the shape the card is
 * drawn from on the server and in the client card lists alike. Optional fields are left out when
 * empty, so a list of them is short in the page's hydration data.
 */
export type CardRow = {
  key: string
  name: string
  tagline: string
  type: 'paid' | 'open_source'
  pricing?: string
  /** The one badge under the name: open source, else the pricing model, in words. */
  badge: string
  category?: { key: string; name: string }
  logo?: LogoMedia
}

/**
 * A card row as a client card list receives it (ProductCardItems): the same facts by place instead
 * of by name, [key, name, tagline, type (0 for paid), badge, pricing, category key, category name, logo], places
 * at the end left off when empty and an empty place before a filled one written 0. A home page
 * carries some 35 cards in its hydration data, and the field names were a fifth of each.
 */
export type CompactCardRow = [key: string, name: string, tagline: string, type: 'open_source' | 0, badge: string | 0, pricing?: string | 0, category?: string | 0, categoryName?: string | 0, logo?: LogoMedia]

/**
 * Which badge a card shows, as a word of `BadgeWords`: open source, else its pricing model, else
 * paid. Also its data-badge, which the style sheet colours it by.
 */
export const badgeKey = (row: Pick<CardRow, 'type' | 'pricing'>) => (row.type === 'open_source' ? 'open_source' : (row.pricing ?? 'paid'))

/**
 * The badges' words in the page's language by badgeKey, given once to every card list of a page
 * (one object, which the hydration data writes once): a card whose badge is its key's word leaves
 * the word out of its row (0), as 36 cards of a home page repeat a handful of words.
 */
export type BadgeWords = Record<string, string>

export function toCompactCardRow(row: CardRow): CompactCardRow {
  return compactRow(row)
}

/** The compact rows of a card list whose ProductCardItems is given `words`. */
export function toCompactCardRows(rows: CardRow[], words: BadgeWords): CompactCardRow[] {
  return rows.map((row) => compactRow(row, words))
}

function compactRow(row: CardRow, words?: BadgeWords): CompactCardRow {
  const badge = words && words[badgeKey(row)] === row.badge ? 0 : row.badge
  const compact: CompactCardRow = [row.key, row.name, row.tagline, row.type === 'paid' ? 0 : row.type, badge, row.pricing ?? 0, row.category?.key ?? 0, row.category?.name ?? 0]
  if (row.logo) compact[8] = row.logo
  while (compact.length > 5 && !compact[compact.length - 1]) compact.pop()
  return compact
}

export function fromCompactCardRow([key, name, tagline, open, badge, pricing, category, categoryName, logo]: CompactCardRow, words?: BadgeWords): CardRow {
  const type = open || 'paid'
  return {
    key,
    name,
    tagline,
    type,
    ...(pricing ? { pricing } : {}),
    badge: badge || words?.[badgeKey({ type, pricing: pricing || undefined })] || '',
    ...(category ? { category: { key: category, name: categoryName || '' } } : {}),
    ...(logo ? { logo } : {}),
  }
}
