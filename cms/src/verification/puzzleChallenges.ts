import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { pruneLimits } from './rateLimit'
import { PUZZLE, renderPuzzle } from './puzzleImage'
import { createProofChallenge, verifyProof, type Proof, type ProofChallenge } from './puzzleProofOfWork'
import { judgeTrace, type Trace } from './puzzleTrace'
import { randomToken, sha256 } from './secrets'
import { issueVerificationToken } from './verificationTokens'

export const CHALLENGE_TTL_SECONDS = 120
/** How far (CSS px) the dropped piece may be from the gap and still count. */
export const TOLERANCE_PX = 5

export type Challenge = {
  challengeId: string
  background: string
  piece: string
  width: number
  height: number
  pieceSize: number
  y: number
  expiresIn: number
  /** The proof-of-work to solve before answering (puzzleProofOfWork.ts). */
  proof: ProofChallenge
}

/** An answer: where the piece was dropped, how it got there, and the solved proof-of-work. */
export type Answer = { challengeId: string; x: number; trace: Trace; proof: Proof }

/**
 * Why an answer failed. The client learns only `mismatch` for a wrong offset, trace or proof: telling
 * a script which of them failed would let it tune one at a time.
 */
export type Verdict =
  | { ok: true; token: string; expiresIn: number }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'mismatch'; fault?: 'offset' | 'proof' | `trace:${string}` }

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`

/** Renders and stores a new challenge. The answer (x) stays in the database. */
export async function createChallenge(payload: Payload, ip: string): Promise<Challenge> {
  const images = await renderPuzzle()
  const challengeId = randomToken()
  const idHash = sha256(challengeId)
  const [proof] = await Promise.all([
    createProofChallenge(idHash, CHALLENGE_TTL_SECONDS),
    poolOf(payload).query(
      `INSERT INTO puzzle_challenges (id_hash, x, y, ip, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [idHash, images.x, images.y, ip.slice(0, 64), CHALLENGE_TTL_SECONDS],
    ),
  ])
  // Expired rows are useless; clearing them now and then keeps the table small without a job.
  if (Math.random() < 0.01) void pruneChallenges(payload).catch(() => {})
  return {
    challengeId,
    background: dataUrl(images.backgroundMime, images.background),
    piece: dataUrl(images.pieceMime, images.piece),
    width: PUZZLE.width,
    height: PUZZLE.height,
    pieceSize: PUZZLE.piece,
    y: images.y,
    expiresIn: CHALLENGE_TTL_SECONDS,
    proof,
  }
}

/**
 * Judges an answer. The first attempt consumes the challenge whatever its outcome (one UPDATE
 * claims it), so an answer cannot be searched for by trying offsets, traces or proofs one after
 * another. Then the proof-of-work, the offset and the trace must all hold.
 */
export async function verifyChallenge(payload: Payload, answer: Answer): Promise<Verdict> {
  const { challengeId, x, trace, proof } = answer
  const idHash = sha256(challengeId)
  const { rows } = await poolOf(payload).query<{ x: string; live: boolean; fresh: boolean }>(
    `WITH found AS (SELECT id, consumed_at IS NULL AS fresh FROM puzzle_challenges WHERE id_hash = $1),
     claimed AS (
       UPDATE puzzle_challenges p SET consumed_at = now(), updated_at = now()
       FROM found WHERE p.id = found.id AND p.consumed_at IS NULL
       RETURNING p.x, p.expires_at > now() AS live
     )
     SELECT claimed.x, claimed.live, found.fresh FROM found LEFT JOIN claimed ON true`,
    [idHash],
  )
  const row = rows[0]
  if (!row) return { ok: false, reason: 'unknown' }
  if (!row.fresh || row.x === null) return { ok: false, reason: 'used' }
  if (!row.live) return { ok: false, reason: 'expired' }
  if (!(await verifyProof(proof, idHash))) return refused(payload, 'proof')
  if (Math.abs(Number(row.x) - x) > TOLERANCE_PX) return refused(payload, 'offset')
  const judged = judgeTrace(trace, x, PUZZLE.width - PUZZLE.piece)
  if (!judged.ok) return refused(payload, `trace:${judged.fault}`)
  return { ok: true, ...(await issueVerificationToken(payload)) }
}

/** A refusal, logged with its cause: how often people fail the trace rules is worth watching. */
function refused(payload: Payload, fault: NonNullable<Extract<Verdict, { ok: false }>['fault']>): Verdict {
  payload.logger.info({ msg: 'slide puzzle refused', fault })
  return { ok: false, reason: 'mismatch', fault }
}

/** Deletes challenges, tokens and rate-limit windows that can no longer matter. */
export async function pruneChallenges(payload: Payload): Promise<void> {
  const pool = poolOf(payload)
  await pool.query(`DELETE FROM puzzle_challenges WHERE expires_at < now() - interval '1 hour'`)
  await pool.query(`DELETE FROM verification_tokens WHERE expires_at < now() - interval '1 hour'`)
  await pruneLimits(payload)
}
