import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { detectLanguage } from '../llm/offline/language'
import { arenaClients } from './clients'
import { battleInput } from './input'
import { ArenaRefused, arenaMessages } from './messages'
import { pickPair } from './roster'

export type ArenaUser = { id: number | string }

export type Battle = {
  id: string
  userId: number
  prompt: string
  language: string
  modelA: string
  modelB: string
  sandbox: boolean
  createdAt: string
}

/**
 * Issues a battle: the server picks two distinct models and their positions, so the browser
 * never knows who is A or B until the vote. Sandbox when either side answers from the offline
 * engine; such battles can be voted on but never reach the leaderboard.
 */
export async function issueBattle(payload: Payload, input: { user: ArenaUser; address: string; body: unknown }, random?: () => number): Promise<{ id: string; sandbox: boolean }> {
  const { prompt } = battleInput.parse(input.body)
  const [modelA, modelB] = pickPair(random)
  const clients = arenaClients(payload)
  const sandbox = clients[modelA].sandbox || clients[modelB].sandbox
  const id = randomUUID()
  await poolOf(payload).query({
    name: 'arena-battle-insert',
    text: `INSERT INTO arena_battles (id, user_id, address, prompt, language, model_a, model_b, sandbox) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    values: [id, Number(input.user.id), input.address, prompt, detectLanguage(prompt), modelA, modelB, sandbox],
  })
  return { id, sandbox }
}

/** The caller's own battle, or a 404 (another user's battle is not theirs to see). */
export async function ownBattle(payload: Payload, user: ArenaUser, id: string): Promise<Battle> {
  const { rows } = await poolOf(payload).query<Battle>({
    name: 'arena-battle-own',
    text: `SELECT id, user_id AS "userId", prompt, language, model_a AS "modelA", model_b AS "modelB", sandbox, created_at AS "createdAt"
           FROM arena_battles WHERE id = $1 AND user_id = $2`,
    values: [id, Number(user.id)],
  })
  if (!rows[0]) throw new ArenaRefused(404, arenaMessages.notFound)
  return rows[0]
}
