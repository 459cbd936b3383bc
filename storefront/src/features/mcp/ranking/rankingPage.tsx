import type { Locale } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { getT } from '@/i18n'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { type McpRankingSlug, boardOfSlug } from './boards'
import { McpRankingView } from './McpRankingView'
import { findMcpRankingBoard } from './rankingData'

/** The metadata and page of one MCP board, shared by `/mcp/ranking` (popular) and `/mcp/ranking/[board]`. */
export async function mcpRankingMetadata(locale: Locale, slug: McpRankingSlug): Promise<Metadata> {
  const t = await getT(locale, 'mcpRanking')
  return pageMetadata({ locale, path: routes.mcpRanking(slug), title: t(`heading.${slug}`), description: t('metaDescription') })
}

export async function McpRankingPage({ locale, slug }: { locale: Locale; slug: McpRankingSlug }) {
  const board = await findMcpRankingBoard(locale, boardOfSlug[slug])
  return <McpRankingView locale={locale} slug={slug} board={board} />
}
