import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { LlmError } from '../llm/errors'
import type { PlatformId } from '../llm/platforms'
import { ownBattle, type ArenaUser } from './battles'
import { arenaClients } from './clients'
import { arenaMessages } from './messages'

export type AnswerEvent = { type: 'chunk'; text: string } | { type: 'done' } | { type: 'failed'; message: string }

/**
 * Pause between chunks. The provider layer answers whole (its clients do not stream), so every
 * answer, a vendor's or the offline engine's, is sent in word-sized chunks at one pace: the first
 * chunk leaves as soon as the answer is in, and the pace never tells a sandbox side from a real one.
 */
export const CHUNK_INTERVAL_MS = 15

/** Words (with their trailing space) or up to three CJK characters: what a streamed token looks like. */
export function chunksOf(text: string): string[] {
  return text.match(/[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]{1,3}|[^\s\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]+\s*|\s+/g) ?? []
}

type Stored = { text: string; failed: boolean }

async function storedAnswer(payload: Payload, battleId: string, side: 'a' | 'b'): Promise<Stored | undefined> {
  const { rows } = await poolOf(payload).query<Stored>({
    name: 'arena-answer-read',
    text: 'SELECT text, failed FROM arena_answers WHERE battle_id = $1 AND side = $2',
    values: [battleId, side],
  })
  return rows[0]
}

/** Insert-only: when two requests answered the same side, the first stored answer is the answer. */
async function storeAnswer(payload: Payload, battleId: string, side: 'a' | 'b', answer: Stored & { error?: string }): Promise<Stored> {
  // One round trip in the usual case: the first token waits for this write.
  const { rows } = await poolOf(payload).query<Stored>({
    name: 'arena-answer-insert',
    text: 'INSERT INTO arena_answers (battle_id, side, text, failed, error) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (battle_id, side) DO NOTHING RETURNING text, failed',
    values: [battleId, side, answer.text, answer.failed, answer.error ?? null],
  })
  return rows[0] ?? (await storedAnswer(payload, battleId, side)) ?? answer
}

/**
 * One side of the caller's battle, as events: the answer's chunks then `done`, or `failed` when
 * the model could not answer (after the layer's retries, or with its breaker open). A failed side
 * is stored, so the battle can never be voted on. Asking again replays what was stored.
 */
export async function* streamAnswer(payload: Payload, user: ArenaUser, battleId: string, side: 'a' | 'b', signal?: AbortSignal): AsyncGenerator<AnswerEvent> {
  const battle = await ownBattle(payload, user, battleId)
  let answer = await storedAnswer(payload, battleId, side)
  if (!answer) {
    const model = (side === 'a' ? battle.modelA : battle.modelB) as PlatformId
    try {
      const result = await arenaClients(payload)[model].ask({ question: battle.prompt, sample: 0 }, signal)
      answer = await storeAnswer(payload, battleId, side, { text: result.text, failed: false })
    } catch (err) {
      if (signal?.aborted) return
      const error = err instanceof LlmError ? err.kind : 'error'
      answer = await storeAnswer(payload, battleId, side, { text: '', failed: true, error })
    }
  }
  if (answer.failed) {
    yield { type: 'failed', message: arenaMessages.answerFailed }
    return
  }
  let first = true
  for (const chunk of chunksOf(answer.text)) {
    if (!first) await pause(CHUNK_INTERVAL_MS, signal)
    if (signal?.aborted) return
    first = false
    yield { type: 'chunk', text: chunk }
  }
  yield { type: 'done' }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })
}
