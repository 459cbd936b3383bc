import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Ranked } from './formula'
import type { McpBoardName, McpBoards } from './compute'
import { firstSignalDay } from './signals'

export type McpBoardRead = {
  /** When the board was computed and over how many published servers; null before the first computation. */
  computedAt: string | null
  servers: number
  /** The first day with recorded signals (trending needs a week or a month of them). */
  historySince: string | null
  rows: Ranked[]
}

/** One board of the latest snapshot, its top `limit` rows. */
export async function latestMcpBoard(payload: Payload, board: McpBoardName, limit = 50): Promise<McpBoardRead> {
  const db = poolOf(payload)
  const { rows } = await db.query<{ computed_at: Date; servers: number; rows: McpBoards[McpBoardName] | null }>({
    name: 'mcp-rankings-latest',
    text: `SELECT computed_at, servers, boards -> $1::text AS rows FROM mcp_ranking_snapshots ORDER BY id DESC LIMIT 1`,
    values: [board],
  })
  const row = rows[0]
  return {
    computedAt: row ? new Date(row.computed_at).toISOString() : null,
    servers: row?.servers ?? 0,
    historySince: await firstSignalDay(db),
    rows: (row?.rows ?? []).slice(0, limit),
  }
}
