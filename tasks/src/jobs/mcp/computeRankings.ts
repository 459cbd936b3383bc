import { enqueue, poolOf } from '@aidir/cms'
import { computeMcpRankings } from '@aidir/cms/mcpRankings'
import { changeTags } from '@aidir/cms/revalidation'
import type { Handler } from '../types'

/** Hourly: records the day's MCP signals, publishes new boards, and refreshes the ranking pages. */
export const computeMcpRankingsJob: Handler<'mcp.rankings'> = async (_data, { payload }) => {
  const result = await computeMcpRankings(poolOf(payload))
  await enqueue('storefront.revalidate', { collection: 'mcp_ranking_snapshots', tags: changeTags('mcp_ranking_snapshots', null) })
  return result
}
