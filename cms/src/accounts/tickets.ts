import type { Payload } from 'payload'
import { env } from '../env'
import { randomSecret, sha256 } from './secrets'
import { poolOf } from '../db/pool'

/**
 * One-time login tickets (SPEC §4 Login): the sign-in page issues one for a signed-in user and
 * sends it back to the site as `?ticket=`; POST /api/account/login redeems it once, before it
 * expires, for a session (ticketExchange.ts). Only the ticket's SHA-256 is stored.
 */
/** System action: the caller has just proven who the user is (password, mailed token). */
export async function issueTicket(payload: Payload, userId: number, now = new Date()): Promise<string> {
  const ticket = randomSecret()
  const expiresAt = new Date(now.getTime() + env().LOGIN_TICKET_TTL_SECONDS * 1000)
  await poolOf(payload).query(
    `INSERT INTO login_tickets (token_hash, user_id, expires_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
    [sha256(ticket), userId, expiresAt, now],
  )
  // Now and then, drop long-expired tickets; no scheduler needed for a table this small.
  if (Math.random() < 0.01) await purgeTickets(payload, now)
  return ticket
}

/** Housekeeping: tickets are worthless a minute after expiry. */
export async function purgeTickets(payload: Payload, now = new Date()): Promise<number> {
  const { rowCount } = await poolOf(payload).query(`DELETE FROM login_tickets WHERE expires_at < $1::timestamptz - interval '1 day'`, [now])
  return rowCount ?? 0
}
