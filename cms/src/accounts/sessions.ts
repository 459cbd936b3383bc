import { randomUUID } from 'node:crypto'
import { getFieldsToSign, jwtSign, type Payload, type TypedUser } from 'payload'
import { poolOf } from '../db/pool'
import { userFromToken } from './sessionUsers'

/**
 * Sessions are Payload's own (Users: auth.useSessions): a token is a Payload JWT naming a session
 * id that must still be a row of `users_sessions`, so Payload's REST API and our /api accept the
 * same bearer token, and deleting the row revokes it at once. Rows are written with single SQL
 * statements rather than Payload's read-modify-write of the whole sessions array, so concurrent
 * sign-ins of one user never drop each other's session.
 */
export type SignedInUser = TypedUser & { collection: 'users'; _sid?: string }

export async function createSession(payload: Payload, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const { sid, expiresAt } = newSession(payload, now)
  const db = poolOf(payload)
  const { rows } = await db.query<{ email: string; role: string }>(
    `WITH expired AS (DELETE FROM users_sessions WHERE _parent_id = $2 AND expires_at < $4),
          added AS (INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
                    SELECT COALESCE((SELECT max(_order) FROM (SELECT _order FROM users_sessions WHERE _parent_id = $2 OFFSET 0) own), 0) + 1, $2, $1, $4, $3
                    WHERE EXISTS (SELECT 1 FROM users WHERE id = $2) RETURNING _parent_id)
     SELECT u.email, u.role FROM users u JOIN added a ON a._parent_id = u.id`,
    [sid, userId, expiresAt, now],
  )
  const user = rows[0]
  if (!user) throw new Error(`no user ${userId}`)
  return { token: await signSessionToken(payload, { id: userId, email: user.email, role: user.role, sid }), expiresAt }
}

/** A new session's row attributes, for statements that add the row themselves (accounts/ticketExchange.ts). */
export function newSession(payload: Payload, now = new Date()): { sid: string; expiresAt: Date } {
  return { sid: randomUUID(), expiresAt: new Date(now.getTime() + payload.collections.users.config.auth.tokenExpiration * 1000) }
}

/** The Payload JWT naming a session row: the same fields Payload's own login signs. */
export async function signSessionToken(payload: Payload, user: { id: number; email: string; role: string; sid: string }): Promise<string> {
  const config = payload.collections.users.config
  const fieldsToSign = getFieldsToSign({ collectionConfig: config, email: user.email, sid: user.sid, user: { id: user.id, role: user.role } as never })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: config.auth.tokenExpiration })
  return token
}

/** The user a bearer token names, or null (missing, bad signature, expired or revoked session). */
export async function userFromRequest(payload: Payload, headers: Headers): Promise<SignedInUser | null> {
  // Only the bearer header: cookies of the CMS admin must not sign anyone in here.
  const authorization = headers.get('authorization')
  if (!authorization?.startsWith('Bearer ')) return null
  return userFromToken(payload, authorization.slice('Bearer '.length))
}

/** Logout (SPEC §4): the session row goes, so the token stops working everywhere. */
export async function revokeSession(payload: Payload, user: SignedInUser): Promise<boolean> {
  if (!user._sid) return false
  const { rowCount } = await poolOf(payload).query(`DELETE FROM users_sessions WHERE _parent_id = $1 AND id = $2`, [user.id, user._sid])
  return (rowCount ?? 0) > 0
}
