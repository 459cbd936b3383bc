import type { Payload } from 'payload'
import { inTransaction, poolOf } from '../db/pool'
import { ownBattle, type ArenaUser } from './battles'
import { revealsIdentity } from './identityLeak'
import { voteInput } from './input'
import { ArenaRefused, arenaMessages } from './messages'
import { modelLabel } from './roster'
import { DAILY_VOTES_PER_ADDRESS, DAILY_VOTES_PER_USER } from './rules'

export type VoteResult = {
  outcome: 'a' | 'b' | 'tie' | 'bad'
  /** false when the vote is stored but never counted (an answer gave its model away). */
  valid: boolean
  voidReason: 'identity' | null
  sandbox: boolean
  /** Whether this request cast the vote (false: the battle had been voted on; the first vote stands). */
  cast: boolean
  models: { a: { id: string; label: string }; b: { id: string; label: string } }
}

/**
 * Casts the one vote of a battle, then reveals the models. Refused unless both answers are in and
 * neither failed. Counted once: the battle is the vote's primary key, so a replayed or concurrent
 * second vote inserts nothing and is answered with the first. The day's caps (per account and per
 * client address) are counted under advisory locks on both, so parallel votes cannot overshoot.
 */
export async function castVote(payload: Payload, input: { user: ArenaUser; address: string; battleId: string; body: unknown }): Promise<VoteResult> {
  const { outcome: wanted } = voteInput.parse(input.body)
  const battle = await ownBattle(payload, input.user, input.battleId)
  const reveal = (row: { outcome: VoteResult['outcome']; valid: boolean; void_reason: string | null }, cast: boolean): VoteResult => ({
    outcome: row.outcome,
    valid: row.valid,
    voidReason: row.void_reason === 'identity' ? 'identity' : null,
    sandbox: battle.sandbox,
    cast,
    models: { a: { id: battle.modelA, label: modelLabel(battle.modelA) }, b: { id: battle.modelB, label: modelLabel(battle.modelB) } },
  })
  const pool = poolOf(payload)
  const existing = await pool.query({ name: 'arena-vote-read', text: 'SELECT outcome, valid, void_reason FROM arena_votes WHERE battle_id = $1', values: [battle.id] })
  if (existing.rows[0]) return reveal(existing.rows[0], false)

  const { rows: answers } = await pool.query<{ side: string; text: string; failed: boolean }>({
    name: 'arena-vote-answers',
    text: 'SELECT side, text, failed FROM arena_answers WHERE battle_id = $1',
    values: [battle.id],
  })
  if (answers.some((a) => a.failed)) throw new ArenaRefused(409, arenaMessages.answerFailed)
  if (answers.length < 2) throw new ArenaRefused(409, arenaMessages.notFinished)
  const leaked = answers.some((a) => revealsIdentity(a.text) !== null)
  const userId = Number(input.user.id)

  return inTransaction(pool, async (client) => {
    // User first, then address: every vote takes them in this order, so two votes cannot deadlock.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('arena-vote-user'), $1::int)`, [userId])
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('arena-vote-address'), hashtext($1))`, [input.address])
    const again = await client.query('SELECT outcome, valid, void_reason FROM arena_votes WHERE battle_id = $1', [battle.id])
    if (again.rows[0]) return reveal(again.rows[0], false)
    const { rows } = await client.query<{ by_user: number; by_address: number }>(
      `SELECT count(*) FILTER (WHERE user_id = $1)::int AS by_user, count(*) FILTER (WHERE address = $2)::int AS by_address
       FROM arena_votes WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AND (user_id = $1 OR address = $2)`,
      [userId, input.address],
    )
    if (rows[0]!.by_user >= DAILY_VOTES_PER_USER) throw new ArenaRefused(429, arenaMessages.userCap)
    if (rows[0]!.by_address >= DAILY_VOTES_PER_ADDRESS) throw new ArenaRefused(429, arenaMessages.addressCap)
    const row = { outcome: wanted, valid: !leaked, void_reason: leaked ? 'identity' : null }
    await client.query('INSERT INTO arena_votes (battle_id, user_id, address, outcome, valid, void_reason) VALUES ($1, $2, $3, $4, $5, $6)', [
      battle.id,
      userId,
      input.address,
      row.outcome,
      row.valid,
      row.void_reason,
    ])
    return reveal(row, true)
  })
}
