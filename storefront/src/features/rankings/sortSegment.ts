import { type Sort, sortKeys } from './sort'

/**
 * Ranking pages are served from Next's full-route cache (they change only when a snapshot is
 * published), and a cached page cannot read the query string. So proxy.ts turns the public
 * `?sort=visits&dir=asc` into a last path segment `~sort-visits-asc` that the page reads from its
 * params: every order is its own cached page, while visitors keep the query-string addresses.
 */
const PREFIX = '~sort-'
const rankingPages = /^(\/(?:en|zh|tw|ja))?\/best-ai-(?:tools\/(?:weekly|monthly|quarterly)|apps\/(?:android|ios))(\/|$)/

export function sortRewrite(pathname: string, query: URLSearchParams): string | undefined {
  if (!rankingPages.test(pathname) || pathname.includes(PREFIX)) return undefined
  const key = query.get('sort')
  const dir = query.get('dir')
  if (!key || !(sortKeys as readonly string[]).includes(key)) return undefined
  if (dir !== null && dir !== 'asc' && dir !== 'desc') return undefined
  return `${pathname.replace(/\/+$/, '')}/${PREFIX}${key}${dir ? `-${dir}` : ''}`
}

/** Splits the sort segment off a catch-all slug. */
export function takeSort(slug: string[] = []): { slug: string[]; sort: Record<string, string> } {
  const last = slug.at(-1) ? decodeURIComponent(slug.at(-1)!) : undefined
  if (!last?.startsWith(PREFIX)) return { slug, sort: {} }
  const [key, dir] = last.slice(PREFIX.length).split('-')
  return { slug: slug.slice(0, -1), sort: { sort: key ?? '', ...(dir ? { dir } : {}) } }
}

export type { Sort }
