import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { LeaderboardRow } from './computeLeaderboard'
import type { BoardLanguage } from './rules'

export type PublishedBoard = { id: number; language: BoardLanguage; method: string; votes: number; computedAt: string; rows: LeaderboardRow[] }

/** The current version of every board that has one. */
export async function publishedBoards(payload: Payload): Promise<PublishedBoard[]> {
  const { rows } = await poolOf(payload).query<PublishedBoard>({
    name: 'arena-boards-current',
    text: `SELECT id, language, method, votes, computed_at AS "computedAt", rows FROM arena_leaderboards WHERE superseded_at IS NULL ORDER BY id`,
  })
  return rows.map((r) => ({ ...r, computedAt: new Date(r.computedAt).toISOString() }))
}
