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
 * of by name, [key, name, tagline, type, badge, pricing, category key, category name, logo], places
 * at the end left off when empty and an empty place before a filled one written 0. A home page
 * carries some 35 cards in its hydration data, and the field names were a fifth of each.
 */
export type CompactCardRow = [key: string, name: string, tagline: string, type: CardRow['type'], badge: string, pricing?: string | 0, category?: string | 0, categoryName?: string | 0, logo?: LogoMedia]

export function toCompactCardRow(row: CardRow): CompactCardRow {
  const compact: CompactCardRow = [row.key, row.name, row.tagline, row.type, row.badge, row.pricing ?? 0, row.category?.key ?? 0, row.category?.name ?? 0]
  if (row.logo) compact[8] = row.logo
  while (compact.length > 5 && !compact[compact.length - 1]) compact.pop()
  return compact
}

export function fromCompactCardRow([key, name, tagline, type, badge, pricing, category, categoryName, logo]: CompactCardRow): CardRow {
  return {
    key,
    name,
    tagline,
    type,
    ...(pricing ? { pricing } : {}),
    badge,
    ...(category ? { category: { key: category, name: categoryName || '' } } : {}),
    ...(logo ? { logo } : {}),
  }
}
