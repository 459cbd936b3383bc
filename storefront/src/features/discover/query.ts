import { z } from 'zod'

/**
 * The product finder's query string: filters, sort and page, parsed leniently so that any URL a
 * visitor can type renders a page (unknown values fall back to defaults instead of failing).
 * Pure: no I/O, shared by the pages and the unit tests.
 */

export const PAGE_SIZE = 24

/** SPEC §9 sorts, plus relevance (only meaningful with a search query). */
export const sorts = ['relevance', 'rating', 'downloads', 'time', 'latest', 'popular', 'views', 'likes'] as const
export type DiscoverSort = (typeof sorts)[number]

/** The product field each sort orders by (descending); relevance keeps the search index's order. */
export const sortFields: Record<Exclude<DiscoverSort, 'relevance'>, string> = {
  rating: 'rating',
  downloads: 'downloads',
  time: 'createdAt',
  latest: 'publishedAt',
  popular: 'traffic.monthlyVisits',
  views: 'counters.views',
  likes: 'counters.likes',
}

export const productTypes = ['paid', 'open_source'] as const
export const contentLanguages = ['en', 'zh'] as const

/** A catalogue key (category or tag): lowercase kebab case, as the seed enforces. */
const key = z.string().trim().toLowerCase().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100)

export type DiscoverQuery = {
  type?: (typeof productTypes)[number]
  category?: string
  tags: string[]
  lang?: (typeof contentLanguages)[number]
  sort: DiscoverSort
  page: number
}

type RawParams = Record<string, string | string[] | undefined>

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
const all = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v])

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

const schema = z.object({
  type: optional(z.enum(productTypes)),
  category: optional(key),
  lang: optional(z.enum(contentLanguages)),
  sort: optional(z.enum(sorts)),
  // Anything that is not a positive whole number is page 1; the upper bound is checked against the
  // result count by the page (out of range → redirect to the last page).
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})

/** The default order: relevance when there is something to be relevant to, otherwise newest first. */
export function defaultSort(hasQuery: boolean): DiscoverSort {
  return hasQuery ? 'relevance' : 'latest'
}

export function parseDiscoverQuery(params: RawParams, hasQuery: boolean): DiscoverQuery {
  const parsed = schema.parse({
    type: first(params.type) || undefined,
    category: first(params.category) || undefined,
    lang: first(params.lang) || undefined,
    sort: first(params.sort) || undefined,
    page: first(params.page) ?? 1,
  })
  // Tags may repeat (?tag=a&tag=b, what a multi-select GET form sends); invalid ones are dropped.
  const tags = [...new Set(all(params.tag).flatMap((t) => t.split(',')).map((t) => key.safeParse(t)).flatMap((r) => (r.success ? [r.data] : [])))].slice(0, 10)
  let sort = parsed.sort ?? defaultSort(hasQuery)
  if (sort === 'relevance' && !hasQuery) sort = defaultSort(false)
  return { type: parsed.type, category: parsed.category, tags, lang: parsed.lang, sort, page: parsed.page }
}

/** True when the visitor narrowed the results (such pages are not indexed by search engines). */
export function hasFilters(q: DiscoverQuery): boolean {
  return Boolean(q.type || q.category || q.lang || q.tags.length)
}

/**
 * The query string of a finder URL, leaving out defaults so each result set has one canonical URL.
 * `changes` replaces fields (e.g. { page: 3 }); changing a filter or sort should reset the page.
 */
export function discoverSearch(q: DiscoverQuery, hasQuery: boolean, changes: Partial<DiscoverQuery> = {}): string {
  const next = { ...q, ...changes }
  const params = new URLSearchParams()
  if (next.type) params.set('type', next.type)
  if (next.category) params.set('category', next.category)
  for (const tag of next.tags) params.append('tag', tag)
  if (next.lang) params.set('lang', next.lang)
  if (next.sort !== defaultSort(hasQuery)) params.set('sort', next.sort)
  if (next.page > 1) params.set('page', String(next.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** The search key of /discover/{searchKey}: decoded, whitespace collapsed, bounded. */
export function normalizeSearchKey(raw: string): string {
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // A malformed escape is searched as typed.
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 100)
}

/** Page numbers shown around the current one; the first and last page are always reachable. */
export function pageWindow(page: number, pages: number, radius = 2): (number | 'gap')[] {
  // A gap never hides a single page: showing the number takes the same room as the ellipsis.
  const shown = (p: number) => p === 1 || p === pages || Math.abs(p - page) <= radius + (p === 2 || p === pages - 1 ? 1 : 0)
  const out: (number | 'gap')[] = []
  for (let p = 1; p <= pages; p++) {
    if (shown(p)) out.push(p)
    else if (out[out.length - 1] !== 'gap') out.push('gap')
  }
  return out
}
