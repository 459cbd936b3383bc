import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { hitLimitSql, type Limit, limitResult } from '../verification/rateLimit'
import { dailyAward } from './points'
import { sha256 } from './secrets'
import { newSession, signSessionToken } from './sessions'

/**
 * The ticket exchange (SPEC §4 Login, POST /api/account/login with loginType 1) in one statement:
 * the caller's rate-limit hit is counted; then, unless that was over the limit, the ticket is
 * marked used only if unused and unexpired (so it works once, however many exchanges race), the
 * session row is added, the user's expired sessions go and the day's login points are awarded
 * (unique key, so once a day) — one round trip instead of five. Only when nothing was redeemed
 * does a second read say why. The JWT is then signed in process.
 * The next `_order` is the max over the user's own rows: `OFFSET 0` keeps the planner on the
 * parent index instead of walking the global `_order` index backwards past everyone's sessions.
 */
export type ExchangeResult =
  | { ok: true; userId: number; token: string; dailyAwarded: boolean }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' }
  | { ok: false; reason: 'limited'; retryAfter: number }

export async function exchangeTicket(payload: Payload, ticket: string, limit: Limit, now = new Date()): Promise<ExchangeResult> {
  const hash = sha256(ticket)
  const { sid, expiresAt } = newSession(payload, now)
  const award = await dailyAward(payload, now)
  const db = poolOf(payload)
  const { rows } = await db.query<{ hits: number; retry_after: number; id: number | null; email: string; role: string; awarded: number }>({
    // Named: each connection parses and plans this statement once, not on every sign-in.
    name: 'ticket-exchange',
    text: `WITH hit AS (${hitLimitSql('$7', '$8')}),
     ticket AS (
       UPDATE login_tickets SET used_at = $2, updated_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 AND (SELECT hits FROM hit) <= $9::bigint RETURNING user_id),
     expired AS (DELETE FROM users_sessions s USING ticket t WHERE s._parent_id = t.user_id AND s.expires_at < $2),
     added AS (
       INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
       SELECT COALESCE((SELECT max(_order) FROM (SELECT _order FROM users_sessions WHERE _parent_id = t.user_id OFFSET 0) own), 0) + 1, t.user_id, $3, $2, $4
       FROM ticket t JOIN users u ON u.id = t.user_id RETURNING _parent_id),
     daily AS (
       INSERT INTO points_ledger (user_id, delta, reason, key, created_at, updated_at)
       SELECT a._parent_id, $5::int, 'dailyLogin', 'dailyLogin:' || a._parent_id || ':' || $6::text, $2, $2
       FROM added a WHERE $5::int > 0
       ON CONFLICT (key) DO NOTHING RETURNING 1)
     SELECT h.hits, h.retry_after, x.id, x.email, x.role, (SELECT count(*) FROM daily)::int AS awarded
       FROM hit h LEFT JOIN (SELECT u.id, u.email, u.role FROM users u JOIN added a ON a._parent_id = u.id) x ON true`,
    values: [hash, now, sid, expiresAt, award.delta, award.day, limit.key, limit.windowSeconds, limit.max],
  })
  const row = rows[0]!
  const verdict = limitResult(row, limit)
  if (!verdict.allowed) return { ok: false, reason: 'limited', retryAfter: verdict.retryAfter }
  if (row.id !== null) {
    const token = await signSessionToken(payload, { id: Number(row.id), email: row.email, role: row.role, sid })
    return { ok: true, userId: Number(row.id), token, dailyAwarded: row.awarded > 0 }
  }
  const { rows: found } = await db.query<{ used_at: Date | null; expires_at: Date }>(`SELECT used_at, expires_at FROM login_tickets WHERE token_hash = $1`, [hash])
  if (!found[0]) return { ok: false, reason: 'invalid' }
  return { ok: false, reason: found[0].used_at ? 'used' : 'expired' }
}
