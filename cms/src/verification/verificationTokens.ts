import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { randomToken, sha256 } from './secrets'

/** How long a solved puzzle may be spent (on sending a code, on signing in). */
export const VERIFICATION_TOKEN_TTL_SECONDS = 120

/** Issues the proof of a solved puzzle; only its hash is stored. */
export async function issueVerificationToken(payload: Payload): Promise<{ token: string; expiresIn: number }> {
  const token = randomToken()
  await poolOf(payload).query(
    `INSERT INTO verification_tokens (token_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))`,
    [sha256(token), VERIFICATION_TOKEN_TTL_SECONDS],
  )
  return { token, expiresIn: VERIFICATION_TOKEN_TTL_SECONDS }
}

/**
 * Spends a token: true exactly once for a valid, unexpired token, however many requests race for
 * it (one UPDATE claims it). For the sign-in service too: call it before checking a password after
 * repeated failures.
 */
export async function consumeVerificationToken(payload: Payload, token: string | undefined | null): Promise<boolean> {
  if (!token || token.length > 200) return false
  const { rowCount } = await poolOf(payload).query(
    `UPDATE verification_tokens SET consumed_at = now(), updated_at = now()
     WHERE token_hash = $1 AND consumed_at IS NULL AND expires_at > now()`,
    [sha256(token)],
  )
  return rowCount === 1
}
