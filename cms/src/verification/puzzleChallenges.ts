import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { pruneLimits } from './rateLimit'
import { PUZZLE, renderPuzzle } from './puzzleImage'
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
}

/** A point of the drag: offset in px and milliseconds since the drag began. */
export type TracePoint = [x: number, t: number]

export type Verdict =
  | { ok: true; token: string; expiresIn: number }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'mismatch' | 'trace' }

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`

/** Renders and stores a new challenge. The answer (x) stays in the database. */
export async function createChallenge(payload: Payload, ip: string): Promise<Challenge> {
  const images = await renderPuzzle()
  const challengeId = randomToken()
  await poolOf(payload).query(
    `INSERT INTO puzzle_challenges (id_hash, x, y, ip, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [sha256(challengeId), images.x, images.y, ip.slice(0, 64), CHALLENGE_TTL_SECONDS],
  )
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
  }
}

/**
 * A drag a person made takes time and moves in more than one step; a script that posts the answer
 * directly, or teleports the piece, does not. Only judged when a trace is sent.
 */
export function plausibleTrace(trace: readonly TracePoint[] | undefined, x: number): boolean {
  if (!trace) return true
  if (trace.length < 3) return false
  const duration = trace[trace.length - 1]![1] - trace[0]![1]
  if (duration < 80 || duration > CHALLENGE_TTL_SECONDS * 1000) return false
  for (let i = 1; i < trace.length; i++) if (trace[i]![1] < trace[i - 1]![1]) return false
  const distinct = new Set(trace.map(([px]) => Math.round(px))).size
  return distinct >= 3 && Math.abs(trace[trace.length - 1]![0] - x) <= TOLERANCE_PX * 2
}

/**
 * Judges an answer. The first attempt consumes the challenge whatever its outcome (one UPDATE
 * claims it), so an answer cannot be searched for by trying offsets one after another.
 */
export async function verifyChallenge(payload: Payload, challengeId: string, x: number, trace?: readonly TracePoint[]): Promise<Verdict> {
  const { rows } = await poolOf(payload).query<{ x: string; live: boolean; fresh: boolean }>(
    `WITH found AS (SELECT id, consumed_at IS NULL AS fresh FROM puzzle_challenges WHERE id_hash = $1),
     claimed AS (
       UPDATE puzzle_challenges p SET consumed_at = now(), updated_at = now()
       FROM found WHERE p.id = found.id AND p.consumed_at IS NULL
       RETURNING p.x, p.expires_at > now() AS live
     )
     SELECT claimed.x, claimed.live, found.fresh FROM found LEFT JOIN claimed ON true`,
    [sha256(challengeId)],
  )
  const row = rows[0]
  if (!row) return { ok: false, reason: 'unknown' }
  if (!row.fresh || row.x === null) return { ok: false, reason: 'used' }
  if (!row.live) return { ok: false, reason: 'expired' }
  if (Math.abs(Number(row.x) - x) > TOLERANCE_PX) return { ok: false, reason: 'mismatch' }
  if (!plausibleTrace(trace, x)) return { ok: false, reason: 'trace' }
  return { ok: true, ...(await issueVerificationToken(payload)) }
}

/** Deletes challenges, tokens and rate-limit windows that can no longer matter. */
export async function pruneChallenges(payload: Payload): Promise<void> {
  const pool = poolOf(payload)
  await pool.query(`DELETE FROM puzzle_challenges WHERE expires_at < now() - interval '1 hour'`)
  await pool.query(`DELETE FROM verification_tokens WHERE expires_at < now() - interval '1 hour'`)
  await pruneLimits(payload)
}
