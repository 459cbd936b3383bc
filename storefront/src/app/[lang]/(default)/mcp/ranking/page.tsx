import type { Metadata } from 'next'
import { McpRankingPage, mcpRankingMetadata } from '@/features/mcp/ranking/rankingPage'
import { resolveLocale } from '@/lib/locale'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return mcpRankingMetadata(await resolveLocale(params), 'popular')
}

/** The popular MCP servers board (the rankings' first board). */
export default async function McpPopularRankingPage({ params }: Props) {
  return <McpRankingPage locale={await resolveLocale(params)} slug="popular" />
}
