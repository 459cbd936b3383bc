import type { Sort, Where } from 'payload'
import { z } from 'zod'

/**
 * The /mcp query string (?category=&official=1&transport=&sort=&page=). Each parameter is checked on
 * its own; a bad or unknown value falls back to its default so the page never fails on a URL.
 */
export const MCP_PER_PAGE = 24

export const mcpSorts = ['name', 'newest', 'stars'] as const
export type McpSort = (typeof mcpSorts)[number]

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)

const schema = z.object({
  category: z.preprocess(first, z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100).optional()).catch(undefined),
  official: z.preprocess(first, z.enum(['1', 'true', 'on']).optional()).catch(undefined).transform(Boolean),
  transport: z.preprocess(first, z.enum(['stdio', 'remote']).optional()).catch(undefined),
  sort: z.preprocess(first, z.enum(mcpSorts).default('name')).catch('name'),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).default(1)).catch(1),
})

export type McpQuery = z.infer<typeof schema>

/**
 * Parses the query against what exists: a category that is not an MCP category is dropped, and the
 * stars sort falls back to name while no published server has a star count.
 */
export function parseMcpQuery(searchParams: Record<string, string | string[] | undefined>, categories: string[], starsAvailable: boolean): McpQuery {
  const query = schema.parse(searchParams)
  return {
    ...query,
    category: query.category && categories.includes(query.category) ? query.category : undefined,
    sort: query.sort === 'stars' && !starsAvailable ? 'name' : query.sort,
  }
}

export function mcpWhere(query: McpQuery): Where {
  const and: Where[] = []
  if (query.category) and.push({ 'category.key': { equals: query.category } })
  if (query.official) and.push({ official: { equals: true } })
  if (query.transport === 'stdio') and.push({ 'packages.transport': { equals: 'stdio' } })
  if (query.transport === 'remote') and.push({ 'remotes.url': { exists: true } })
  // PostgreSQL sorts missing values first in descending order: the stars sort lists the servers that
  // have a star count, rather than leading with the ones that have none.
  if (query.sort === 'stars') and.push({ stars: { exists: true } })
  return and.length ? { and } : {}
}

export function mcpSort(sort: McpSort): Sort {
  if (sort === 'newest') return ['-createdAt', 'title']
  if (sort === 'stars') return ['-stars', 'title']
  return ['title']
}

/** The query string of a list URL without defaults. */
export function mcpQueryString(query: Partial<McpQuery>): string {
  const params = new URLSearchParams()
  if (query.category) params.set('category', query.category)
  if (query.official) params.set('official', '1')
  if (query.transport) params.set('transport', query.transport)
  if (query.sort && query.sort !== 'name') params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}
