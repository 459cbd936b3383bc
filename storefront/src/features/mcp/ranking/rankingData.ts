import type { Locale } from '@aidir/cms/locales'
import { type McpBoardName, latestMcpBoard } from '@aidir/cms/mcpRankings'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

export type McpRankingEntry = {
  rank: number
  score: number
  parts: Record<string, number>
  server: { key: string; title: string; name: string; description: string; official: boolean; downloads: number | null; stars: number | null; views: number }
}

export type McpRankingBoard = { computedAt: string | null; servers: number; historySince: string | null; entries: McpRankingEntry[] }

/**
 * One board of the latest MCP rankings snapshot with its servers' names in the page language
 * (tags: `mcp-rankings` for a new snapshot, `mcp-servers` for a renamed or unpublished server).
 */
export const findMcpRankingBoard = cached(
  async (locale: Locale, board: McpBoardName): Promise<McpRankingBoard> => {
    const payload = await getPayload()
    const read = await latestMcpBoard(payload, board, 50)
    const ids = read.rows.map((r) => r.id)
    const servers = ids.length
      ? await payload.find({
          collection: 'mcp-servers',
          locale,
          where: { id: { in: ids } },
          pagination: false,
          depth: 0,
          overrideAccess: false,
          select: { key: true, title: true, name: true, description: true, official: true, downloads: true, stars: true, counters: true },
        })
      : { docs: [] }
    const byId = new Map(servers.docs.map((d) => [d.id, d]))
    const entries: McpRankingEntry[] = []
    for (const row of read.rows) {
      const d = byId.get(row.id)
      // A server unpublished since the snapshot leaves the board at once; the others keep their places.
      if (!d) continue
      entries.push({
        rank: entries.length + 1,
        score: row.score,
        parts: row.parts,
        server: {
          key: d.key,
          title: d.title,
          name: d.name,
          description: d.description ?? '',
          official: d.official === true,
          downloads: d.downloads ?? null,
          stars: d.stars ?? null,
          views: d.counters?.views ?? 0,
        },
      })
    }
    return { computedAt: read.computedAt, servers: read.servers, historySince: read.historySince, entries }
  },
  'mcp:ranking',
  ['mcp-rankings', 'mcp-servers'],
)
