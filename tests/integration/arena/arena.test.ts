import { randomUUID } from 'node:crypto'
import {
  ArenaRefused,
  arenaMessages,
  castVote,
  computeArenaLeaderboard,
  DAILY_VOTES_PER_ADDRESS,
  DAILY_VOTES_PER_USER,
  issueBattle,
  publishedBoards,
  setArenaClients,
  streamAnswer,
  type AnswerEvent,
} from '@aidir/cms/arena'
import { poolOf } from '@aidir/cms/db'
import { createPayloadCatalogue, createPlatformClients, parseLlmEnv, platformIds, vendorClients, type LlmClient, type PlatformId } from '@aidir/cms/llm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { startOpenAiFake } from '../../fakes/llm/openaiChat'
import type { FakeServer } from '../../fakes/llm/server'
import { payload, userWithRole } from '../helpers'

/**
 * The arena against the real database, with every platform's client the real OpenAI-protocol
 * client talking to a fake vendor on 127.0.0.1 (so answers, failures and retries are real HTTP),
 * wrapped in the provider layer's resilience like in production.
 */
let fake: FakeServer
const pool = poolOf(payload)

beforeAll(async () => {
  fake = await startOpenAiFake('openai')
  fake.reply = (question) => (question.includes('who are you') ? 'I am Claude, an assistant made by Anthropic. Here is my answer.' : `A careful answer to: ${question}`)
  const env = parseLlmEnv({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, LLM_MAX_RETRIES: '1', LLM_BACKOFF_BASE_MS: '5', LLM_BACKOFF_MAX_MS: '10', LLM_TIMEOUT_MS: '2000', LLM_BREAKER_FAILURES: '50' })
  const override = Object.fromEntries(platformIds.map((p) => [p, vendorClients.chatgpt(env)])) as Record<PlatformId, LlmClient>
  setArenaClients(createPlatformClients({ env, catalogue: createPayloadCatalogue(payload, 'http://localhost'), override }))
})
afterAll(async () => {
  setArenaClients(undefined)
  await fake.close()
})

async function collect(events: AsyncGenerator<AnswerEvent>): Promise<AnswerEvent[]> {
  const out: AnswerEvent[] = []
  for await (const e of events) out.push(e)
  return out
}

const textOf = (events: AnswerEvent[]) => events.map((e) => (e.type === 'chunk' ? e.text : '')).join('')

async function answeredBattle(user: { id: number | string }, prompt = 'Which note-taking app suits a student?', address = '203.0.113.7') {
  const battle = await issueBattle(payload, { user, address, body: { prompt } })
  const [a, b] = await Promise.all([collect(streamAnswer(payload, user, battle.id, 'a')), collect(streamAnswer(payload, user, battle.id, 'b'))])
  return { battle, a, b }
}

async function refusal(promise: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await promise
  } catch (err) {
    if (err instanceof ArenaRefused) return { status: err.status, message: err.message }
    if (err instanceof ZodError) return { status: 400, message: err.issues[0]!.message }
    throw err
  }
  throw new Error('expected a refusal')
}

describe('arena battles', () => {
  it('refuses empty, short, long and non-text prompts with their messages', async () => {
    const user = await userWithRole('customer')
    const issue = (body: unknown) => refusal(issueBattle(payload, { user, address: '203.0.113.1', body }))
    expect(await issue({ prompt: '   ' })).toEqual({ status: 400, message: arenaMessages.promptEmpty })
    expect(await issue({})).toEqual({ status: 400, message: arenaMessages.promptEmpty })
    expect(await issue({ prompt: 'hi there' })).toEqual({ status: 400, message: arenaMessages.promptShort })
    expect(await issue({ prompt: 'x'.repeat(2001) })).toEqual({ status: 400, message: arenaMessages.promptLong })
    expect(await issue({ prompt: 42 })).toEqual({ status: 400, message: arenaMessages.promptNotText })
    expect(await issue({ prompt: ['a long enough prompt'] })).toEqual({ status: 400, message: arenaMessages.promptNotText })
  })

  it('streams both answers, picks two distinct models and keeps them hidden until the vote', async () => {
    const user = await userWithRole('customer')
    const { battle, a, b } = await answeredBattle(user)
    expect(a.at(-1)).toEqual({ type: 'done' })
    expect(a.filter((e) => e.type === 'chunk').length).toBeGreaterThan(3)
    expect(textOf(a)).toBe('A careful answer to: Which note-taking app suits a student?')
    expect(textOf(b)).toBe(textOf(a))
    const { rows } = await pool.query('SELECT model_a, model_b, sandbox FROM arena_battles WHERE id = $1', [battle.id])
    expect(rows[0].model_a).not.toBe(rows[0].model_b)
    expect(rows[0].sandbox).toBe(false)
    // Asking again replays the stored answer and does not call the vendor again.
    const calls = fake.requests.length
    expect(textOf(await collect(streamAnswer(payload, user, battle.id, 'a')))).toBe(textOf(a))
    expect(fake.requests.length).toBe(calls)
    const vote = await castVote(payload, { user, address: '203.0.113.7', battleId: battle.id, body: { outcome: 'a' } })
    expect(vote).toMatchObject({ outcome: 'a', valid: true, cast: true, sandbox: false, models: { a: { id: rows[0].model_a }, b: { id: rows[0].model_b } } })
  })

  it("does not show one user's battle to another", async () => {
    const owner = await userWithRole('customer')
    const other = await userWithRole('customer')
    const { battle } = await answeredBattle(owner)
    expect(await refusal(collect(streamAnswer(payload, other, battle.id, 'a')))).toEqual({ status: 404, message: arenaMessages.notFound })
    expect(await refusal(castVote(payload, { user: other, address: '203.0.113.8', battleId: battle.id, body: { outcome: 'b' } }))).toEqual({ status: 404, message: arenaMessages.notFound })
    expect(await refusal(castVote(payload, { user: owner, address: '203.0.113.8', battleId: randomUUID(), body: { outcome: 'b' } }))).toEqual({ status: 404, message: arenaMessages.notFound })
  })

  it('unlocks the vote only when both answers are complete, and refuses unknown votes', async () => {
    const user = await userWithRole('customer')
    const battle = await issueBattle(payload, { user, address: '203.0.113.9', body: { prompt: 'Explain vector databases briefly.' } })
    await collect(streamAnswer(payload, user, battle.id, 'a'))
    expect(await refusal(castVote(payload, { user, address: '203.0.113.9', battleId: battle.id, body: { outcome: 'a' } }))).toEqual({ status: 409, message: arenaMessages.notFinished })
    await collect(streamAnswer(payload, user, battle.id, 'b'))
    expect(await refusal(castVote(payload, { user, address: '203.0.113.9', battleId: battle.id, body: { outcome: 'left' } }))).toEqual({ status: 400, message: arenaMessages.badOutcome })
    expect((await castVote(payload, { user, address: '203.0.113.9', battleId: battle.id, body: { outcome: 'bad' } })).outcome).toBe('bad')
  })

  it('ends the battle without a vote when a provider fails, and says so', async () => {
    const user = await userWithRole('customer')
    const battle = await issueBattle(payload, { user, address: '203.0.113.10', body: { prompt: 'Summarise the history of the transistor.' } })
    fake.fallback = { kind: 'server_error', status: 503 }
    const a = await collect(streamAnswer(payload, user, battle.id, 'a'))
    fake.fallback = { kind: 'ok' }
    expect(a).toEqual([{ type: 'failed', message: arenaMessages.answerFailed }])
    await collect(streamAnswer(payload, user, battle.id, 'b'))
    // The failure is stored: asking again does not turn the battle into a votable one.
    expect(await collect(streamAnswer(payload, user, battle.id, 'a'))).toEqual([{ type: 'failed', message: arenaMessages.answerFailed }])
    expect(await refusal(castVote(payload, { user, address: '203.0.113.10', battleId: battle.id, body: { outcome: 'b' } }))).toEqual({ status: 409, message: arenaMessages.answerFailed })
  })

  it('counts a replayed or concurrent vote once, the first one standing', async () => {
    const user = await userWithRole('customer')
    const { battle } = await answeredBattle(user)
    const outcomes = ['a', 'b', 'tie', 'bad', 'a', 'b', 'tie', 'bad', 'a', 'b'] as const
    const results = await Promise.all(outcomes.map((outcome) => castVote(payload, { user, address: '203.0.113.11', battleId: battle.id, body: { outcome } })))
    expect(results.filter((r) => r.cast)).toHaveLength(1)
    const first = results.find((r) => r.cast)!.outcome
    expect(new Set(results.map((r) => r.outcome))).toEqual(new Set([first]))
    const replay = await castVote(payload, { user, address: '203.0.113.11', battleId: battle.id, body: { outcome: first === 'a' ? 'b' : 'a' } })
    expect(replay).toMatchObject({ cast: false, outcome: first })
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM arena_votes WHERE battle_id = $1', [battle.id])
    expect(rows[0].n).toBe(1)
  })

  it('keeps votes immutable in the database', async () => {
    const user = await userWithRole('customer')
    const { battle } = await answeredBattle(user)
    await castVote(payload, { user, address: '203.0.113.12', battleId: battle.id, body: { outcome: 'tie' } })
    await expect(pool.query(`UPDATE arena_votes SET outcome = 'a' WHERE battle_id = $1`, [battle.id])).rejects.toThrow(/immutable/)
    await expect(pool.query('DELETE FROM arena_votes WHERE battle_id = $1', [battle.id])).rejects.toThrow(/immutable/)
    await expect(pool.query(`UPDATE arena_battles SET model_a = 'x' WHERE id = $1`, [battle.id])).rejects.toThrow(/immutable/)
  })

  it('voids the vote when an answer reveals its model', async () => {
    const user = await userWithRole('customer')
    const { battle } = await answeredBattle(user, 'Tell me who are you and what you do best.')
    const vote = await castVote(payload, { user, address: '203.0.113.13', battleId: battle.id, body: { outcome: 'a' } })
    expect(vote).toMatchObject({ valid: false, voidReason: 'identity', cast: true })
  })

  it('caps the votes per user per day, also under concurrency', async () => {
    const user = await userWithRole('customer')
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`
    const battles = await Promise.all(Array.from({ length: DAILY_VOTES_PER_USER + 5 }, () => issueBattle(payload, { user, address, body: { prompt: 'Compare two databases for me.' } })))
    // Answers stored directly: the cap, not the vendor, is under test here.
    for (const b of battles) await pool.query(`INSERT INTO arena_answers (battle_id, side, text, failed) VALUES ($1, 'a', 'one', false), ($1, 'b', 'two', false)`, [b.id])
    const settled = await Promise.allSettled(battles.map((b) => castVote(payload, { user, address, battleId: b.id, body: { outcome: 'a' } })))
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(DAILY_VOTES_PER_USER)
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected')
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(Array(5).fill(arenaMessages.userCap))
  })
  it('caps the votes per client address per day across accounts', async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`
    // Earlier votes from this address by other accounts, written directly: the cap is under test.
    const others = await userWithRole('customer')
    for (let k = 0; k < DAILY_VOTES_PER_ADDRESS; k++) {
      const id = randomUUID()
      await pool.query(`INSERT INTO arena_battles (id, user_id, address, prompt, language, model_a, model_b, sandbox) VALUES ($1, $2, $3, 'earlier prompt', 'en', 'claude', 'gemini', true)`, [id, Number(others.id) + 1_000_000 + k, address])
      await pool.query(`INSERT INTO arena_votes (battle_id, user_id, address, outcome, valid) VALUES ($1, $2, $3, 'a', true)`, [id, Number(others.id) + 1_000_000 + k, address])
    }
    const user = await userWithRole('customer')
    const { battle } = await answeredBattle(user, 'Which note-taking app suits a student?', address)
    expect(await refusal(castVote(payload, { user, address, battleId: battle.id, body: { outcome: 'a' } }))).toEqual({ status: 429, message: arenaMessages.addressCap })
    // The same account from another network still votes.
    expect((await castVote(payload, { user, address: '203.0.113.99', battleId: battle.id, body: { outcome: 'a' } })).cast).toBe(true)
  })
})

describe('the leaderboard job', () => {
  it('fits valid non-sandbox votes, versions the boards and publishes nothing new on a rerun', async () => {
    const user = await userWithRole('customer')
    // Synthetic battles in this test database only: claude beats gemini 3 times out of 4.
    const insertVote = async (a: string, b: string, outcome: string, opts: { sandbox?: boolean; valid?: boolean; language?: string } = {}) => {
      const id = randomUUID()
      await pool.query(`INSERT INTO arena_battles (id, user_id, address, prompt, language, model_a, model_b, sandbox) VALUES ($1, $2, '192.0.2.1', 'synthetic prompt', $3, $4, $5, $6)`, [
        id, Number(user.id), opts.language ?? 'en', a, b, opts.sandbox ?? false,
      ])
      await pool.query(`INSERT INTO arena_votes (battle_id, user_id, address, outcome, valid) VALUES ($1, $2, '192.0.2.1', $3, $4)`, [id, Number(user.id), outcome, opts.valid ?? true])
    }
    for (let k = 0; k < 40; k++) await insertVote('claude', 'gemini', k % 4 === 3 ? 'b' : 'a', { language: k % 2 ? 'zh' : 'en' })
    // Sandbox and void votes for the loser must not move anything.
    for (let k = 0; k < 30; k++) await insertVote('gemini', 'claude', 'a', { sandbox: true })
    for (let k = 0; k < 30; k++) await insertVote('gemini', 'claude', 'a', { valid: false })

    const first = await computeArenaLeaderboard(payload)
    expect(first.published).toContain('all')
    const boards = await publishedBoards(payload)
    const all = boards.find((b) => b.language === 'all')!
    // Other tests of this file voted too; compare the two models this test set up.
    const claude = all.rows.find((r) => r.model === 'claude')!
    const gemini = all.rows.find((r) => r.model === 'gemini')!
    expect(claude.rating).toBeGreaterThan(gemini.rating + 100)
    expect(claude.provisional).toBe(true)
    expect(claude.lower).toBeLessThan(claude.rating)
    expect(claude.upper).toBeGreaterThan(claude.rating)
    expect(boards.find((b) => b.language === 'zh')!.votes).toBeGreaterThanOrEqual(20)
    expect(all.votes).toBeGreaterThanOrEqual(40)

    expect((await computeArenaLeaderboard(payload)).published).toEqual([])
    await insertVote('claude', 'gemini', 'tie')
    expect((await computeArenaLeaderboard(payload)).published).toContain('all')
    const { rows } = await pool.query(`SELECT count(*) FILTER (WHERE superseded_at IS NULL)::int AS current, count(*)::int AS total FROM arena_leaderboards WHERE language = 'all'`)
    expect(rows[0].current).toBe(1)
    expect(rows[0].total).toBeGreaterThanOrEqual(2)
  })
})
