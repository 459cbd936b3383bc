import { inTransaction, type Pool } from '../db/pool'
import { type Ranked, TRENDING_PERIODS, popularity, topRated, trending } from './formula'
import { currentSignals, pastSignals, recordSignalDay } from './signals'

/** The boards of one computation, each its servers in rank order with their score and its parts. */
export type McpBoards = { popular: Ranked[]; trending7: Ranked[]; trending30: Ranked[]; topRated: Ranked[] }
export type McpBoardName = keyof McpBoards
export const mcpBoardNames: McpBoardName[] = ['popular', 'trending7', 'trending30', 'topRated']

/** Kept per board: a directory page shows the top; the rest would only grow the snapshot. */
const BOARD_SIZE = 100
/** Older snapshots beyond this many are deleted (a day of hourly runs and more). */
const KEEP_SNAPSHOTS = 48

/**
 * One computation of the MCP rankings: records today's signals, scores every published server and
 * publishes the boards as a new snapshot (the latest is what the pages read), in one transaction
 * so a reader never sees a half-written run. Idempotent within a day: a re-run rewrites the day's
 * signals and publishes the same boards again.
 */
export async function computeMcpRankings(pool: Pool, at = new Date(), options: { boardSize?: number } = {}): Promise<{ snapshotId: number; servers: number }> {
  const size = options.boardSize ?? BOARD_SIZE
  return inTransaction(pool, async (db) => {
    await recordSignalDay(db, at)
    const servers = await currentSignals(db, at)
    const past7 = await pastSignals(db, at, TRENDING_PERIODS[0])
    const past30 = await pastSignals(db, at, TRENDING_PERIODS[1])
    const boards: McpBoards = {
      popular: popularity(servers).slice(0, size),
      trending7: trending(servers, past7).slice(0, size),
      trending30: trending(servers, past30).slice(0, size),
      topRated: topRated(servers, at).slice(0, size),
    }
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO mcp_ranking_snapshots (computed_at, servers, boards) VALUES ($1, $2, $3::jsonb) RETURNING id`,
      [at, servers.length, JSON.stringify(boards)],
    )
    await db.query(`DELETE FROM mcp_ranking_snapshots WHERE id NOT IN (SELECT id FROM mcp_ranking_snapshots ORDER BY id DESC LIMIT $1)`, [KEEP_SNAPSHOTS])
    return { snapshotId: rows[0]!.id, servers: servers.length }
  })
}
