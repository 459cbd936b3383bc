import type { McpBoardName } from '@aidir/cms/mcpRankings'

/** The boards' path segments (`/mcp/ranking/<slug>`; popular is `/mcp/ranking` itself) and what each reads. */
export const mcpRankingSlugs = ['popular', 'trending-7d', 'trending-30d', 'top-rated'] as const
export type McpRankingSlug = (typeof mcpRankingSlugs)[number]

export const boardOfSlug: Record<McpRankingSlug, McpBoardName> = {
  popular: 'popular',
  'trending-7d': 'trending7',
  'trending-30d': 'trending30',
  'top-rated': 'topRated',
}

export const isMcpRankingSlug = (value: string): value is McpRankingSlug => (mcpRankingSlugs as readonly string[]).includes(value)
