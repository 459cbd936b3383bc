/**
 * The product sorts of SPEC §9, each mapped to the field it orders by, highest (or newest) first.
 */
export const sortOptions = ['rating', 'downloads', 'time', 'latest', 'popular', 'views', 'likes'] as const
export type SortOption = (typeof sortOptions)[number]

export const defaultSort: SortOption = 'latest'

export const sortFields: Record<SortOption, string> = {
  rating: 'rating',
  downloads: 'downloads',
  time: 'createdAt',
  latest: 'publishedAt',
  popular: 'traffic.monthlyVisits',
  views: 'counters.views',
  likes: 'counters.likes',
}

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (sortOptions as readonly string[]).includes(value)
}

/** `?sort=` of a list page; anything unknown falls back to the default. */
export function parseSort(value: string | string[] | undefined): SortOption {
  const v = Array.isArray(value) ? value[0] : value
  return isSortOption(v) ? v : defaultSort
}

/**
 * The Payload sort of an option: its field descending, then a tie-breaker so pages are stable.
 * Dates fall back to the creation time; figures (rating, downloads, visits, views, likes) that are
 * equal, typically because nobody has measured them yet, fall back to the name, A to Z.
 */
export function payloadSort(option: SortOption): string[] {
  const field = sortFields[option]
  if (option === 'time') return ['-createdAt', '-id']
  if (option === 'latest') return ['-publishedAt', '-createdAt', '-id']
  return [`-${field}`, 'name', 'id']
}

/** `?page=` of a list page: a positive integer, else 1. */
export function parsePage(value: string | string[] | undefined): number {
  const v = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(v) && v > 0 ? v : 1
}
