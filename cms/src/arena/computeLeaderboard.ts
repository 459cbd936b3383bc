import type { Payload } from 'payload'
import { inTransaction, poolOf } from '../db/pool'
import { enqueue } from '../jobs/enqueue'
import { changeTags } from '../revalidation/tags'
import { aggregate, leaderboard, type Rating, type Vote } from './bradleyTerry'
import { modelLabel } from './roster'
import { BOOTSTRAP_ROUNDS, boardLanguages, LEADERBOARD_METHOD, MIN_MODEL_VOTES, type BoardLanguage } from './rules'

export type LeaderboardRow = Rating & { label: string }

/** Which board a battle's language feeds besides the overall one (zh-TW votes count as Chinese). */
export function boardOf(language: string): BoardLanguage | null {
  if (language === 'en') return 'en'
  if (language === 'zh' || language === 'zh-TW') return 'zh'
  if (language === 'ja') return 'ja'
  return null
}

/**
 * The scheduled refit: every valid vote on a non-sandbox battle, fitted overall and per language.
 * A board is published as a new version only when its votes changed since the current version
 * (count or latest vote), so a rerun publishes nothing; the new versions supersede the old ones in
 * one transaction, like ranking snapshots, which also queues the storefront's revalidation of the
 * leaderboard pages: the job is sent only if the versions commit, and never when nothing changed.
 * The bootstrap seed is the vote count, so a version can be recomputed to the same figures.
 */
export async function computeArenaLeaderboard(payload: Payload): Promise<{ published: BoardLanguage[]; votes: number }> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ a: string; b: string; outcome: Vote['outcome']; language: string; at: Date }>(
    `SELECT b.model_a AS a, b.model_b AS b, v.outcome, b.language, v.created_at AS at
     FROM arena_votes v JOIN arena_battles b ON b.id = v.battle_id
     WHERE v.valid AND NOT b.sandbox`,
  )
  const current = new Map(
    (await pool.query<{ language: string; votes: number; last_vote_at: Date | null }>('SELECT language, votes, last_vote_at FROM arena_leaderboards WHERE superseded_at IS NULL')).rows.map((r) => [r.language, r]),
  )
  const versions: { language: BoardLanguage; votes: number; lastVoteAt: Date; board: LeaderboardRow[] }[] = []
  for (const language of boardLanguages) {
    const votes = language === 'all' ? rows : rows.filter((r) => boardOf(r.language) === language)
    if (votes.length === 0) continue
    const lastVoteAt = new Date(Math.max(...votes.map((v) => new Date(v.at).getTime())))
    const now = current.get(language)
    if (now && now.votes === votes.length && now.last_vote_at && new Date(now.last_vote_at).getTime() === lastVoteAt.getTime()) continue
    // The fit (1,000 bootstrap rounds) runs before the transaction, which only writes.
    const board = leaderboard(aggregate(votes), { rounds: BOOTSTRAP_ROUNDS, seed: votes.length, minVotes: MIN_MODEL_VOTES }).map((r) => ({ ...r, label: modelLabel(r.model) }))
    versions.push({ language, votes: votes.length, lastVoteAt, board })
  }
  if (versions.length === 0) return { published: [], votes: rows.length }
  await inTransaction(pool, async (client) => {
    for (const v of versions) {
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('arena-leaderboard'), hashtext($1))`, [v.language])
      await client.query('UPDATE arena_leaderboards SET superseded_at = now() WHERE language = $1 AND superseded_at IS NULL', [v.language])
      await client.query('INSERT INTO arena_leaderboards (language, method, votes, last_vote_at, rows) VALUES ($1, $2, $3, $4, $5)', [
        v.language,
        LEADERBOARD_METHOD,
        v.votes,
        v.lastVoteAt,
        JSON.stringify(v.board),
      ])
    }
    await enqueue('storefront.revalidate', { collection: 'arena_leaderboards', tags: changeTags('arena_leaderboards', null) }, { client })
  })
  return { published: versions.map((v) => v.language), votes: rows.length }
}
