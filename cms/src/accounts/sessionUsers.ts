import { jwtVerify } from 'jose'
import { executeAuthStrategies, JWT_AUTH_VERSION, type Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { SignedInUser } from './sessions'

/**
 * The user behind a bearer token. Payload's JWT strategy reads the whole user (a relational query
 * with the sessions array) on every request; here that read happens once per user and process, and
 * every request after it asks PostgreSQL one prepared question instead: does the token's session row
 * still exist, and when was the user last changed? So a revoked session or a changed user (role,
 * verification, profile: every Payload write moves `updated_at`) counts from the very next request,
 * on every instance, and what callers get is the document Payload itself produced.
 */
const MAX_CACHED_USERS = 10_000
const cached = new Map<number, { updatedAt: number; user: SignedInUser }>()

type Claims = { id: number; sid: string }

export async function userFromToken(payload: Payload, token: string): Promise<SignedInUser | null> {
  const claims = await verifiedClaims(payload, token)
  if (!claims) return null
  const { rows } = await poolOf(payload).query<{ updated_at: Date; live: boolean }>({
    name: 'session_user_check',
    text: `SELECT u.updated_at, EXISTS (SELECT 1 FROM users_sessions s WHERE s._parent_id = u.id AND s.id = $2) AS live
             FROM users u WHERE u.id = $1`,
    values: [claims.id, claims.sid],
  })
  const row = rows[0]
  if (!row?.live) return null
  const updatedAt = row.updated_at.getTime()
  const hit = cached.get(claims.id)
  if (hit && hit.updatedAt === updatedAt) return { ...hit.user, _sid: claims.sid }

  // Payload's own strategy decides the first time (verification, sessions, its afterRead rules).
  const { user } = await executeAuthStrategies({ headers: new Headers({ authorization: `Bearer ${token}`, DisableAutologin: 'true' }), payload } as never)
  if (!user) return null
  // Read before the document, so a change in between makes the next request read it again.
  remember(claims.id, updatedAt, user as SignedInUser)
  return user as SignedInUser
}

/** The id and session a token names when its signature, format version and collection are Payload's. */
async function verifiedClaims(payload: Payload, token: string): Promise<Claims | null> {
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(payload.secret))
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION || claims.collection !== 'users') return null
    const id = typeof claims.id === 'number' ? claims.id : Number(claims.id)
    if (!Number.isSafeInteger(id) || typeof claims.sid !== 'string' || !claims.sid) return null
    return { id, sid: claims.sid }
  } catch {
    return null // bad signature, expired, malformed: signed out, as with Payload's strategy
  }
}

function remember(id: number, updatedAt: number, user: SignedInUser) {
  cached.delete(id)
  if (cached.size >= MAX_CACHED_USERS) cached.delete(cached.keys().next().value as number)
  cached.set(id, { updatedAt, user: { ...user } })
}
