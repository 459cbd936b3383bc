import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NotFoundClient } from '@/components/routing/NotFoundClient'
import { isMcpRankingSlug } from '@/features/mcp/ranking/boards'
import { McpRankingPage, mcpRankingMetadata } from '@/features/mcp/ranking/rankingPage'
import { resolveLocale } from '@/lib/locale'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; board: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { board } = await params
  // `popular` lives at /mcp/ranking itself: one address per board.
  if (!isMcpRankingSlug(board) || board === 'popular') notFound()
  return mcpRankingMetadata(await resolveLocale(params), board)
}

/** Trending (7 and 30 days) and top-rated MCP boards. */
export default async function McpRankingBoardPage({ params }: Props) {
  const { board } = await params
  if (!isMcpRankingSlug(board) || board === 'popular') return <NotFoundClient />
  return <McpRankingPage locale={await resolveLocale(params)} slug={board} />
}
